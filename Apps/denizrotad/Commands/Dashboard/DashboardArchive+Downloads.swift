import CLIKit
import Foundation
import HTTPServing
import MarineKit

extension DashboardArchive {
    /// `GET /api/v1/trips/ID/gpx`: the trip's every stored position as a GPX 1.1 track, as
    /// `denizrota trip export ID --format gpx` writes it, for download (`Content-Disposition: attachment`).
    func tripGPX(_ idText: String, _ request: HTTPRequest, server: DashboardServer) throws -> HTTPResponse {
        guard let id = Int64(idText), try trips().contains(where: { $0.id == id }) else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        let points = try positions(id).map {
            GPXTrack.Point(coordinate: GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude), time: $0.time)
        }
        let document = GPXDocument(tracks: [GPXTrack(name: "Trip \(id)", segments: [points])])
        return Self.download(try GPXWriter().write(document), fileName: "trip-\(id).gpx")
    }

    /// `GET /api/v1/routes/NAME/gpx`: the route as a GPX 1.1 `<rte>`, as `denizrota route export NAME` writes it.
    func routeGPX(_ name: String, _ request: HTTPRequest, server: DashboardServer) throws -> HTTPResponse {
        guard let route = try route(name) else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        return Self.download(
            try GPXWriter().write(GPXDocument(routes: [route])), fileName: Self.fileName(name) + ".gpx")
    }

    /// `GET /api/v1/routes/NAME`: the route, its legs with times, land flags and (followed) risks.
    func routeDetail(_ name: String, _ request: HTTPRequest, server: DashboardServer) throws -> HTTPResponse {
        guard let route = try route(name) else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        return Self.routeDocument(route, boat: (try? boat()) ?? .defaults, server: server)
    }

    /// The route's answer (``DashboardRouteDocument``): legs planned at the boat's speed from the daemon's clock,
    /// land flags over the coastline `denizrota route show` uses (``DashboardLand``: the user's file, else GSHHG full
    /// resolution), the daemon's progress when it follows the route; 500 when the user's file cannot be used.
    ///
    /// `land`: the check a write already resolved (so the answer uses the land its checks used), nil to resolve it.
    static func routeDocument(
        _ route: Route, boat: BoatSettings, server: DashboardServer, land resolved: LandCheck? = nil
    ) -> HTTPResponse {
        let plan = RoutePlanner().plan(route, boat: boat, referenceDate: server.now())
        let check: LandCheck
        switch resolved.map(DashboardLand.Choice.check) ?? (server.archive?.land ?? .embedded).current() {
        case .check(let chosen): check = chosen
        case .unusable(let path): return DashboardCoastline.unusable(path, server: server, request: nil)
        }
        let land = check.report(for: route.waypoints.map(\.coordinate))
        let followed = server.followedRoute?().flatMap { $0.name == route.name ? $0 : nil }
        let document = DashboardRouteDocument(plan, land: land, progress: followed)
        var response = HTTPResponse.json(.ok, Array(((try? JSONText.text(document, pretty: false)) ?? "{}").utf8))
        response.headers.append(("ETag", DashboardRouteTag.tag(of: route)))
        return response
    }

    /// `GET /api/v1/trips/ID/geojson`: the trip's every stored position as a GeoJSON Feature, as
    /// `denizrota trip export ID --format geojson` writes it (MarineKit `TrackGeoJSON`), for download.
    func tripGeoJSON(_ idText: String, _ request: HTTPRequest, server: DashboardServer) throws -> HTTPResponse {
        guard let id = Int64(idText), let trip = try trips().first(where: { $0.id == id }) else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        let feature = TrackGeoJSON.feature(tripID: id, positions: try positions(id), statistics: trip.statistics)
        return Self.download(feature + "\n", fileName: "trip-\(id).geojson", type: Self.geoJSONType)
    }

    /// `GET /api/v1/routes/NAME/geojson`: the route's plan as GeoJSON, as `denizrota route export NAME --format
    /// geojson` writes it (MarineKit `GeoJSONWriter`, legs planned at the boat's speed from the daemon's clock).
    func routeGeoJSON(_ name: String, _ request: HTTPRequest, server: DashboardServer) throws -> HTTPResponse {
        guard let route = try route(name) else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        let plan = RoutePlanner().plan(route, boat: (try? boat()) ?? .defaults, referenceDate: server.now())
        return Self.download(
            GeoJSONWriter().write(plan), fileName: Self.fileName(name) + ".geojson", type: Self.geoJSONType)
    }

    /// GeoJSON's media type (RFC 7946).
    static let geoJSONType = "application/geo+json"

    /// A download (GPX unless `type` says otherwise), saved under `fileName`.
    static func download(_ text: String, fileName: String, type: String = "application/gpx+xml") -> HTTPResponse {
        HTTPResponse(
            status: .ok, contentType: type, body: Array(text.utf8),
            headers: [("Content-Disposition", "attachment; filename=\"\(fileName)\"")])
    }

    /// A route's name as a file name: letters, digits, `-` and `_` kept, anything else `_` (the header stays ASCII).
    static func fileName(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        }
        return kept.isEmpty ? "route" : String(kept)
    }
}
