import Expectations
import Foundation
import MarineKitTestSupport
import Testing

@testable import MarineKit

/// Issue 29 part 1: trip figures on noisy input meet the targets (`scripts/bench trip-figures` runs more seeds).
@Suite("Trip figures on a noisy GPS: generated logs with known truth, real stationary captures")
struct TripFigureNoiseTests {
    /// Each scenario with two seeds (the benchmark runs five).
    static let cases: [(NoisyTrackScenario, UInt64)] = NoisyTrackScenario.all.flatMap {
        scenario -> [(NoisyTrackScenario, UInt64)] in
        [(scenario, 3), (scenario, 8)]
    }

    @Test("generated logs: at rest, one glitch, passage then moored, with and without SOG", arguments: cases)
    func generated(_ scenario: NoisyTrackScenario, _ seed: UInt64) {
        let track = scenario.track(seed: seed)
        let figures = TripStatisticsAccumulator(
            positions: track.fixes, startedAt: NoisyTrack.start, endedAt: track.fixes.last?.time,
            geometry: SphericalTrackGeometry()
        ).statistics
        let targets = scenario.targets
        let maximumKnots = TripStatistics.knots(figures.maximumSpeed)
        if let limit = targets.maximumDistance { #expect(figures.distanceMeters <= limit, "\(scenario.name)") }
        if let limit = targets.maximumSpeedKnots { #expect(maximumKnots <= limit, "\(scenario.name)") }
        if let limit = targets.maximumMovingSeconds {
            #expect(figures.movingTime <= limit, "\(scenario.name)")
            let fuel = figures.withFuel(FuelProfile(litersPerHour: 15)).fuelLiters ?? 0
            #expect(fuel < Decimal(string: "0.01")!, "\(scenario.name)")
        }
        if let limit = targets.distanceError {
            #expect(abs(figures.distanceMeters / track.trueDistance - 1) <= limit, "\(scenario.name)")
        }
        if let limit = targets.movingError {
            #expect(abs(figures.movingTime / track.trueMovingSeconds - 1) <= limit, "\(scenario.name)")
        }
        if let limit = targets.maximumSpeedError {
            #expect(abs(figures.maximumSpeed / track.trueMaximumSpeed - 1) <= limit, "\(scenario.name)")
        }
    }

    @Test(
        "real receivers at rest (gpsd's regression captures): no distance, no moving time",
        arguments: ["ublox-lea-5h", "ericsson-gru04-02-70sec"])
    func realStationary(_ name: String) throws {
        let fixes = try GPSDRegressionLog(name: name).ourFixes().fixes
        try #require(fixes.count >= 5)
        let figures = TripStatisticsAccumulator(
            positions: fixes, startedAt: fixes[0].time, endedAt: fixes.last?.time, geometry: GeodesicTrackGeometry()
        ).statistics
        // Summing every pair of fixes (the figures before issue 29) gives 7.9 m and 1.0 m of travel at rest.
        #expect(figures.distanceMeters < 1)
        expectEqual(figures.movingTime, 0)
        #expect(TripStatistics.knots(figures.maximumSpeed) < 0.1)
    }
}

extension NoisyTrackScenario: CustomTestStringConvertible {
    /// The scenario's name.
    public var testDescription: String { name }
}
