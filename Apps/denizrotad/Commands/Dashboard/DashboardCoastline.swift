import Foundation
import HTTPServing
import MarineKit

/// `GET /api/v1/coastline?bbox=W,S,E,N&zoom=Z`: the land in a box, clipped to it and simplified to half a pixel
/// of a Web-Mercator map at zoom Z (MarineKit `Coastline.landRings(in:toleranceDegrees:)`), as GeoJSON, so the
/// dashboard's chart shows the coast with no internet and no tiles.
///
/// The land `denizrota route show` checks against (``DashboardLand``): the user's file (`denizrota coastline set`)
/// at every zoom; else, zoom 9 and closer, the embedded GSHHG full-resolution coastline and, farther out, the
/// embedded Natural Earth 1:10m land (a whole sea at once, a fraction of the vertices). The answer names its source
/// and attribution.
enum DashboardCoastline {
    /// The largest box served, degrees of latitude and of longitude (a phone's view at zoom 6 is about 9° wide).
    static let maximumSpanDegrees = 20.0
    /// The zoom levels taken (Leaflet's range).
    static let zoomRange = 0...20
    /// From this zoom on, the full-resolution coastline.
    static let fullResolutionZoom = 9

    /// The answer: a FeatureCollection of one MultiPolygon whose polygons are single rings — outer boundaries and
    /// holes alike, to be filled even-odd (a lake is a ring inside its island's ring) — or 400 for a bad box or zoom.
    static func answer(_ request: HTTPRequest, server: DashboardServer) -> HTTPResponse {
        guard let box = box(request.query["bbox"]) else {
            return server.failure(.badRequest, "denizrotad.http.bbox", [request.query["bbox"] ?? ""], request)
        }
        guard let zoomText = request.query["zoom"], let zoom = Int(zoomText), zoomRange.contains(zoom) else {
            return server.failure(.badRequest, "denizrotad.http.zoom", [request.query["zoom"] ?? ""], request)
        }
        let check: LandCheck
        switch (server.archive?.land ?? .embedded).current() {
        case .check(let chosen): check = chosen
        case .unusable(let path): return unusable(path, server: server, request: request)
        }
        // Drawn from the land check's own index (for GSHHG, the decoded file's vertices), so the process holds the
        // coast once however many routes and charts are viewed.
        let tolerance = toleranceDegrees(zoom: zoom)
        let embeddedOverview = check.source == .gshhgFull && zoom < fullResolutionZoom
        let rings =
            embeddedOverview
            ? Coastline.easternMediterranean.landRings(in: box, toleranceDegrees: tolerance)
            : check.landRings(in: box, toleranceDegrees: tolerance)
        return HTTPResponse(
            status: .ok, contentType: "application/geo+json; charset=utf-8",
            body: Array(geoJSON(rings, source: embeddedOverview ? .naturalEarth : check.source).utf8))
    }

    /// 500 with the stored coastline path when `denizrota coastline set` names a file that cannot be used now
    /// (moved, unreadable, no longer land polygons): the CLI refuses it too, so the dashboard does not draw or
    /// check other land in its place.
    static func unusable(_ path: String, server: DashboardServer, request: HTTPRequest?) -> HTTPResponse {
        server.failure(.internalServerError, "denizrotad.http.coastline", [path], request)
    }

    /// Half a pixel of a 256-pixel Web-Mercator tile at `zoom`, in degrees of longitude: 360 / (256 · 2^zoom) / 2.
    static func toleranceDegrees(zoom: Int) -> Double {
        360 / (256 * pow(2, Double(zoom))) / 2
    }

    /// `W,S,E,N` in degrees, west below east, south below north, inside −180…180 × −90…90 and at most
    /// ``maximumSpanDegrees`` each way; else nil.
    static func box(_ text: String?) -> GeoBoundingBox? {
        let values = (text ?? "").split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
        guard values.count == 4, values.allSatisfy(\.isFinite) else { return nil }
        let (west, south, east, north) = (values[0], values[1], values[2], values[3])
        guard -180 <= west, west < east, east <= 180, -90 <= south, south < north, north <= 90,
            east - west <= maximumSpanDegrees, north - south <= maximumSpanDegrees
        else { return nil }
        return GeoBoundingBox(minLatitude: south, maxLatitude: north, minLongitude: west, maxLongitude: east)
    }

    /// The rings as GeoJSON text, coordinates `[longitude, latitude]` to 6 decimals (about 0.1 m).
    static func geoJSON(_ rings: [[GeoCoordinate]], source: CoastlineSource) -> String {
        let polygons = rings.map { ring in
            "[[" + ring.map { "[\(fixed($0.longitude)),\(fixed($0.latitude))]" }.joined(separator: ",") + "]]"
        }
        // A user's file names its own source and attribution: JSON-encoded, not pasted.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let properties = (try? encoder.encode(["source": source.name, "attribution": source.attribution]))
            .map { String(decoding: $0, as: UTF8.self) }
        return #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":"# + (properties ?? "{}")
            + #","geometry":{"type":"MultiPolygon","coordinates":["# + polygons.joined(separator: ",") + "]}}]}"
    }

    private static func fixed(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
