import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite struct GeoJSONTests {
    @Test func featureCollectionHasALineAndPoints() throws {
        var route = try Route(name: "Knidos", plannedDeparture: Date(timeIntervalSince1970: 1_787_292_000))
        try route.insert(Waypoint(name: "Datça", coordinate: GeoCoordinate(latitude: 36.72, longitude: 27.69)))
        try route.insert(Waypoint(name: "Knidos", coordinate: GeoCoordinate(latitude: 36.686, longitude: 27.374)))
        let plan = RoutePlanner().plan(route, boat: .defaults, referenceDate: Date(timeIntervalSince1970: 0))
        let text = GeoJSONWriter().write(plan)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        expectEqual(json["type"] as? String, "FeatureCollection")
        let features = try #require(json["features"] as? [[String: Any]])
        expectEqual(features.count, 3)
        let line = try #require(features[0]["geometry"] as? [String: Any])
        expectEqual(line["type"] as? String, "LineString")
        expectEqual((line["coordinates"] as? [[Double]])?.first, [27.69, 36.72])
        let properties = try #require(features[0]["properties"] as? [String: Any])
        #expect(abs((properties["distanceMeters"] as? Double ?? 0) - 28_487.661_899_910) < 1e-6)
        expectEqual(properties["departure"] as? String, "2026-08-21T06:00:00Z")
        let second = try #require(features[2]["properties"] as? [String: Any])
        expectEqual(second["index"] as? Int, 2)
        expectEqual(second["name"] as? String, "Knidos")
    }
}
