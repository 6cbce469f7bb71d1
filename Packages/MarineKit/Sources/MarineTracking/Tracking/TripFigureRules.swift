import Foundation

/// The rules that turn a stored, noisy track into trip figures (distance, moving time, average, maximum), and
/// their numbers with their sources (Docs/denizrota.md "Trip figures on a noisy GPS").
///
/// The stored positions stay as received; ``TrackStepFilter`` applies these rules when the figures are computed:
/// - speed: the receiver's speed over ground (SOG, measured from the Doppler shift of the carrier, an order of
///   magnitude more precise than position differences: u-blox NEO-M8 data sheet UBX-15031086, velocity accuracy
///   0.05 m/s against 2.5 m CEP position) when it reports one; below ``movingThreshold`` it counts only once the
///   chord over the last ``chordWindow`` seconds is longer than the two fixes' accuracy radii together (the
///   at-rest rule: SOG below the threshold and a displacement within the fixes' accuracy is rest, 0). Without SOG,
///   the speed of that chord, counted only when it is longer than the noise;
/// - outliers: a fix farther from the last track point than its speed allows (``outlierSpeed(after:_:)`` × the
///   time, plus both accuracy radii) is not a track point (kept in the store, left out of the figures); after
///   ``outliersBeforeReanchor`` consecutive outliers that agree with each other, the receiver is believed;
/// - distance: the speed integrated over time (≈ the Doppler odometer); across a gap longer than
///   ``longestIntegrationGap`` the chord, when it is longer than the noise;
/// - moving time: the intervals whose speed is at or above ``movingThreshold``; fuel follows it;
/// - maximum: the best average over any stretch of at least ``sustainedWindow`` seconds, never one pair of fixes.
public struct TripFigureRules: Sendable, Equatable, Codable {
    /// Speed at or above which the boat counts as moving, m/s.
    ///
    /// Default 0.5 kn, the project's moving threshold since the seed (tremo/DenizRota-ios `Models/Trip.swift` at
    /// 9129342). A receiver at rest reports a few tenths of a knot of SOG noise, below it.
    public var movingThreshold: Double
    /// Shortest stretch whose average can be the maximum, seconds (default 30 s: a sustained speed, not a gust
    /// of noise; one isolated noisy interval moves a 30 s average by at most 1/30 of its own error).
    public var sustainedWindow: TimeInterval
    /// Span of the chord that measures speed from positions, seconds (default 30 s: at 6 kn the boat covers
    /// 93 m, more than a typical autonomous fix's 95 % radius of 19 m × HDOP 1–2, gpsd's UERE).
    public var chordWindow: TimeInterval
    /// Fastest plausible boat, m/s.
    ///
    /// Default 50 kn, a fast motor boat (``FixFilter``'s ceiling). SOG above it is ignored, and without SOG a fix
    /// implying more is an outlier.
    public var plausibleSpeedCeiling: Double
    /// Slack on the reported SOG before a fix contradicts it, m/s (default 2 m/s ≈ 3.9 kn: a boat's
    /// acceleration within a second or two of fixes, and the SOG of the previous fix when the boat sped up).
    public var speedOverGroundSlack: Double
    /// Accuracy radius assumed for a fix without one, metres (default 15 m: gpsd's autonomous UERE 19 m × the
    /// HDOP ~0.8 of an open-sky receiver, HDOPAccuracyModel).
    public var defaultAccuracy: Double
    /// Longest interval over which the speed is integrated, seconds (default 60 s); longer gaps use the chord.
    public var longestIntegrationGap: TimeInterval
    /// Consecutive, mutually consistent outliers after which the receiver is believed (default 3, as
    /// ``FixFilter`` and the anchor watch's grace period).
    public var outliersBeforeReanchor: Int

    /// The rules with the defaults above.
    public init(
        movingThreshold: Double = 0.5 * PositionFix.metersPerSecondPerKnot, sustainedWindow: TimeInterval = 30,
        chordWindow: TimeInterval = 30, plausibleSpeedCeiling: Double = 50 * PositionFix.metersPerSecondPerKnot,
        speedOverGroundSlack: Double = 2, defaultAccuracy: Double = 15, longestIntegrationGap: TimeInterval = 60,
        outliersBeforeReanchor: Int = 3
    ) {
        self.movingThreshold = movingThreshold
        self.sustainedWindow = sustainedWindow
        self.chordWindow = chordWindow
        self.plausibleSpeedCeiling = plausibleSpeedCeiling
        self.speedOverGroundSlack = speedOverGroundSlack
        self.defaultAccuracy = defaultAccuracy
        self.longestIntegrationGap = longestIntegrationGap
        self.outliersBeforeReanchor = outliersBeforeReanchor
    }

    /// The rules every figure of the tools uses.
    public static let standard = TripFigureRules()

    /// A fix's accuracy radius in metres: its own estimate, else ``defaultAccuracy``.
    public func accuracy(of fix: PositionFix) -> Double {
        fix.horizontalAccuracy.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? defaultAccuracy
    }

    /// A fix's SOG in m/s when it reports a plausible one (finite, 0…``plausibleSpeedCeiling``).
    public func speedOverGround(of fix: PositionFix) -> Double? {
        guard let speed = fix.speedOverGround, speed.isFinite, speed >= 0, speed <= plausibleSpeedCeiling else {
            return nil
        }
        return speed
    }

    /// The fastest speed, m/s, that can carry the boat from `previous` to `fix`: 1.5 × the larger reported SOG
    /// plus ``speedOverGroundSlack`` (``FixFilter``'s 1.5 factor), capped at ``plausibleSpeedCeiling``; the
    /// ceiling when neither fix reports SOG.
    public func outlierSpeed(after previous: PositionFix, _ fix: PositionFix) -> Double {
        let reported = [speedOverGround(of: previous), speedOverGround(of: fix)].compactMap { $0 }.max()
        guard let reported else { return plausibleSpeedCeiling }
        return min(plausibleSpeedCeiling, 1.5 * reported + speedOverGroundSlack)
    }
}
