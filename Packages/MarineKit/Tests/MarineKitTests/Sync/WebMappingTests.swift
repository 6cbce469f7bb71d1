import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite struct WebMappingTests {
    /// A route made on the web (numbers as integerValue or doubleValue, no waypoint names) becomes a local route;
    /// writing it back gives the web shape with km and km/h.
    @Test func routesMapBothWaysInWebUnits() throws {
        let web: [String: FirestoreValue] = [
            "id": .string("1738000000000"), "name": .string("Bodrum–Kos"), "description": .string(""),
            "waypoints": .array([
                .map(["lat": .double(37.0316), "lng": .double(27.4234)]),
                .map([
                    "lat": .integer(37), "lng": .integer(27), "speed": .double(11.112),
                    "name": .string("K\u{1B}[2Jos\u{9B}"),
                ]),
            ]),
        ]
        let route = try WebRouteMapping.route(from: web)
        expectEqual(route.name, "Bodrum–Kos")
        // A web name is cleaned: control characters (ESC, CSI) dropped, a terminal printing it obeys nothing.
        expectEqual(route.waypoints.map(\.name), ["WP 1", "K[2Jos"])
        let plannedKnots: Double = 11.112 / 1.852
        expectEqual(route.waypoints[1].plannedSpeedKnots, plannedKnots)
        let fields = WebRouteMapping.fields(of: route, id: "1738000000000")
        let expectedKm =
            Geodesic.wgs84.inverse(
                from: GeoCoordinate(latitude: 37.0316, longitude: 27.4234),
                to: GeoCoordinate(latitude: 37, longitude: 27)
            ).distance / 1000
        expectEqual(fields["totalDistance"]?.number, expectedKm)
        expectEqual(fields["waypointCount"], .integer(2))
        expectEqual(fields["waypoints"]?.elements?[1].fields?["lat"], .integer(37))
        #expect(throws: RouteError.self) { try WebRouteMapping.route(from: ["name": .string(" ")]) }
    }

    /// Settings: only owned subfields are produced; unknown web values (a new boat type) keep the local value.
    @Test func boatSettingsMapInKilometersPerHourAndKeepUnknownValues() {
        let fields = WebBoatSettingsMapping.fields(of: .defaults)
        let avgSpeedKmh: FirestoreValue = .double(8 * 1.852)
        expectEqual(fields["avgSpeed"], avgSpeedKmh)
        expectEqual(fields["boatType"], .string("motorlu"))
        #expect(fields["boatName"] == nil)
        let pulled = WebBoatSettingsMapping.settings(
            from: ["boatType": .string("trimaran"), "avgSpeed": .integer(15), "fuelPrice": .double(47.25)],
            base: .defaults)
        expectEqual(pulled.type, .motorboat)
        let cruiseKnots: Double = 15 / 1.852
        expectEqual(pulled.cruiseSpeedKnots, cruiseKnots)
        expectEqual(pulled.fuelPricePerLiter, Decimal(string: "47.25"))
    }

    /// 86,400 positions: 5,000 in the parent (first and last kept), 18 chunks, every document within limits.
    @Test func aDayLongTripIsSplitWithinFirestoreLimits() throws {
        let indexes = WebTripLayout.parentIndexes(count: 86_400)
        expectEqual(indexes.count, 5_000)
        expectEqual(indexes.first, 0)
        expectEqual(indexes.last, 86_399)
        expectEqual(Set(indexes).count, 5_000)
        let ranges = WebTripLayout.chunkRanges(count: 86_400)
        expectEqual(ranges.count, 18)
        expectEqual(ranges.last, 85_000..<86_400)
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let fixes = (0..<86_400).map {
            PositionFix(
                time: start.addingTimeInterval(Double($0)), latitude: 36.5, longitude: 27.1, speedOverGround: 2.5,
                courseOverGround: 90, horizontalAccuracy: 4)
        }
        var figures = TripStatistics(startedAt: start)
        figures.endedAt = start.addingTimeInterval(86_400)
        let parent = WebTripMapping.parentFields(statistics: figures, positions: fixes)
        try FirestoreLimits.check(path: "users/u/trips/1790000000000", fields: parent)
        let chunk = WebTripMapping.chunkFields(seq: 0, positions: fixes[0..<5_000])
        try FirestoreLimits.check(path: "users/u/trips/1790000000000/track/0", fields: chunk)
        expectEqual(WebTripMapping.chunkPositions(chunk), Array(fixes[0..<5_000]))
        expectEqual(FirestoreLimits.indexEntries(chunk), 8)
        #expect(FirestoreLimits.documentBytes(path: "users/u/trips/1790000000000/track/0", fields: chunk) < 250_000)
        // The whole day in one web-shaped document breaks both limits, which the emulator would not report.
        let whole: [String: FirestoreValue] = ["positions": .array(fixes.map(WebTripMapping.webPosition))]
        #expect(
            FirestoreLimits.documentBytes(path: "users/u/trips/1", fields: whole) > FirestoreLimits.maximumDocumentBytes
        )
        #expect(FirestoreLimits.indexEntries(whole) > FirestoreLimits.maximumIndexEntries)
    }

    @Test func webTimesAreJavaScriptISOTextAndMilliseconds() {
        let date = Date(timeIntervalSince1970: 1_738_000_000.5)
        expectEqual(WebUnits.isoText(date), "2025-01-27T17:46:40.500Z")
        expectEqual(WebUnits.milliseconds(date), 1_738_000_000_500)
        expectEqual(WebUnits.parseISOText("2025-01-27T17:46:40.500Z"), date)
    }
}
