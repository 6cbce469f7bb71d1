import Expectations
import Foundation
import Testing

@testable import MarineKit
@testable import MarineRisk

/// A fetch table: the same fetch everywhere, or land at one waypoint.
private struct FixedFetch: FetchMeasuring {
    var meters: Double
    var landAt: GeoCoordinate?

    func measure(at location: GeoCoordinate, windFromDegrees: Double) throws(FetchError) -> FetchMeasurement {
        if location == landAt { throw .onLand(latitude: location.latitude, longitude: location.longitude) }
        return FetchMeasurement(
            windFromDegrees: windFromDegrees, straightLineMeters: meters, effectiveMeters: meters / 2, isOpenSea: false)
    }
}

@Suite struct PassageAssessorTests {
    static let start = Date(timeIntervalSince1970: 1_780_272_000)  // 2026-06-01T00:00Z
    static let places = (0..<3).map { GeoCoordinate(latitude: 36.9, longitude: 27.5 + Double($0) * 0.1) }

    /// 48 hours where wind is `strong` kn from hour 6 to hour 11 and 6 kn otherwise.
    static func forecast(_ place: GeoCoordinate, strong: Double = 30) -> LocationForecast {
        LocationForecast(
            location: place,
            hours: (0..<48).map { hour in
                HourlyConditions(
                    time: start + TimeInterval(hour * 3600), windKnots: (6..<12).contains(hour) ? strong : 6,
                    gustKnots: 9, windFromDegrees: 270, waveHeight: 0.3, windWaveHeight: 0.25, swellHeight: 0.1)
            })
    }

    static func waypoints(departHour: Int) -> [PassageWaypoint] {
        places.enumerated().map { index, place in
            PassageWaypoint(
                name: "WP\(index + 1)", location: place, eta: start + TimeInterval((departHour + index) * 3600))
        }
    }

    @Test func redPassageGetsALaterDeparture() throws {
        let assessor = PassageAssessor(limits: .defaults, fetch: FixedFetch(meters: 50_000))
        let plan = assessor.assess(Self.waypoints(departHour: 4), forecasts: Self.places.map { Self.forecast($0) })
        expectEqual(plan.waypoints.map(\.judgement.level), [.green, .green, .red])
        expectEqual(plan.summary.worstRisk, .red)
        expectEqual(plan.summary.firstRedIndex, 2)
        expectEqual(plan.summary.firstRedTime, Self.start + 6 * 3600)
        expectEqual(plan.summary.worstLegIndex, 1)
        // Departing at 10:00 puts WP1 at 10:00 (red); the first all-green departure is 12:00.
        expectEqual(plan.summary.suggestedDeparture, Self.start + 12 * 3600)
        #expect(plan.summary.usesDefaultLimits)
        #expect(plan.waypoints[2].beaufort?.force == 7)  // 30 kn: near gale
    }

    @Test func acceptablePassageNeedsNoSuggestion() {
        let limits = RiskLimits(maxWindKnots: 30, maxGustKnots: 35, maxWaveMeters: 2)
        let assessor = PassageAssessor(limits: limits, fetch: nil)
        let plan = assessor.assess(Self.waypoints(departHour: 4), forecasts: Self.places.map { Self.forecast($0) })
        expectEqual(plan.waypoints.map(\.judgement.level), [.green, .green, .yellow])
        #expect(plan.summary.suggestedDeparture == nil && plan.summary.firstRedIndex == nil)
        #expect(!plan.summary.usesDefaultLimits)
    }

    @Test func noAcceptableDepartureWithinTheHorizon() {
        let assessor = PassageAssessor(limits: .defaults, fetch: nil)
        let storm = Self.places.map { place in
            LocationForecast(
                location: place,
                hours: (0..<48).map { HourlyConditions(time: Self.start + TimeInterval($0 * 3600), windKnots: 40) })
        }
        let plan = assessor.assess(Self.waypoints(departHour: 0), forecasts: storm)
        #expect(plan.summary.worstRisk == .red && plan.summary.suggestedDeparture == nil)
    }

    @Test func etaBeyondTheForecastIsUnknown() {
        let assessor = PassageAssessor(limits: .defaults, fetch: nil)
        let plan = assessor.assess(Self.waypoints(departHour: 46), forecasts: Self.places.map { Self.forecast($0) })
        expectEqual(plan.waypoints.map(\.judgement.level), [.green, .green, .unknown])
        #expect(plan.waypoints[2].conditions == nil)
    }

    /// Sheltered water: 6 kn over 2 km of fetch builds about 0.07 m (CEM), far below the model's 0.25 m wind
    /// sea, so the judged sea is √(0.1² + est²) — and a point on land keeps the model's values.
    @Test func shelteredWaterUsesTheSmallerLocalEstimate() throws {
        let fetch = FixedFetch(meters: 2_000, landAt: Self.places[1])
        let plan = PassageAssessor(limits: .defaults, fetch: fetch)
            .assess(Self.waypoints(departHour: 0), forecasts: Self.places.map { Self.forecast($0) })
        let sheltered = try #require(plan.waypoints[0].estimatedWindSea)
        let expected = WindSeaGrowth().estimate(windSpeed: 6 * 1852 / 3600, fetchMeters: 2_000).significantHeight
        #expect(abs(sheltered.significantHeight - expected) < 1e-12 && expected < 0.1)
        #expect(abs((plan.waypoints[0].seaHeight ?? 0) - (0.01 + expected * expected).squareRoot()) < 1e-12)
        expectEqual(plan.waypoints[1].fetchError, .onLand(latitude: 36.9, longitude: 27.6))
        #expect(abs((plan.waypoints[1].seaHeight ?? 0) - (0.0725).squareRoot()) < 1e-12)
    }

    @Test(
        arguments: [
            (HourlyConditions(time: start, waveHeight: 0.9), nil, 0.9),
            (HourlyConditions(time: start), 0.4, 0.4),
            (HourlyConditions(time: start, waveHeight: 0.9, windWaveHeight: 0.8, swellHeight: 0.6), 0.8, 1.0),
            (HourlyConditions(time: start, waveHeight: 0.9, windWaveHeight: 0.8, swellHeight: 0.6), 2.0, 1.0),
            (HourlyConditions(time: start, swellHeight: 0.3), nil, 0.3),
        ] as [(HourlyConditions, Double?, Double?)])
    func seaHeightRules(conditions: HourlyConditions, estimate: Double?, height: Double?) {
        let value = PassageAssessor.seaHeight(conditions, estimate: estimate)
        #expect(abs((value ?? -1) - (height ?? -1)) < 1e-12)
    }
}

/// A passage whose waypoint or leg lies on land is never green, and no later departure is offered for it.
@Suite struct PassageAssessorLandTests {
    @Test func landLegIsRedAndSuppressesTheSuggestion() {
        var assessor = PassageAssessor(limits: .defaults, fetch: FixedFetch(meters: 50_000))
        assessor.land = RouteLandReport(
            waypoints: [.sea, .land, .sea], legs: [.sea, .land], source: .naturalEarth, toleranceMeters: 500)
        let places = PassageAssessorTests.places
        let plan = assessor.assess(
            PassageAssessorTests.waypoints(departHour: 20),
            forecasts: places.map { PassageAssessorTests.forecast($0) })
        expectEqual(plan.waypoints.map(\.judgement.level), [.green, .red, .green])
        expectEqual(plan.waypoints[1].judgement.drivers, [.land])
        #expect(plan.legs.map(\.level) == [.red, .red] && plan.legs.map(\.land) == [.sea, .land])
        #expect(plan.summary.worstRisk == .red && plan.summary.landFlagged)
        #expect(plan.summary.worstLegIndex == 1 && plan.summary.suggestedDeparture == nil)
    }

    /// With every waypoint unknown (no forecast), there is no "worst leg".
    @Test func noWorstLegWhenNothingIsJudged() {
        let assessor = PassageAssessor(limits: .defaults, fetch: nil)
        let plan = assessor.assess(PassageAssessorTests.waypoints(departHour: 0), forecasts: [])
        #expect(plan.summary.worstRisk == .unknown && plan.summary.worstLegIndex == nil)
    }

    /// Points in one 0.001° cell share one fetch measurement per wind degree (a 200,000-point route cast 19 rays at
    /// every point; issue 30): (second point's offset in degrees of latitude, its wind direction, measurements).
    @Test(arguments: [(0.0001, 270.0, 1), (0.0001, 270.4, 1), (0.0001, 90.0, 2), (0.002, 270.0, 2)])
    func fetchIsSharedWithinACell(offset: Double, windFrom: Double, measurements: Int) {
        var memo = FetchMemo()
        let first = GeoCoordinate(latitude: 36.9001, longitude: 27.5001)
        let second = GeoCoordinate(latitude: first.latitude + offset, longitude: first.longitude)
        let fetch = FixedFetch(meters: 5000)
        _ = memo.measure(fetch, at: first, windFrom: 270)
        _ = memo.measure(fetch, at: second, windFrom: windFrom)
        expectEqual(memo.measurements, measurements)
    }
}
