import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Routes across ±180° (Fiji, the Aleutians): GeoJSON cut per RFC 7946 §3.1.9, the chart drawn across the line.
@Suite struct AntimeridianTests {
    /// Suva (Fiji) → Lautoka round the north: 178.4°E → 179.9°W → 179.5°E.
    static func fiji() throws -> Route {
        try Route(
            name: "Fiji",
            waypoints: [
                Waypoint(name: "A", coordinate: GeoCoordinate(latitude: -17.0, longitude: 179.5)),
                Waypoint(name: "B", coordinate: GeoCoordinate(latitude: -16.5, longitude: -179.5)),
                Waypoint(name: "C", coordinate: GeoCoordinate(latitude: -17.5, longitude: 179.0)),
            ])
    }

    @Test func geoJSONLineIsCutAtTheAntimeridian() throws {
        let plan = RoutePlanner().plan(try Self.fiji(), boat: .defaults, referenceDate: Date(timeIntervalSince1970: 0))
        let text = GeoJSONWriter().write(plan)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let features = try #require(object?["features"] as? [[String: Any]])
        let geometry = try #require(features.first?["geometry"] as? [String: Any])
        expectEqual(geometry["type"] as? String, "MultiLineString")
        let parts = try #require(geometry["coordinates"] as? [[[Double]]])
        expectEqual(parts.count, 3)
        expectEqual(parts.map(\.count), [2, 3, 2])
        #expect(parts[0].last?[0] == 180 && parts[1].first?[0] == -180)
        #expect(parts[1].last?[0] == -180 && parts[2].first?[0] == 180)
        // The cut points lie on the legs: between the legs' latitudes, the same on both sides of the cut.
        let firstCut = try #require(parts[0].last?[1])
        #expect(firstCut > -17.0 && firstCut < -16.5 && parts[1].first?[1] == firstCut)
        // Every part stays within ±180 and no segment spans more than 180° of longitude.
        for part in parts {
            for (a, b) in zip(part, part.dropFirst()) { #expect(abs(b[0] - a[0]) <= 180) }
        }
    }

    /// On a meridian-symmetric leg (179.5°E to 179.5°W at equal latitudes) the geodesic crosses at its vertex or
    /// by symmetry at the mid-latitude; the crossing latitude equals the midpoint's found by GeographicLib's Direct.
    @Test func crossingLatitudeIsOnTheGeodesic() {
        let start = GeoCoordinate(latitude: 50, longitude: 179.5)
        let end = GeoCoordinate(latitude: 50, longitude: -179.5)
        let inverse = Geodesic.wgs84.inverse(from: start, to: end)
        let middle = Geodesic.wgs84.direct(from: start, azimuth: inverse.initialAzimuth, distance: inverse.distance / 2)
        let latitude = AntimeridianSplit.crossingLatitude(from: start, to: end, geodesic: .wgs84)
        #expect(abs(latitude - middle.destination.latitude) < 1e-8)
        #expect(latitude > 50)  // a geodesic bulges poleward of the rhumb line
        expectEqual(AntimeridianSplit.parts([start, GeoCoordinate(latitude: 50, longitude: 179.9)]).count, 1)
    }

    /// The chart spans about 1.5° of longitude, not 360°: every waypoint lies well inside the 1000 px width.
    @Test func chartIsDrawnAcrossTheLine() throws {
        let frame = ChartFrame(fitting: try Self.fiji().waypoints.map(\.coordinate))
        let xs = try Self.fiji().waypoints.map { frame.point($0.coordinate).x }
        #expect(xs.allSatisfy { $0 > 20 && $0 < 980 })
        #expect(xs[1] > xs[0] && xs[0] > xs[2])
        #expect(frame.bounds.maxLongitude - frame.bounds.minLongitude < 10)
    }

    /// A recorded track across the line: a MultiLineString, `times` per part, the cut halfway in time when it is
    /// halfway in longitude.
    @Test func trackGeoJSONIsCutWithInterpolatedTimes() throws {
        let start = Date(timeIntervalSince1970: 1_780_315_200)
        let positions = [
            PositionFix(time: start, latitude: -16.9, longitude: 179.9),
            PositionFix(time: start.addingTimeInterval(10), latitude: -16.9, longitude: -179.9),
            PositionFix(time: start.addingTimeInterval(20), latitude: -16.8, longitude: -179.8),
        ]
        let text = TrackGeoJSON.feature(tripID: 1, positions: positions, statistics: nil)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let geometry = try #require(object?["geometry"] as? [String: Any])
        expectEqual(geometry["type"] as? String, "MultiLineString")
        let parts = try #require(geometry["coordinates"] as? [[[Double]]])
        expectEqual(parts.map(\.count), [2, 3])
        #expect(parts[0][1][0] == 180 && parts[1][0][0] == -180)
        let times = try #require((object?["properties"] as? [String: Any])?["times"] as? [[String]])
        expectEqual(times[0], ["2026-06-01T12:00:00.000Z", "2026-06-01T12:00:05.000Z"])
        #expect(times[1].first == "2026-06-01T12:00:05.000Z" && times[1].count == 3)
        let straight = TrackGeoJSON.feature(tripID: 2, positions: Array(positions.dropFirst()), statistics: nil)
        #expect(straight.contains(#""geometry":{"type":"LineString","coordinates":[[-179.9,-16.9],[-179.8,-16.8]]}"#))
    }
}
