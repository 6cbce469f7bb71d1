import Foundation
import HTTPServing
import MarineKit

/// `POST /api/v1/control`: trip start/stop, anchor set/clear, alarm acknowledgement (`alert.ack`), through the same rules as the control socket
/// (`denizrota trip start`, `denizrota anchor set`), with the cross-site request checks a browser API needs.
enum DashboardControl {
    /// The commands the API takes.
    static let commands: Set<String> = ["trip.start", "trip.stop", "anchor.set", "anchor.clear", "alert.ack"]

    /// Checks the request (origin, media type, body, radius), runs the command and answers the new state, or the
    /// refusal with the CLI's reason.
    static func answer(_ request: HTTPRequest, server: DashboardServer) -> HTTPResponse {
        if let refusal = crossSiteRefusal(request, server: server) { return refusal }
        guard let command = TripControlLine.request(from: request.body + [0x0A]), commands.contains(command.command)
        else {
            return server.failure(.unprocessableContent, "denizrotad.http.command", [], request)
        }
        if let radius = command.radiusMeters, !AnchorWatch.radiusRange.contains(radius) {
            let range = AnchorWatch.radiusRange
            return server.failure(
                .unprocessableContent, "denizrotad.http.radius",
                [String(Int(range.lowerBound)), String(Int(range.upperBound))], request)
        }
        if command.command == "anchor.set", let refusal = positionRefusal(command, request, server: server) {
            return refusal
        }
        guard let response = server.control?(command) else {
            return server.failure(.serviceUnavailable, "denizrotad.http.busy", [], request)
        }
        guard response.ok else {
            if response.error == "unknownAlarm" {
                return server.failure(.unprocessableContent, "denizrotad.http.command", [], request)
            }
            let reason = response.error ?? "unknown"
            let known = ["alreadyRecording", "notRecording", "noFix", "anchorNotSet", "storageFailed"]
            let key = "denizrotad.refused." + (known.contains(reason) ? reason : "unknown")
            let status: HTTPStatus = reason == "storageFailed" ? .internalServerError : .conflict
            return server.failure(status, key, [], request)
        }
        server.stateChanged = true
        return .json(.ok, server.currentState?().jsonBytes ?? Array("{}".utf8))
    }

    /// An anchor position must be whole (both `latitude` and `longitude`) and on the globe: −90…90, −180…180.
    static func positionRefusal(_ command: TripControlRequest, _ request: HTTPRequest, server: DashboardServer)
        -> HTTPResponse?
    {
        switch (command.latitude, command.longitude) {
        case (nil, nil):
            return nil
        case (let latitude?, let longitude?) where (-90...90).contains(latitude) && (-180...180).contains(longitude):
            return nil
        default:
            return server.failure(.unprocessableContent, "denizrotad.http.anchorPosition", [], request)
        }
    }

    /// A state-changing request from another site is refused: its `Origin` (sent by browsers on every POST) must be
    /// this server's, and its body must be `application/json`, which a cross-site HTML form cannot send without
    /// a CORS preflight this server never grants.
    static func crossSiteRefusal(_ request: HTTPRequest, server: DashboardServer) -> HTTPResponse? {
        if let origin = request.header("origin") {
            let host = (request.header("host") ?? "").lowercased()
            guard origin.lowercased() == "http://" + host else {
                return server.failure(.forbidden, "denizrotad.http.origin", [origin], request)
            }
        }
        let type = (request.header("content-type") ?? "").lowercased()
        guard type.split(separator: ";").first.map({ $0.trimmingCharacters(in: .whitespaces) }) == "application/json"
        else {
            return server.failure(.unsupportedMediaType, "denizrotad.http.contentType", [], request)
        }
        return nil
    }
}
