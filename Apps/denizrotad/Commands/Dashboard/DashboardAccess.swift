import CLIKit
import Foundation
import HTTPServing

/// Who may do what (Docs/security.md "Pairing"): every state-changing request must come from the dashboard's own
/// pages (`Origin`, CSRF); with pairing (a dashboard other machines reach), the API needs a paired device's
/// session cookie, and changing state its `control` scope. The pages themselves, and `POST /api/v1/pair`, are
/// open: an unpaired browser needs them to show the code form.
extension DashboardServer {
    /// The methods that read only.
    static let safeMethods: Set<String> = ["GET", "HEAD"]
    /// The session cookie's name.
    static let cookieName = "denizrota-session"

    /// The refusal of a request that may not pass, or nil when it may.
    func admit(_ request: HTTPRequest, from peer: HTTPPeer) -> HTTPAnswer? {
        let changes = !Self.safeMethods.contains(request.method)
        if changes && !PairingGate.isSameOrigin(request) {
            return .response(failure(.forbidden, "denizrotad.http.origin", [request.header("origin") ?? "-"], request))
        }
        guard let gate, request.path.hasPrefix("/api/"), request.path != "/api/v1/pair" else { return nil }
        let access = gate.access(request, from: peer)
        if access == .none {
            var response = failure(.unauthorized, "denizrotad.http.pairingRequired", [], request)
            // RFC 9110 §15.5.2: a 401 names how to authenticate; here, a pairing code (`POST /api/v1/pair`).
            response.headers.append(("WWW-Authenticate", #"DenizrotaPairing realm="denizrotad""#))
            return .response(response)
        }
        if changes && !access.mayControl {
            return .response(failure(.forbidden, "denizrotad.http.scope", [], request))
        }
        return nil
    }

    /// The event stream: a paired device's belongs to it, so revoking the device ends it.
    func streamAnswer(_ request: HTTPRequest, from peer: HTTPPeer) -> HTTPAnswer {
        guard let gate, case .paired(let device) = gate.access(request, from: peer) else { return .eventStream }
        return .ownedEventStream(owner: device.name)
    }

    /// `POST /api/v1/pair` with `{"code": "123456", "name": "…"}`: the session cookie, or why not.
    func pair(_ request: HTTPRequest, from peer: HTTPPeer) -> HTTPResponse {
        guard let gate else { return failure(.conflict, "denizrotad.http.pairingNotNeeded", [], request) }
        if let refusal = DashboardControl.crossSiteRefusal(request, server: self) { return refusal }
        struct Body: Decodable {
            let code: String
            let name: String?
        }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)), body.code.count <= 32 else {
            return failure(.unprocessableContent, "denizrotad.http.pairingBody", [], request)
        }
        let outcome: PairingOutcome
        do {
            outcome = try gate.pair(code: body.code, name: body.name, peer: peer, now: now())
        } catch {
            return failure(.internalServerError, "denizrotad.http.pairingStore", [], request)
        }
        switch outcome {
        case .paired(let device, let cookie):
            note(
                localizer.text("denizrotad.note.paired", arguments: [device.name, device.scope.rawValue, peer.address]))
            let document = PairedDocument(device: device.name, scope: device.scope.rawValue)
            var response = HTTPResponse.json(.ok, Array(((try? JSONText.text(document, pretty: false)) ?? "{}").utf8))
            response.headers.append(("Set-Cookie", cookie))
            return response
        case .refused:
            return failure(.forbidden, "denizrotad.http.pairingRefused", [], request)
        case .rateLimited(let seconds):
            var response = failure(.tooManyRequests, "denizrotad.http.pairingRateLimited", [String(seconds)], request)
            response.headers.append(("Retry-After", String(seconds)))
            return response
        }
    }
}

/// The answer to a successful pairing: `{"device": "…", "schemaVersion": 1, "scope": "view"}`.
struct PairedDocument: JSONDocument {
    /// The device's name (`denizrota dashboard devices` lists it, `revoke` takes it).
    let device: String
    /// `view` or `control`.
    let scope: String
}
