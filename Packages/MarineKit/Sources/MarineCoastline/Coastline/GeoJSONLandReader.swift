import Foundation
import Localization

/// Reads Polygon/MultiPolygon features of a GeoJSON FeatureCollection (RFC 7946) into ``LandPolygon``s.
///
/// The text is read by the internal `JSONScanner` (the embedded coastline is 264 kB of coordinates; `JSONDecoder` took
/// most of a `fetch` command's time on it).
enum GeoJSONLandReader {
    /// Decodes the text into polygons.
    static func polygons(from text: String) throws(CoastlineError) -> [LandPolygon] {
        try collection(from: text).polygons
    }

    /// Decodes the text into polygons, the collection's `bbox` member (RFC 7946 §5: west, south, east, north),
    /// nil when absent or not four numbers, and what the file says about itself (``CoastlineMetadata``).
    static func collection(
        from text: String
    ) throws(CoastlineError) -> (polygons: [LandPolygon], box: GeoBoundingBox?, metadata: CoastlineMetadata) {
        let root: JSONValue
        do {
            root = try JSONScanner.parse(Data(text.utf8))
        } catch {
            throw .invalidGeoJSON(detail: "not JSON: expected \(error.expected) at byte \(error.offset)")
        }
        guard case .object(let collection) = root, case .string(let type)? = collection["type"] else {
            throw .invalidGeoJSON(detail: "not a GeoJSON object")
        }
        guard type == "FeatureCollection" else {
            throw .invalidGeoJSON(detail: "type is \(type), expected FeatureCollection")
        }
        guard case .array(let features)? = collection["features"] else {
            throw .invalidGeoJSON(detail: "features is not an array")
        }
        var polygons: [LandPolygon] = []
        for feature in features {
            for rings in try polygonCoordinates(of: feature) { polygons.append(try polygon(from: rings)) }
        }
        return (polygons, box(collection["bbox"]), try CoastlineMetadata(members: collection))
    }

    /// A two-dimensional GeoJSON `bbox` [west, south, east, north] as a box.
    private static func box(_ value: JSONValue?) -> GeoBoundingBox? {
        guard case .array(let items)? = value, items.count == 4 else { return nil }
        let numbers = items.compactMap { item -> Double? in
            if case .number(let number) = item { return number }
            return nil
        }
        guard numbers.count == 4, numbers[0] <= numbers[2], numbers[1] <= numbers[3] else { return nil }
        return GeoBoundingBox(
            minLatitude: numbers[1], maxLatitude: numbers[3], minLongitude: numbers[0], maxLongitude: numbers[2])
    }

    /// The coordinates of each polygon of a feature's geometry: one for a Polygon, several for a MultiPolygon,
    /// none for other types or a null geometry.
    private static func polygonCoordinates(of feature: JSONValue) throws(CoastlineError) -> [JSONValue] {
        guard case .object(let members) = feature else { throw .invalidGeoJSON(detail: "feature is not an object") }
        guard case .object(let geometry)? = members["geometry"] else { return [] }
        let coordinates = geometry["coordinates"] ?? .null
        switch geometry["type"] {
        case .string("Polygon")?: return [coordinates]
        case .string("MultiPolygon")?:
            guard case .array(let polygons) = coordinates else {
                throw .invalidGeoJSON(detail: "MultiPolygon coordinates are not an array")
            }
            return polygons
        default: return []
        }
    }

    private static func polygon(from value: JSONValue) throws(CoastlineError) -> LandPolygon {
        guard case .array(let rings) = value else { throw .invalidGeoJSON(detail: "polygon is not an array of rings") }
        var parsed: [LandRing] = []
        for ring in rings { parsed.append(try self.ring(from: ring)) }
        guard let outer = parsed.first else { throw .invalidGeoJSON(detail: "polygon without rings") }
        return LandPolygon(outer: outer, holes: Array(parsed.dropFirst()))
    }

    private static func ring(from value: JSONValue) throws(CoastlineError) -> LandRing {
        guard case .array(let positions) = value else { throw .invalidGeoJSON(detail: "ring is not an array") }
        var vertices: [GeoCoordinate] = []
        vertices.reserveCapacity(positions.count)
        for position in positions {
            guard case .array(let numbers) = position, numbers.count >= 2, case .number(let longitude) = numbers[0],
                case .number(let latitude) = numbers[1]
            else { throw .invalidGeoJSON(detail: "position with fewer than 2 numbers") }
            vertices.append(GeoCoordinate(latitude: latitude, longitude: longitude))
        }
        guard let ring = LandRing(vertices: vertices) else {
            throw .invalidGeoJSON(detail: "ring not closed or with fewer than 4 positions")
        }
        return ring
    }
}
