import Foundation
import MarineTracking

/// A seeded synthetic GPS log with known truth, for the trip-figure tests and `scripts/bench trip-figures`.
///
/// The boat runs legs (a duration and a speed, heading north) from 37° N 27° E; each fix is the true position
/// plus noise: white noise and a correlated wander (a first-order Gauss–Markov process, the usual model of GPS
/// position error, with its time constant), each given by its 95 % horizontal radius (per axis σ = radius ÷
/// 2.4477, the 95 % point of a circular normal); optional glitches (one fix thrown sideways) and a receiver SOG
/// (the truth plus Gaussian noise, never below 0) or none. The same seed gives the same log on every platform
/// (SplitMix64, Box–Muller).
public struct NoisyTrack: Sendable {
    /// One stretch of the passage at a constant true speed.
    public struct Leg: Sendable {
        /// Seconds.
        public var seconds: Int
        /// True speed over ground, knots.
        public var knots: Double

        /// Creates a leg.
        public init(seconds: Int, knots: Double) {
            self.seconds = seconds
            self.knots = knots
        }
    }

    /// How the receiver errs.
    public struct Noise: Sendable {
        /// 95 % radius of independent noise per fix, metres.
        public var white: Double
        /// 95 % radius of the correlated wander, metres.
        public var wander: Double
        /// Time constant of the wander, seconds.
        public var wanderSeconds: Double
        /// The accuracy the receiver reports (eph), metres.
        public var reportedAccuracy: Double?
        /// Standard deviation of the SOG noise, knots; nil: the receiver reports no SOG (GGA/GLL only).
        public var speedNoiseKnots: Double?

        /// Creates a noise model.
        public init(
            white: Double, wander: Double = 0, wanderSeconds: Double = 60, reportedAccuracy: Double?,
            speedNoiseKnots: Double? = 0.1
        ) {
            self.white = white
            self.wander = wander
            self.wanderSeconds = wanderSeconds
            self.reportedAccuracy = reportedAccuracy
            self.speedNoiseKnots = speedNoiseKnots
        }
    }

    /// The fixes, one per second.
    public let fixes: [PositionFix]
    /// The true positions, one per fix (no noise, no glitch).
    public let truePositions: [PositionFix]
    /// The true distance on the generator's sphere (R = 6 371 008.8 m, `SphericalTrackGeometry`'s), metres.
    public let trueDistance: Double
    /// The true moving time, seconds (legs at 0.5 kn or more).
    public let trueMovingSeconds: Double
    /// The true maximum speed, m/s.
    public let trueMaximumSpeed: Double

    /// Start of every generated log: 2026-06-01T12:00:00Z.
    public static let start = Date(timeIntervalSince1970: 1_780_315_200)

    /// Generates a log.
    ///
    /// - Parameters:
    ///   - legs: the passage; its first fix is at ``start``.
    ///   - noise: the receiver's errors.
    ///   - glitches: seconds at which one fix is thrown that many metres east of where it should be.
    ///   - seed: the random seed.
    public init(legs: [Leg], noise: Noise, glitches: [Int: Double] = [:], seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let whiteSigma = noise.white / 2.4477
        let wanderSigma = noise.wander / 2.4477
        var wander = (north: random.gaussian() * wanderSigma, east: random.gaussian() * wanderSigma)
        let decay = exp(-1 / max(noise.wanderSeconds, 1))
        let innovation = wanderSigma * (1 - decay * decay).squareRoot()
        var north = 0.0
        var fixes: [PositionFix] = []
        var truth: [PositionFix] = []
        var second = 0
        for leg in legs {
            let speed = leg.knots * PositionFix.metersPerSecondPerKnot
            for _ in 0..<leg.seconds {
                wander.north = decay * wander.north + innovation * random.gaussian()
                wander.east = decay * wander.east + innovation * random.gaussian()
                let errorNorth = wander.north + whiteSigma * random.gaussian()
                let errorEast = wander.east + whiteSigma * random.gaussian() + (glitches[second] ?? 0)
                let sog = noise.speedNoiseKnots.map {
                    max(0, leg.knots + $0 * random.gaussian()) * PositionFix.metersPerSecondPerKnot
                }
                fixes.append(
                    Self.fix(
                        second: second, north: north + errorNorth, east: errorEast, sog: sog,
                        accuracy: noise.reportedAccuracy))
                truth.append(Self.fix(second: second, north: north, east: 0, sog: speed, accuracy: nil))
                north += speed
                second += 1
            }
        }
        self.fixes = fixes
        truePositions = truth
        let figures = Self.truth(legs)
        trueDistance = figures.distance
        trueMovingSeconds = figures.moving
        trueMaximumSpeed = figures.maximum
    }

    /// The true distance measured with `geometry` (for example the tools' WGS84 geodesics), metres.
    public func trueDistance(in geometry: any TrackGeometry) -> Double {
        zip(truePositions, truePositions.dropFirst()).reduce(0) { sum, pair in
            sum
                + geometry.distance(
                    fromLatitude: pair.0.latitude, fromLongitude: pair.0.longitude, toLatitude: pair.1.latitude,
                    toLongitude: pair.1.longitude)
        }
    }

    private static func truth(_ legs: [Leg]) -> (distance: Double, moving: Double, maximum: Double) {
        // The last fix ends the last leg: n fixes span n − 1 seconds.
        var distance = 0.0
        var moving = 0.0
        for (index, leg) in legs.enumerated() {
            let seconds = Double(leg.seconds - (index == legs.count - 1 ? 1 : 0))
            distance += leg.knots * PositionFix.metersPerSecondPerKnot * seconds
            if leg.knots >= 0.5 { moving += seconds }
        }
        let maximum = (legs.map(\.knots).max() ?? 0) * PositionFix.metersPerSecondPerKnot
        return (distance, moving, maximum)
    }

    private static func fix(second: Int, north: Double, east: Double, sog: Double?, accuracy: Double?)
        -> PositionFix
    {
        let metersPerDegree = 6_371_008.8 * Double.pi / 180
        return PositionFix(
            time: start.addingTimeInterval(Double(second)), latitude: 37 + north / metersPerDegree,
            longitude: 27 + east / (metersPerDegree * cos(37 * Double.pi / 180)), speedOverGround: sog,
            courseOverGround: sog == nil ? nil : 0, horizontalAccuracy: accuracy)
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014), the same sequence on every platform, with Box–Muller normals.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in (0, 1].
    mutating func unit() -> Double {
        Double(next() >> 11 + 1) / Double(1 << 53)
    }

    /// A standard normal number (Box–Muller).
    mutating func gaussian() -> Double {
        (-2 * log(unit())).squareRoot() * cos(2 * Double.pi * unit())
    }
}
