import Foundation
import MarineKit
import MarineKitTestSupport

// Trip figures on noisy GPS (issue 29): every scenario of NoisyTrackScenario.all over several seeds, through
// the accumulator the tools use (WGS84 geodesics), each figure printed beside its target.

let seeds: [UInt64] =
    CommandLine.arguments.count > 1
    ? (1...(UInt64(CommandLine.arguments[1]) ?? 5)).map { $0 } : [1, 2, 3, 4, 5]
let geometry = GeodesicTrackGeometry()
let fuel = FuelProfile(litersPerHour: 15, pricePerLiter: 50)
var failures = 0

@MainActor func check(_ ok: Bool) -> String {
    if !ok { failures += 1 }
    return ok ? "ok" : "MISSED"
}

func relative(_ value: Double, _ truth: Double) -> Double { truth == 0 ? 0 : abs(value - truth) / truth }

@MainActor func line(_ label: String, _ value: String, _ target: String, _ ok: Bool) {
    let padded = label.padding(toLength: 14, withPad: " ", startingAt: 0)
    print("    \(padded) \(value.padding(toLength: 22, withPad: " ", startingAt: 0)) target \(target)  \(check(ok))")
}

for scenario in NoisyTrackScenario.all {
    print(scenario.name)
    for seed in seeds {
        let track = scenario.track(seed: seed)
        let started = Date()
        let accumulator = TripStatisticsAccumulator(
            positions: track.fixes, startedAt: NoisyTrack.start, endedAt: track.fixes.last?.time, geometry: geometry)
        let elapsed = Date().timeIntervalSince(started) * 1000
        let figures = accumulator.statistics.withFuel(fuel)
        let truthDistance = track.trueDistance(in: geometry)
        let targets = scenario.targets
        print(
            "  seed \(seed): \(track.fixes.count) fixes, \(accumulator.track.outlierCount) outliers, "
                + String(format: "%.1f ms", elapsed))
        let maxKnots = TripStatistics.knots(figures.maximumSpeed)
        let trueKnots = TripStatistics.knots(track.trueMaximumSpeed)
        if let limit = targets.maximumDistance {
            line(
                "distance", String(format: "%.1f m", figures.distanceMeters), String(format: "<= %.1f m", limit),
                figures.distanceMeters <= limit)
        }
        if let limit = targets.maximumSpeedKnots {
            line("maximum", String(format: "%.2f kn", maxKnots), String(format: "<= %.2f kn", limit), maxKnots <= limit)
        }
        if let limit = targets.maximumMovingSeconds {
            line(
                "moving", String(format: "%.0f s", figures.movingTime), String(format: "<= %.0f s", limit),
                figures.movingTime <= limit)
            line("fuel (15 L/h)", "\(figures.fuelLiters ?? 0) L", "< 0.01 L", (figures.fuelLiters ?? 0) < 0.01)
        }
        if let limit = targets.distanceError {
            let error = relative(figures.distanceMeters, truthDistance)
            line(
                "distance", String(format: "%.1f m / %.1f m", figures.distanceMeters, truthDistance),
                String(format: "±%.0f%% (%.2f%%)", limit * 100, error * 100), error <= limit)
        }
        if let limit = targets.movingError {
            let error = relative(figures.movingTime, track.trueMovingSeconds)
            line(
                "moving", String(format: "%.0f s / %.0f s", figures.movingTime, track.trueMovingSeconds),
                String(format: "±%.0f%% (%.2f%%)", limit * 100, error * 100), error <= limit)
        }
        if let limit = targets.maximumSpeedError {
            let error = relative(maxKnots, trueKnots)
            line(
                "maximum", String(format: "%.2f kn / %.2f kn", maxKnots, trueKnots),
                String(format: "±%.0f%% (%.2f%%)", limit * 100, error * 100), error <= limit)
        }
    }
}
print(failures == 0 ? "trip-figures: every target met" : "trip-figures: \(failures) targets missed")
exit(failures == 0 ? 0 : 1)
