import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Judging a leg along its length (``LegSampling``, ``PassageAssessor/assess(_:forecasts:samples:sampleForecasts:)``):
/// a gale in the middle of a leg whose two waypoints are calm.
@Suite struct LegSamplingTests {
    static let start = Date(timeIntervalSince1970: 1_780_304_400)  // 2026-06-01T09:00Z
    static let from = GeoCoordinate(latitude: 36.95, longitude: 27.85)
    static let to = GeoCoordinate(latitude: 36.90, longitude: 27.55)

    /// The leg from `from` to `to` sailed at `knots` from 09:40 UTC.
    static func leg(knots: Double) -> [PassageWaypoint] {
        let distance = Geodesic.wgs84.inverse(from: from, to: to).distance
        let depart = start + 40 * 60
        return [
            PassageWaypoint(name: "Gokova", location: from, eta: depart),
            PassageWaypoint(name: "Mouth", location: to, eta: depart + distance / (knots * 1852 / 3600)),
        ]
    }

    /// Points are evenly spaced and on every whole hour.
    ///
    /// Arguments (speed kn, spacing nm, points expected: equal parts no longer than the spacing, plus whole hours on the leg).
    /// The leg is 14.62 nm (WGS84): 8 parts of 2 nm → 7 inner points; at 6 kn it lasts 2 h 26 min from 09:40, so
    /// 10:00, 11:00 and 12:00 are added (10 points); at 20 kn it ends at 10:24, so only 10:00.
    @Test(arguments: [(6.0, 2.0, 10), (20.0, 2.0, 8), (6.0, 5.0, 5), (20.0, 100.0, 1)])
    func pointsAreEvenlySpacedAndOnEveryHour(knots: Double, spacingNauticalMiles: Double, expected: Int) {
        let waypoints = Self.leg(knots: knots)
        let samples = LegSampling(spacingMeters: spacingNauticalMiles * 1852).samples(along: waypoints)
        expectEqual(samples.count, expected)
        let distances = samples.map(\.distanceFromStartMeters)
        #expect(distances == distances.sorted() && Set(distances).count == distances.count)
        let length = Geodesic.wgs84.inverse(from: Self.from, to: Self.to).distance
        let gaps = zip([0] + distances, distances + [length]).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 <= spacingNauticalMiles * 1852 + 1e-6 })
        let whole = samples.filter { Int($0.time.timeIntervalSince1970.rounded()) % 3600 == 0 }.map(\.time)
        let hoursOnLeg = stride(from: 10, to: knots == 6 ? 13 : 11, by: 1).map { Self.start + Double($0 - 9) * 3600 }
        #expect(hoursOnLeg.allSatisfy { hour in whole.contains { abs($0.timeIntervalSince(hour)) < 1e-3 } })
        for sample in samples {
            // On the geodesic: the distance from the start is the one stated, and the boat keeps its speed.
            let back = Geodesic.wgs84.inverse(from: Self.from, to: sample.location).distance
            #expect(abs(back - sample.distanceFromStartMeters) < 0.01)
            // The forecast is read on an evenly spaced point or an end, at most half the spacing away.
            let read = Geodesic.wgs84.inverse(from: sample.location, to: sample.forecastLocation).distance
            #expect(read <= spacingNauticalMiles * 1852 / 2 + 1e-6)
            let elapsed = sample.time.timeIntervalSince(waypoints[0].eta)
            #expect(abs(elapsed - sample.distanceFromStartMeters / (knots * 1852 / 3600)) < 1e-3)
        }
    }

    /// 48 hours of `knots` wind (gusts +11 kn, waves 0.3 m, or 2.5 m when `knots` is 34).
    static func forecast(_ place: GeoCoordinate, knots: Double) -> LocationForecast {
        LocationForecast(
            location: place,
            hours: (0..<48).map { hour in
                HourlyConditions(
                    time: start - 9 * 3600 + TimeInterval(hour * 3600), windKnots: knots, gustKnots: knots + 11,
                    windFromDegrees: 270, waveHeight: knots >= 34 ? 2.5 : 0.3)
            })
    }

    /// The positions asked for depend on the route only: a departure a few minutes later asks the same ones.
    @Test func forecastPositionsDoNotMoveWithTheDeparture() {
        let early = LegSampling().samples(along: Self.leg(knots: 6))
        let later = LegSampling().samples(
            along: Self.leg(knots: 6).map { point in
                var moved = point
                moved.eta += 7 * 60
                return moved
            })
        // Only the 7 evenly spaced points and the two ends are ever asked for.
        let spaced = early.filter { $0.location == $0.forecastLocation }.map(\.location)
        let allowed = Set(spaced + [Self.from, Self.to])
        expectEqual(spaced.count, 7)
        #expect(Set(early.map(\.forecastLocation)).isSubset(of: allowed))
        #expect(Set(later.map(\.forecastLocation)).isSubset(of: allowed))
    }

    @Test func galeMidLegMakesTheLegRedAndSaysWhere() throws {
        let waypoints = Self.leg(knots: 6)
        let samples = LegSampling().samples(along: waypoints)
        let galeIndex = samples.count / 2
        let assessor = PassageAssessor(limits: .defaults, fetch: nil)
        let calm = waypoints.map { Self.forecast($0.location, knots: 8) }
        let atSamples = samples.indices.map { Self.forecast(samples[$0].location, knots: $0 == galeIndex ? 34 : 8) }
        let plan = assessor.assess(waypoints, forecasts: calm, samples: samples, sampleForecasts: atSamples)
        expectEqual(plan.waypoints.map(\.judgement.level), [.green, .green])
        let leg = try #require(plan.legs.first)
        #expect(leg.level == .red && leg.judgedPoints == samples.count + 2)
        let worst = try #require(leg.worstPoint)
        #expect(worst.waypointIndex == nil)
        expectEqual(worst.distanceFromStartMeters, samples[galeIndex].distanceFromStartMeters)
        expectEqual(worst.outlook.waypoint.eta, samples[galeIndex].time)
        #expect(worst.outlook.conditions?.windKnots == 34 && worst.outlook.judgement.drivers == [.wind, .gust, .wave])
        // Every point judged between the waypoints is kept, in order along the leg, the worst among them.
        expectEqual(leg.samples.map(\.distanceFromStartMeters), samples.map(\.distanceFromStartMeters))
        expectEqual(leg.samples.map(\.outlook.waypoint.eta), samples.map(\.time))
        let levels = samples.indices.map { $0 == galeIndex ? RiskLevel.red : .green }
        expectEqual(leg.samples.map(\.outlook.judgement.level), levels)
        #expect(leg.samples.allSatisfy { $0.waypointIndex == nil } && leg.samples.contains(worst))
        #expect(plan.summary.worstRisk == .red && plan.summary.worstLegIndex == 0)
        // The waypoints alone say green: the old judgement.
        let endsOnly = assessor.assess(waypoints, forecasts: calm)
        #expect(endsOnly.summary.worstRisk == .green && endsOnly.legs.first?.worstPoint?.waypointIndex == 0)
        expectEqual(endsOnly.legs.first?.samples.isEmpty, true)
    }
}
