import Foundation

/// Reads Polygon/MultiPolygon features of a GeoJSON FeatureCollection (RFC 7946) into ``LandPolygon``s.
enum GeoJSONLandReader {
    private struct Collection: Decodable {
        let type: String
        let features: [Feature]
    }

    private struct Feature: Decodable {
        let geometry: Geometry?
    }

    /// A geometry whose coordinates are kept only for the two polygon types.
    private struct Geometry: Decodable {
        let polygons: [[[[Double]]]]

        private enum CodingKeys: String, CodingKey { case type, coordinates }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .type) {
            case "Polygon": polygons = [try container.decode([[[Double]]].self, forKey: .coordinates)]
            case "MultiPolygon": polygons = try container.decode([[[[Double]]]].self, forKey: .coordinates)
            default: polygons = []
            }
        }
    }

    /// Decodes the text into polygons.
    static func polygons(from text: String) throws(CoastlineError) -> [LandPolygon] {
        let collection: Collection
        do {
            collection = try JSONDecoder().decode(Collection.self, from: Data(text.utf8))
        } catch {
            throw .invalidGeoJSON(detail: String(describing: error))
        }
        guard collection.type == "FeatureCollection" else {
            throw .invalidGeoJSON(detail: "type is \(collection.type), expected FeatureCollection")
        }
        var polygons: [LandPolygon] = []
        for rings in collection.features.flatMap({ $0.geometry?.polygons ?? [] }) {
            polygons.append(try polygon(from: rings))
        }
        return polygons
    }

    private static func polygon(from rings: [[[Double]]]) throws(CoastlineError) -> LandPolygon {
        let parsed = try rings.map(ring(from:))
        guard let outer = parsed.first else { throw .invalidGeoJSON(detail: "polygon without rings") }
        return LandPolygon(outer: outer, holes: Array(parsed.dropFirst()))
    }

    private static func ring(from positions: [[Double]]) throws(CoastlineError) -> LandRing {
        var vertices: [GeoCoordinate] = []
        vertices.reserveCapacity(positions.count)
        for position in positions {
            guard position.count >= 2 else { throw .invalidGeoJSON(detail: "position with fewer than 2 numbers") }
            vertices.append(GeoCoordinate(latitude: position[1], longitude: position[0]))
        }
        guard let ring = LandRing(vertices: vertices) else {
            throw .invalidGeoJSON(detail: "ring not closed or with fewer than 4 positions")
        }
        return ring
    }
}
