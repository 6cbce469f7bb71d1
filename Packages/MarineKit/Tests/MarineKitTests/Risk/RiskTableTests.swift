import Expectations
import Testing

@testable import MarineKit

/// Thresholds at and around each limit: the default limits (``BoatSettings/defaults``: 25 kn wind, 30 kn gusts,
/// 1.5 m waves) and a boat's own, yellow from 80 %, red above.
@Suite struct RiskTableTests {
    @Test(arguments: [(19.99, RiskLevel.green), (20.0, .yellow), (25.0, .yellow), (25.01, .red), (0, .green)])
    func defaultWind(knots: Double, level: RiskLevel) {
        let judgement = RiskJudgement(windKnots: knots, gustKnots: 0, waveHeight: nil, limits: .defaults)
        expectEqual(judgement.level, level)
        #expect(RiskLimits.defaults.usesDefaultLimits)
    }

    @Test(arguments: [(23.99, RiskLevel.green), (24, .yellow), (30, .yellow), (30.01, .red)])
    func defaultGust(knots: Double, level: RiskLevel) {
        expectEqual(RiskJudgement(windKnots: nil, gustKnots: knots, waveHeight: nil, limits: .defaults).level, level)
    }

    @Test(arguments: [(1.19, RiskLevel.green), (1.2, .yellow), (1.5, .yellow), (1.51, .red)])
    func defaultWave(height: Double, level: RiskLevel) {
        expectEqual(RiskJudgement(windKnots: nil, gustKnots: nil, waveHeight: height, limits: .defaults).level, level)
    }

    /// `boat show` and `plan` use one set of defaults.
    @Test func defaultsAreTheBoatDefaults() {
        let limits = BoatSettings.defaults.limits
        #expect(RiskLimits.defaults.wind.danger == limits.maxWindKnots && limits.maxWindKnots == 25)
        #expect(RiskLimits.defaults.gust?.danger == limits.maxGustKnots && limits.maxGustKnots == 30)
        #expect(RiskLimits.defaults.wave.danger == limits.maxWaveMeters && limits.maxWaveMeters == 1.5)
    }

    @Test(arguments: [
        (19.99, RiskLevel.green), (20.0, .yellow), (25.0, .yellow), (25.01, .red),
    ])
    func boatWindLimit(knots: Double, level: RiskLevel) {
        let limits = RiskLimits(maxWindKnots: 25, maxGustKnots: nil, maxWaveMeters: nil)
        expectEqual(RiskJudgement(windKnots: knots, gustKnots: nil, waveHeight: nil, limits: limits).level, level)
        #expect(limits.usesDefaultLimits)  // the wave threshold is still the default
    }

    @Test(arguments: [(23.99, RiskLevel.green), (24, .yellow), (30, .yellow), (30.1, .red)])
    func boatGustLimit(knots: Double, level: RiskLevel) {
        let limits = RiskLimits(boat: BoatLimits(maxWindKnots: 40, maxGustKnots: 30, maxWaveMeters: 3))
        let judgement = RiskJudgement(windKnots: 5, gustKnots: knots, waveHeight: 0.2, limits: limits)
        expectEqual(judgement.level, level)
        #expect(!limits.usesDefaultLimits)
        #expect(judgement.drivers == (level == .green ? [] : [.gust]))
    }

    @Test func nothingKnownIsUnknown() {
        expectEqual(RiskJudgement(windKnots: nil, gustKnots: nil, waveHeight: nil, limits: .defaults).level, .unknown)
        expectEqual([RiskLevel.green, .red, .unknown, .yellow].sorted(), [.green, .yellow, .unknown, .red])
    }

    /// Beaufort knot ranges (WMO / Met Office Beaufort scale), at each boundary, with whole-knot rounding.
    @Test(arguments: [
        (0.0, 0), (0.49, 0), (0.5, 1), (3.4, 1), (3.5, 2), (6.4, 2), (6.5, 3), (10.4, 3), (10.5, 4), (16.4, 4),
        (16.5, 5), (21, 5), (22, 6), (27, 6), (28, 7), (33, 7), (34, 8), (40, 8), (41, 9), (47, 9), (48, 10), (55, 10),
        (56, 11), (63, 11), (64, 12), (120, 12),
    ])
    func beaufort(knots: Double, force: Int) {
        expectEqual(BeaufortForce(knots: knots).force, force)
        expectEqual(BeaufortForce(knots: knots).descriptionKey, "beaufort.force\(force)")
    }

    /// WMO sea-state code 3700 (WMO code table 3700), upper bounds inclusive.
    @Test(arguments: [
        (0.0, 0), (0.05, 1), (0.1, 1), (0.11, 2), (0.5, 2), (0.51, 3), (1.25, 3), (1.3, 4), (2.5, 4), (2.6, 5), (4, 5),
        (4.1, 6), (6, 6), (6.1, 7), (9, 7), (9.1, 8), (14, 8), (14.1, 9),
    ])
    func douglas(height: Double, code: Int) {
        expectEqual(DouglasSeaState(heightMeters: height).code, code)
    }
}
