import Foundation

/// The trip-figure cases of issue 29, each with its targets: generated logs (``NoisyTrack``) whose truth is known.
public struct NoisyTrackScenario: Sendable {
    /// Short name (`rest-white`, `glitch-600`, …).
    public let name: String
    /// Legs of the passage.
    public let legs: [NoisyTrack.Leg]
    /// The receiver's errors.
    public let noise: NoisyTrack.Noise
    /// Glitches: second → metres abeam.
    public let glitches: [Int: Double]
    /// What the figures must meet.
    public let targets: Targets

    /// Limits on the figures of one scenario; nil: not checked.
    public struct Targets: Sendable {
        /// Largest distance, metres.
        public var maximumDistance: Double?
        /// Largest maximum speed, knots.
        public var maximumSpeedKnots: Double?
        /// Largest moving time, seconds.
        public var maximumMovingSeconds: Double?
        /// Largest relative error of the distance against the truth.
        public var distanceError: Double?
        /// Largest relative error of the moving time against the truth.
        public var movingError: Double?
        /// Largest relative error of the maximum speed against the truth.
        public var maximumSpeedError: Double?
    }

    /// The log of this scenario for `seed`.
    public func track(seed: UInt64) -> NoisyTrack {
        NoisyTrack(legs: legs, noise: noise, glitches: glitches, seed: seed)
    }

    /// The same scenario from a receiver that reports no SOG (GGA/GLL only), with `targets`.
    public func withoutSpeedOverGround(targets: Targets) -> NoisyTrackScenario {
        var noise = noise
        noise.speedNoiseKnots = nil
        return NoisyTrackScenario(
            name: name + "-nosog", legs: legs, noise: noise, glitches: glitches, targets: targets)
    }

    private static let restTargets = Targets(
        maximumDistance: 0.05 * 1852, maximumSpeedKnots: 0.5, maximumMovingSeconds: 60)

    /// The cases: an hour at rest (40 m white noise, eph 38 m; 40 m wander with τ 60 s), a clean 30 min
    /// at 6 kn with one fix 600 m or 300 m abeam, 20 min at 6 kn then 40 min moored with 15 m wander; each
    /// with SOG (noise 0.1 kn) and without (looser targets where noise without Doppler allows no better).
    public static let all: [NoisyTrackScenario] = {
        let glitch = Targets(distanceError: 0.01, maximumSpeedError: 0.05)
        let passage = Targets(distanceError: 0.03, movingError: 0.05)
        let withSOG = [
            NoisyTrackScenario(
                name: "rest-white", legs: [.init(seconds: 3600, knots: 0)],
                noise: .init(white: 40, reportedAccuracy: 38), glitches: [:], targets: restTargets),
            NoisyTrackScenario(
                name: "rest-wander", legs: [.init(seconds: 3600, knots: 0)],
                noise: .init(white: 3, wander: 40, wanderSeconds: 60, reportedAccuracy: 38), glitches: [:],
                targets: restTargets),
            NoisyTrackScenario(
                name: "glitch-600", legs: [.init(seconds: 1800, knots: 6)],
                noise: .init(white: 5, reportedAccuracy: 15), glitches: [900: 600], targets: glitch),
            NoisyTrackScenario(
                name: "glitch-300", legs: [.init(seconds: 1800, knots: 6)],
                noise: .init(white: 5, reportedAccuracy: 15), glitches: [900: 300], targets: glitch),
            NoisyTrackScenario(
                name: "passage-moored", legs: [.init(seconds: 1200, knots: 6), .init(seconds: 2400, knots: 0)],
                noise: .init(white: 3, wander: 15, wanderSeconds: 60, reportedAccuracy: 15), glitches: [:],
                targets: passage),
        ]
        let withoutSOG = withSOG.map { scenario in
            scenario.withoutSpeedOverGround(
                targets: scenario.targets.maximumDistance != nil
                    ? restTargets : Targets(distanceError: 0.05, movingError: 0.05, maximumSpeedError: 0.15))
        }
        return withSOG + withoutSOG
    }()
}
