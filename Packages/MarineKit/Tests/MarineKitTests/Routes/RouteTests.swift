import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite struct RouteTests {
    private func point(_ name: String, _ lat: Double, _ lon: Double) -> Waypoint {
        Waypoint(name: name, coordinate: GeoCoordinate(latitude: lat, longitude: lon))
    }

    private func sample() throws -> Route {
        var route = try Route(name: "Datça–Knidos")
        try route.insert(point("Datça", 36.72, 27.69))
        try route.insert(point("Knidos", 36.686, 27.374))
        try route.insert(point("Palamutbükü", 36.667, 27.5), at: 2)
        return route
    }

    @Test func insertAppendsOrPlacesAtOneBasedIndex() throws {
        #expect(try sample().waypoints.map(\.name) == ["Datça", "Palamutbükü", "Knidos"])
    }

    @Test func blankNamesAreGenerated() throws {
        var route = try sample()
        try route.insert(point(" ", 36.8, 27.1))
        expectEqual(route.waypoints.last?.name, "WP 4")
    }

    @Test func moveRemoveRenameReverse() throws {
        var route = try sample()
        try route.moveWaypoint(from: 3, to: 1)
        expectEqual(route.waypoints.map(\.name), ["Knidos", "Datça", "Palamutbükü"])
        let removed = try route.removeWaypoint(at: 2)
        expectEqual(removed.name, "Datça")
        try route.renameWaypoint(at: 2, to: "Palamut")
        route.reverse()
        expectEqual(route.waypoints.map(\.name), ["Palamut", "Knidos"])
    }

    @Test func badIndexesThrowWithTheCount() throws {
        var route = try sample()
        #expect(throws: RouteError.indexOutOfRange(index: 4, count: 3)) { try route.removeWaypoint(at: 4) }
        #expect(throws: RouteError.indexOutOfRange(index: 0, count: 3)) { try route.moveWaypoint(from: 0, to: 1) }
        #expect(throws: RouteError.indexOutOfRange(index: 5, count: 3)) { try route.insert(point("x", 1, 1), at: 5) }
        var empty = try Route(name: "empty")
        #expect(throws: RouteError.indexOutOfRange(index: 1, count: 0)) { try empty.removeWaypoint(at: 1) }
    }

    @Test(arguments: [(91.0, 0.0), (0.0, 180.5), (Double.nan, 0.0)])
    func invalidCoordinatesAreRefused(lat: Double, lon: Double) throws {
        var route = try sample()
        #expect(throws: RouteError.self) { try route.insert(point("bad", lat, lon)) }
        expectEqual(route.waypoints.count, 3)
    }

    @Test func invalidSpeedRadiusAndName() throws {
        var route = try sample()
        var fast = point("fast", 36, 27)
        fast.plannedSpeedKnots = 90
        #expect(throws: RouteError.invalidSpeed(90)) { try route.insert(fast) }
        var tight = point("tight", 36, 27)
        tight.arrivalRadiusMeters = 0
        #expect(throws: RouteError.invalidRadius(0)) { try route.insert(tight) }
        #expect(throws: RouteError.invalidName("  ")) { try Route(name: "  ") }
    }

    @Test func codableRoundTrip() throws {
        var route = try sample()
        route.plannedDeparture = Date(timeIntervalSince1970: 1_787_292_000)
        let data = try JSONEncoder().encode(route)
        #expect(try JSONDecoder().decode(Route.self, from: data) == route)
    }
}
