import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite struct RoutePlannerTests {
    private let departure = Date(timeIntervalSince1970: 1_787_292_000)  // 2026-08-21T06:00:00Z

    private func route() throws -> Route {
        var route = try Route(name: "Knidos", plannedDeparture: departure)
        try route.insert(Waypoint(name: "Datça", coordinate: GeoCoordinate(latitude: 36.72, longitude: 27.69)))
        try route.insert(
            Waypoint(
                name: "Knidos", coordinate: GeoCoordinate(latitude: 36.686, longitude: 27.374), plannedSpeedKnots: 5))
        try route.insert(Waypoint(name: "Off Knidos", coordinate: GeoCoordinate(latitude: 36.8, longitude: 27.1)))
        return route
    }

    private let boat = BoatSettings(
        type: .sailboat, cruiseSpeedKnots: 6, fuelRateLitersPerHour: 2.5,
        fuelPricePerLiter: Decimal(string: "47.35") ?? 0,
        limits: BoatLimits(maxWindKnots: 25, maxGustKnots: 30, maxWaveMeters: 1.5))

    /// Distances and bearings from GeographicLib 2.1.2: `GeodSolve -i -p 9` and `RhumbSolve -i -p 9` on
    /// "36.72 27.69 36.686 27.374" and "36.686 27.374 36.80 27.10".
    @Test func legsMatchGeographicLib() throws {
        let plan = RoutePlanner().plan(try route(), boat: boat, referenceDate: departure)
        expectEqual(plan.legs.count, 2)
        let first = plan.legs[0]
        #expect(abs(first.distanceMeters - 28_487.661_899_910) < 1e-8)
        #expect(abs(first.bearingTrue - (360 - 97.516_453_021_199_30)) < 1e-11)
        #expect(abs(first.rhumbBearingTrue - (360 - 97.610_904_046_592_37)) < 1e-9)
        #expect(abs(first.rhumbDistanceMeters - 28_487.674_797_074) < 1e-6)
        let second = plan.legs[1]
        #expect(abs(second.distanceMeters - 27_547.704_163_881) < 1e-8)
        #expect(abs(second.bearingTrue - (360 - 62.580_277_916_824_07)) < 1e-11)
    }

    @Test func timesFuelAndCost() throws {
        let plan = RoutePlanner().plan(try route(), boat: boat, referenceDate: departure)
        let first = plan.legs[0]
        // Leg 1 at the boat's 6 kn; leg 2 at Knidos's planned 5 kn.
        expectEqual(first.speedKnots, 6)
        #expect(abs(first.durationSeconds - 28_487.661_899_910 / (6 * 1852.0 / 3600)) < 1e-9)
        expectEqual(first.departure, departure)
        expectEqual(first.eta, departure.addingTimeInterval(first.durationSeconds))
        expectEqual(plan.legs[1].speedKnots, 5)
        expectEqual(plan.legs[1].departure, first.eta)
        #expect(abs(first.fuelLiters - 2.5 * first.durationSeconds / 3600) < 1e-12)
        // 28 487.66 m at 6 kn = 2.563685… h → 6.409211… L → × 47.35 TRY/L = 303.4761… TRY.
        expectEqual(plan.fuelCost(of: first), Decimal(string: "303.48"))
        expectEqual(plan.totalDistanceMeters, first.distanceMeters + plan.legs[1].distanceMeters)
        expectEqual(plan.arrival, plan.legs[1].eta)
    }

    @Test func magneticBearingIsTrueMinusEastVariation() throws {
        let plan = RoutePlanner().plan(try route(), boat: boat, referenceDate: departure)
        let leg = plan.legs[0]
        // WMM2025 near Datça in 2026 gives roughly 5–6° E.
        #expect(leg.magneticVariation > 4 && leg.magneticVariation < 7)
        #expect(abs(RoutePlanner.compass(leg.bearingTrue - leg.magneticVariation) - leg.bearingMagnetic) < 1e-12)
    }

    @Test func singleWaypointHasNoLegs() throws {
        var route = try Route(name: "one")
        try route.insert(Waypoint(name: "A", coordinate: GeoCoordinate(latitude: 36, longitude: 27)))
        let plan = RoutePlanner().plan(route, boat: .defaults, referenceDate: departure)
        #expect(plan.legs.isEmpty)
        expectEqual(plan.totalFuelCost, 0)
        #expect(plan.arrival == nil)
    }

    @Test(arguments: [(-0.0, 0.0), (-90.0, 270.0), (360.0, 0.0), (725.5, 5.5)])
    func compassRange(input: Double, expected: Double) {
        expectEqual(RoutePlanner.compass(input), expected)
    }
}
