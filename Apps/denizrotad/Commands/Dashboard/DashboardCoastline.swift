import Foundation
import HTTPServing
import MarineKit

/// `GET /api/v1/coastline?bbox=W,S,E,N&zoom=Z`: the land in a box, clipped to it and simplified to half a pixel
/// of a Web-Mercator map at zoom Z (MarineKit `Coastline.landRings(in:toleranceDegrees:)`), as GeoJSON, so the
/// dashboard's chart shows the coast with no internet and no tiles.
///
/// Zoom 9 and closer: the embedded GSHHG full-resolution coastline, the one `denizrota route show` checks land
/// against; farther out, the embedded Natural Earth 1:10m land (a whole sea at once, a fraction of the vertices).
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
        // Drawn from the land check's own index (its vertices are the decoded GSHHG file), so the process holds the
        // full-resolution coast once however many routes and charts are viewed.
        let tolerance = toleranceDegrees(zoom: zoom)
        let rings =
            zoom >= fullResolutionZoom
            ? LandCheck.fullResolution.landRings(in: box, toleranceDegrees: tolerance)
            : Coastline.easternMediterranean.landRings(in: box, toleranceDegrees: tolerance)
        return HTTPResponse(
            status: .ok, contentType: "application/geo+json; charset=utf-8",
            body: Array(geoJSON(rings, source: zoom >= fullResolutionZoom ? .gshhgFull : .naturalEarth).utf8))
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
        // The source names are MarineKit's fixed ASCII texts; quotes and backslashes are escaped all the same.
        let name = source.name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"source":""#
            + name + #""},"geometry":{"type":"MultiPolygon","coordinates":["# + polygons.joined(separator: ",")
            + "]}}]}"
    }

    private static func fixed(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
