import CLIKit
import Foundation
import HTTPServing
import MarineKit

/// The stored trips and routes the API reads (`GET /api/v1/trips`, `/api/v1/trips/ID/track`, `/api/v1/routes`),
/// from the daemon's own database connection, in the shapes of `denizrota trip list --json` and
/// `denizrota route list --json` (the same schemas).
struct DashboardArchive {
    /// The stored trips, oldest first.
    let trips: () throws -> [TripRecord]
    /// A trip's stored positions (the last few seconds of a trip being recorded may still be in the buffer).
    let positions: (Int64) throws -> [PositionFix]
    /// The stored routes' names.
    let routeNames: () throws -> [String]
    /// A stored route by name, or nil.
    let route: (String) throws -> Route?
    /// The boat's settings, nil until `denizrota boat set` or the API stores some (then the defaults apply, and the
    /// plan judges against the default limits and says so, as `denizrota plan` does).
    let boat: () throws -> BoatSettings?
    /// The land routes are checked against and the chart draws (``DashboardLand``).
    var land = DashboardLand.embedded

    /// The track's default simplification tolerance in metres, and the range `?tolerance=` takes.
    static let defaultTolerance = 5.0
    static let toleranceRange = 0.0...1000.0

    /// Answers a GET under `/api/v1/trips` or `/api/v1/routes`, or nil for another path.
    func answer(_ request: HTTPRequest, server: DashboardServer) -> HTTPResponse? {
        let parts = Self.segments(request).dropFirst(3)
        do {
            switch Array(parts) {
            case ["trips"]:
                let list = ["trips": try trips().map { TripDocument($0) }]
                return .json(.ok, Array(((try? JSONText.text(list, pretty: false)) ?? "{}").utf8))
            case ["routes"]:
                let list = ["routes": try routeNames()]
                return .json(.ok, Array(((try? JSONText.text(list, pretty: false)) ?? "{}").utf8))
            case let path where path.count == 2 && path[0] == "routes":
                return try routeDetail(path[1], request, server: server)
            case let path where path.count == 3:
                return try item(path[0], path[1], path[2], request, server: server)
            default:
                return nil
            }
        } catch {
            return server.failure(.internalServerError, "denizrotad.http.database", [], request)
        }
    }

    /// `/api/v1/trips/ID/…` and `/api/v1/routes/NAME/…`: a trip's track, GPX or GeoJSON; a route's GPX or GeoJSON.
    private func item(_ kind: String, _ key: String, _ what: String, _ request: HTTPRequest, server: DashboardServer)
        throws -> HTTPResponse?
    {
        switch (kind, what) {
        case ("trips", "track"): try track(key, request, server: server)
        case ("trips", "gpx"): try tripGPX(key, request, server: server)
        case ("trips", "geojson"): try tripGeoJSON(key, request, server: server)
        case ("routes", "gpx"): try routeGPX(key, request, server: server)
        case ("routes", "geojson"): try routeGeoJSON(key, request, server: server)
        default: nil
        }
    }

    /// The path's segments, each percent-decoded once (a route's name may hold a `/`, sent as `%2F`).
    static func segments(_ request: HTTPRequest) -> [String] {
        let path = request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).removingPercentEncoding ?? String($0)
        }
    }

    /// `GET /api/v1/trips/ID/track?tolerance=M`: the trip's track as a GeoJSON Feature, simplified to M metres.
    private func track(_ idText: String, _ request: HTTPRequest, server: DashboardServer) throws -> HTTPResponse {
        guard let id = Int64(idText), let trip = try trips().first(where: { $0.id == id }) else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        let toleranceText = request.query["tolerance"]
        guard let tolerance = toleranceText.map({ Double($0) }) ?? Self.defaultTolerance,
            Self.toleranceRange.contains(tolerance)
        else {
            return server.failure(.badRequest, "denizrotad.http.tolerance", [toleranceText ?? ""], request)
        }
        let simplified = TrackSimplifier.simplify(try positions(id), tolerance: tolerance)
        let text = TrackGeoJSON.feature(tripID: id, positions: simplified, statistics: trip.statistics)
        return HTTPResponse(
            status: .ok, contentType: "application/geo+json; charset=utf-8", body: Array(text.utf8))
    }
}
