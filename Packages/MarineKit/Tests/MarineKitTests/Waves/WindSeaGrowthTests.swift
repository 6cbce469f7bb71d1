import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Reproduces values worked with the Shore Protection Manual 1984 and CEM II-2 growth laws within 1 % (computed there
/// with g = 9.81 from CEM 2003
/// II-2-36…38 and SPM 1984; the SPM 200 km row matches the published homeworksource.com solution).
@Suite struct WindSeaGrowthTests {
    static func close(_ value: Double, _ expected: Double, tolerance: Double = 0.01) -> Bool {
        abs(value - expected) <= tolerance * expected
    }

    @Test(arguments: [
        (8.0, 5.0, 0.277, 1.62), (10, 10, 0.502, 2.22), (10, 30, 0.870, 3.20), (15, 20, 1.128, 3.26),
        (20, 50, 2.502, 4.95),
    ])
    func cemFetchLimited(wind: Double, fetchKm: Double, height: Double, period: Double) {
        let sea = WindSeaGrowth(method: .cem2003).estimate(windSpeed: wind, fetchMeters: fetchKm * 1000)
        #expect(Self.close(sea.significantHeight, height) && Self.close(sea.peakPeriod, period))
        expectEqual(sea.limitedBy, .fetch)
    }

    @Test(arguments: [
        (8.0, 5.0, 0.331, 2.23), (10, 10, 0.616, 3.08), (10, 30, 1.067, 4.44), (15, 20, 1.434, 4.58),
        (20, 50, 3.231, 7.00),
    ])
    func spmFetchLimited(wind: Double, fetchKm: Double, height: Double, period: Double) {
        let sea = WindSeaGrowth(method: .spm1984).estimate(windSpeed: wind, fetchMeters: fetchKm * 1000)
        #expect(Self.close(sea.significantHeight, height) && Self.close(sea.peakPeriod, period))
    }

    /// The published example uses U = 15 m/s directly as U_A; U = (15/0.71)^(1/1.23) gives U_A = 15.
    @Test func spmPublishedExample() {
        let wind = pow(15 / 0.71, 1 / 1.23)
        let growth = WindSeaGrowth(method: .spm1984)
        let sea = growth.estimate(windSpeed: wind, fetchMeters: 200_000)
        #expect(Self.close(sea.significantHeight, 3.427) && Self.close(sea.peakPeriod, 8.99))
        // Duration-limited at 10 h: equivalent fetch 145 km, Hm0 ≈ 2.92 m, Tp ≈ 8.08 s (CEM EM 1110-2-1100 eq. II-2-38
        // duration limit).
        let limited = growth.estimate(windSpeed: wind, fetchMeters: 200_000, durationSeconds: 36_000)
        expectEqual(limited.limitedBy, .duration)
        #expect(Self.close(limited.effectiveFetchMeters, 145_000, tolerance: 0.01))
        #expect(Self.close(limited.significantHeight, 2.92) && Self.close(limited.peakPeriod, 8.08))
        // Fully developed beyond F = 529 km: H* = 0.2433, T* = 8.134.
        let developed = growth.estimate(windSpeed: wind, fetchMeters: 600_000)
        expectEqual(developed.limitedBy, .fullyDeveloped)
        #expect(Self.close(developed.effectiveFetchMeters, 529_000))
        #expect(Self.close(developed.significantHeight, 0.2433 * 225 / 9.81))
        #expect(Self.close(developed.peakPeriod, 8.134 * 15 / 9.81))
    }

    /// CEM 15 m/s, 200 km, 10 h: equivalent fetch 87 km → Hm0 2.35 m, Tp 5.32 s (CEM EM 1110-2-1100 equation II-2-38
    /// duration limit).
    @Test func cemDurationLimited() {
        let sea = WindSeaGrowth().estimate(windSpeed: 15, fetchMeters: 200_000, durationSeconds: 36_000)
        expectEqual(sea.limitedBy, .duration)
        #expect(Self.close(sea.effectiveFetchMeters, 87_000))
        #expect(Self.close(sea.significantHeight, 2.35) && Self.close(sea.peakPeriod, 5.32))
        let longer = WindSeaGrowth().estimate(windSpeed: 15, fetchMeters: 20_000, durationSeconds: 36_000)
        expectEqual(longer.limitedBy, .fetch)
    }

    @Test func cemFullyDevelopedCap() {
        let sea = WindSeaGrowth().estimate(windSpeed: 10, fetchMeters: 5_000_000)
        let frictionVelocity = (0.001 * (1.1 + 0.35)).squareRoot() * 10
        expectEqual(sea.limitedBy, .fullyDeveloped)
        #expect(Self.close(sea.significantHeight, 211.5 * frictionVelocity * frictionVelocity / 9.81))
        #expect(Self.close(sea.peakPeriod, 239.8 * frictionVelocity / 9.81))
    }

    @Test(arguments: [(0.0, 10_000.0), (10, 0)])
    func noWindOrNoFetchIsCalm(wind: Double, fetch: Double) {
        expectEqual(WindSeaGrowth().estimate(windSpeed: wind, fetchMeters: fetch).significantHeight, 0)
    }

    @Test(arguments: [(0.0, 0.3, 0.3), (0.4, 0.3, 0.5), (1.2, 0.5, 1.3)])
    func swellAndWindSeaAddByEnergy(swell: Double, windSea: Double, total: Double) {
        #expect(abs(SeaStateCombination.combinedHeight(swell: swell, windSea: windSea) - total) < 1e-12)
    }

    @Test(
        arguments: [(0.8, 0.3, 0.3), (0.2, 0.3, 0.2), (nil, 0.3, 0.3), (0.2, nil, 0.2)] as [(Double?, Double?, Double?)]
    )
    func shelteredWindSeaTakesTheSmaller(model: Double?, estimate: Double?, used: Double?) {
        expectEqual(SeaStateCombination.shelteredWindSea(model: model, estimate: estimate), used)
    }
}
