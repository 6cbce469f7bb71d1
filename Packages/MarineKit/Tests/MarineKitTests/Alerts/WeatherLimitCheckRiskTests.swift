import Expectations
import Foundation
import Testing

@testable import MarineKit

/// The daemon's limit check judges through ``RiskJudgement``: a value at the limit is within it, one above it
/// exceeds it, exactly where `plan` turns red.
@Suite struct WeatherLimitCheckRiskTests {
    static let start = Date(timeIntervalSince1970: 1_780_272_000)  // 2026-06-01T00:00Z
    static let limits = BoatLimits(maxWindKnots: 20, maxGustKnots: 30, maxWaveMeters: 1.5)

    @Test(arguments: [(20.0, false), (20.1, true), (19.9, false)])
    func limitBoundaryMatchesThePlan(_ wind: Double, _ exceeds: Bool) {
        let hour = HourlyConditions(time: Self.start, windKnots: wind, gustKnots: 10, waveHeight: 0.5)
        let forecast = LocationForecast(location: GeoCoordinate(latitude: 37, longitude: 27), hours: [hour])
        let verdict = WeatherLimitCheck(limits: Self.limits).assess(forecast, now: Self.start)
        expectEqual(verdict.exceedsLimits, exceeds)
        let riskLimits = RiskLimits(maxWindKnots: 20, maxGustKnots: 30, maxWaveMeters: 1.5)
        let judgement = RiskJudgement(windKnots: wind, gustKnots: 10, waveHeight: 0.5, limits: riskLimits)
        expectEqual((judgement.level == .red), exceeds)
    }
}
