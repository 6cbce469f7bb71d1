import CLIKit
import Foundation
import HTTPServing
import Localization
import MarineKit

/// `--http`: the daemon's dashboard and its API v1 (Docs/denizrotad-api.md), served from the daemon's own poll
/// loop with ``HTTPServer`` (non-blocking, bounded work per iteration: a client can never hold up recording).
final class DashboardServer {
    /// The HTTP server (its listener is bound by ``DashboardOptions``).
    let server: HTTPServer
    /// The address to open, `http://127.0.0.1:8642/`.
    let url: String
    /// The daemon's catalogs and language (a request may ask for another with `Accept-Language` or `?lang=`).
    let localizer: Localizer
    /// Answers a control command through the daemon's own rules (the control socket's).
    var control: ((TripControlRequest) -> TripControlResponse)?
    /// The state now.
    var currentState: (() -> LiveState)?
    /// The stored trips and routes, or nil (then those paths are 404).
    var archive: DashboardArchive?
    /// The accepted-fix count the last published state had.
    var publishedFixCount = 0
    /// Whether the state changed since it was last published.
    var stateChanged = true
    /// Whether the end of the replay was said.
    var replayEndNoted = false
    /// The followed route's progress and leg risks, for `GET /api/v1/routes/NAME`.
    var followedRoute: (() -> FollowedRoute?)?
    /// The daemon's clock (a route's planned times start from it).
    var now: () -> Date = { Date(timeIntervalSince1970: 0) }
    /// Changes the boat's settings as one step of the store (`BoatSettingsStore.updateBoatSettings`: a `boat set`
    /// stored meanwhile is kept) and makes the daemon use them (as SIGHUP does); answers them as stored, throws what
    /// the change throws or the store's error.
    var updateBoat: (((inout BoatSettings) throws -> Void) throws -> BoatSettings)?
    /// Pairing, when the dashboard listens on an address other machines reach (``DashboardOptions``); nil on
    /// loopback, where every client is this machine.
    var gate: PairingGate?
    /// Writes one line of information (already localized) to standard error: pairings and revocations.
    var note: (String) -> Void = { _ in }
    /// The route writes (create, rename, delete, waypoint edits), or nil (then they are 405).
    var routeEditor: DashboardRouteEditor?
    /// The weather plan of a route for a departure, or nil without a weather client (then 503).
    var planner: DashboardPlanner?
    private let assets = AssetCatalog(DashboardAssets.all)

    /// The page's Content-Security-Policy: the server's strict one, with images also from the OpenStreetMap and
    /// OpenSeaMap tile servers, which the page loads only when the user switches the online layers on
    /// (Docs/dashboard.md); every other answer keeps `img-src 'self' data:`.
    static let pagePolicy =
        "default-src 'self'; img-src 'self' data: https://tile.openstreetmap.org https://tiles.openseamap.org; "
        + "connect-src 'self'; style-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'; "
        + "base-uri 'none'; form-action 'self'"

    /// What the daemon knows of the route it follows.
    struct FollowedRoute {
        let name: String
        /// The active waypoint's number from 1; nil once the route is complete.
        let activeWaypointNumber: Int?
        /// Risk per route leg number, from the latest weather check of the route ahead (`--weather`).
        let legRisks: [Int: RiskLevel]
        let riskCheckedAt: Date?
    }

    /// The thread of the heavy answers (``offload(_:from:)``); nil in a snapshot, or when its pipe failed.
    let worker: DashboardWorker?

    /// The dashboard on a listening socket.
    convenience init(
        listener: Int32, hostPort: String, allowedHosts: Set<String>, localizer: Localizer, startedAt: Date
    ) {
        self.init(
            listeners: [listener], hostPort: hostPort, allowedHosts: allowedHosts, localizer: localizer,
            startedAt: startedAt, worker: try? DashboardWorker())
    }

    /// A copy for the worker's thread: the same stores, localizer and URL, the followed route and the clock as they
    /// are now, no listener, no worker, no control (``DashboardServer/Snapshot``).
    convenience init(snapshotOf original: DashboardServer) {
        self.init(
            listeners: [], hostPort: String(original.url.dropFirst(7).dropLast()), allowedHosts: [],
            localizer: original.localizer, startedAt: Date(timeIntervalSince1970: 0), worker: nil)
        archive = original.archive
        let followed = original.followedRoute?()
        followedRoute = { followed }
        let now = original.now()
        self.now = { now }
    }

    private init(
        listeners: [Int32], hostPort: String, allowedHosts: Set<String>, localizer: Localizer, startedAt: Date,
        worker: DashboardWorker?
    ) {
        url = "http://\(hostPort)/"
        self.localizer = localizer
        self.worker = worker
        var serveBody: HTTPServer.Handler = { _, _ in .response(.text(.internalServerError, "")) }
        var refuse: HTTPServer.ErrorResponder = { status, _ in .text(status, "") }
        server = HTTPServer(
            listeners: listeners, allowedHosts: allowedHosts,
            streamTag: String(Int(startedAt.timeIntervalSince1970)),
            errorResponder: { refuse($0, $1) }, handler: { serveBody($0, $1) })
        serveBody = { [unowned self] request, peer in
            admit(request, from: peer) ?? offload(request, from: peer) ?? answer(request, from: peer)
        }
        refuse = { [unowned self] status, request in refusal(status, request) }
    }

    /// Sends a daemon event to the event streams (alerts as `alert`, the rest as `event`); the state's alarms and
    /// route name are the daemon's own (``Daemon/liveState()``).
    func publish(_ event: DaemonEvent, now: Date) {
        let name = if case .alert = event { "alert" } else { "event" }
        server.publishEvent(named: name, Array(event.jsonLine.utf8), now: now)
        stateChanged = true
    }

    /// Routes one request (``admit(_:from:)`` has let it through and ``offload(_:from:)`` kept it here; a snapshot
    /// on the worker's thread answers the heavy ones with it).
    func answer(_ request: HTTPRequest, from peer: HTTPPeer) -> HTTPAnswer {
        let path = request.path
        if path.hasPrefix("/api/v1/trips") || path.hasPrefix("/api/v1/routes") {
            // The writes (route edits, a route from a trip) first; every other method on these paths is a read.
            return DashboardRouteEditor.route(request, server: self) ?? refusal(request, allowing: ["GET", "HEAD"])
                ?? .response(
                    archive?.answer(request, server: self)
                        ?? failure(.notFound, "denizrotad.http.notFound", [path], request))
        }
        switch path {
        case "/api/v1/state":
            return refusal(request, allowing: ["GET", "HEAD"])
                ?? .response(.json(.ok, (currentState?() ?? placeholderState).jsonBytes))
        case "/api/v1/events":
            if let refused = refusal(request, allowing: ["GET"]) { return refused }
            if let state = currentState?() { server.replaceState(state.jsonBytes) }
            return streamAnswer(request, from: peer)
        case "/api/v1/pair":
            return refusal(request, allowing: ["POST"]) ?? .response(pair(request, from: peer))
        case "/api/v1/control":
            return refusal(request, allowing: ["POST"]) ?? .response(DashboardControl.answer(request, server: self))
        case "/api/v1/boat":
            return refusal(request, allowing: ["GET", "HEAD", "PUT"])
                ?? .response(DashboardBoat.answer(request, server: self))
        case "/api/v1/plan":
            return refusal(request, allowing: ["GET", "HEAD"])
                ?? .response(
                    planner?.answer(request, server: self)
                        ?? failure(.serviceUnavailable, "denizrotad.http.noWeather", [], request))
        case "/api/v1/coastline":
            return refusal(request, allowing: ["GET", "HEAD"])
                ?? .response(DashboardCoastline.answer(request, server: self))
        default:
            return assetAnswer(request)
        }
    }

    /// A file of the page (the page itself with its Content-Security-Policy), or 404.
    private func assetAnswer(_ request: HTTPRequest) -> HTTPAnswer {
        let path = request.path
        guard assets.contains(path) else {
            return .response(failure(.notFound, "denizrotad.http.notFound", [path], request))
        }
        guard var response = assets.response(to: request) else { return .response(.text(.notFound, "")) }
        if path == "/" || path == "/index.html" {
            response.headers.append(("Content-Security-Policy", Self.pagePolicy))
        }
        return refusal(request, allowing: ["GET", "HEAD"]) ?? .response(response)
    }

    /// 405 with `Allow` when the request's method is not one of `methods`, else nil.
    private func refusal(_ request: HTTPRequest, allowing methods: [String]) -> HTTPAnswer? {
        methods.contains(request.method) ? nil : methodRefusal(request, methods.joined(separator: ", "))
    }

    private var placeholderState: LiveState {
        LiveState(
            time: Date(timeIntervalSince1970: 0),
            gps: LiveState.GPS(source: "", status: "waiting", fixesAccepted: 0, fixesRejected: 0), position: nil,
            trip: LiveState.Trip(
                recording: false, tripID: nil, startedAt: nil, positionCount: nil, distanceMeters: nil,
                durationSeconds: nil, movingSeconds: nil, averageSpeedKnots: nil, maximumSpeedKnots: nil,
                currentSpeedKnots: nil), route: nil, anchor: nil, alarms: [])
    }

    func methodRefusal(_ request: HTTPRequest, _ allowed: String) -> HTTPAnswer {
        var response = failure(
            .methodNotAllowed, "denizrotad.http.methodNotAllowed", [request.method, allowed], request)
        response.headers.append(("Allow", allowed))
        return .response(response)
    }

    /// The server's own refusals (framing, limits, Host), as JSON errors.
    private func refusal(_ status: HTTPStatus, _ request: HTTPRequest?) -> HTTPResponse {
        let key =
            switch status.code {
            case 408: "denizrotad.http.timeout"
            case 413: "denizrotad.http.tooLarge"
            case 414, 431: "denizrotad.http.headTooLarge"
            case 501: "denizrotad.http.transferEncoding"
            case 503: "denizrotad.http.busy"
            case 504: "denizrotad.http.slow"
            case 505: "denizrotad.http.version"
            default: "denizrotad.http.badRequest"
            }
        return failure(status, key, [], request)
    }

    /// A JSON error answer: `{"error": {"code", "message", "status"}, "schemaVersion": 1}`, the message in the
    /// request's language.
    func failure(_ status: HTTPStatus, _ key: String, _ arguments: [String], _ request: HTTPRequest?)
        -> HTTPResponse
    {
        let texts = Localizer(language: language(of: request), sets: localizer.sets)
        let document = HTTPErrorDocument(
            error: .init(code: key, message: texts.text(key, arguments: arguments), status: status.code))
        let text = (try? JSONText.text(document, pretty: false)) ?? "{}\n"
        return .json(status, Array(text.utf8))
    }

    /// A JSON error answer whose message is already in the request's language (a library's localized error).
    func failure(_ status: HTTPStatus, code: String, message: String) -> HTTPResponse {
        let document = HTTPErrorDocument(error: .init(code: code, message: message, status: status.code))
        return .json(status, Array(((try? JSONText.text(document, pretty: false)) ?? "{}\n").utf8))
    }

    /// `?lang=` when it names one of the seven languages, else the first of `Accept-Language` (by quality) that
    /// does, else the daemon's.
    func language(of request: HTTPRequest?) -> Language {
        if let tag = request?.query["lang"], let language = Language(identifier: tag) { return language }
        let ranges = (request?.header("accept-language") ?? "").split(separator: ",").compactMap {
            item -> (tag: String, quality: Double)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, !tag.isEmpty else { return nil }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (tag, quality) : nil
        }
        let ordered = ranges.enumerated().sorted { ($0.element.quality, -$0.offset) > ($1.element.quality, -$1.offset) }
        return ordered.lazy.compactMap { Language(identifier: $0.element.tag) }.first ?? localizer.language
    }
}

/// The API's error object.
struct HTTPErrorDocument: JSONDocument {
    struct Failure: Encodable {
        /// The catalog key of the message, the same in every language.
        let code: String
        /// The message in the request's language.
        let message: String
        /// The HTTP status code.
        let status: Int
    }

    let error: Failure
}
