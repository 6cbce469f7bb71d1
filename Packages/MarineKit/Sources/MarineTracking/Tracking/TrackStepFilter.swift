import Foundation

/// Turns stored fixes, one at a time and in time order, into the steps of the filtered track the trip figures
/// are computed from (``TripFigureRules``): outliers are left out, rest accrues no distance, and each interval
/// gets the receiver's Doppler speed or, without one, the speed of a chord longer than the noise.
///
/// Memory is bounded: the fixes of the last ``TripFigureRules/chordWindow`` seconds.
public struct TrackStepFilter: Sendable {
    /// One interval of the filtered track, from the previous track point to a new one.
    public struct Step: Sendable, Equatable {
        /// Seconds since the previous track point (> 0).
        public var seconds: TimeInterval
        /// Metres travelled over the interval (0 at rest).
        public var meters: Double
        /// The speed over the interval, m/s.
        public var speed: Double
        /// Whether the speed is at or above the moving threshold.
        public var isMoving: Bool
    }

    /// The rules applied.
    public let rules: TripFigureRules
    /// Fixes left out of the track as outliers so far.
    public private(set) var outlierCount = 0
    /// The speed at the last track point, m/s: its SOG, else the chord speed; nil before the first.
    public private(set) var currentSpeed: Double?
    /// Whether the track has a first point.
    public var hasStarted: Bool { !recent.isEmpty }
    private let geometry: any TrackGeometry
    /// Track points of the last ``TripFigureRules/chordWindow`` seconds (and the one before), oldest first.
    private var recent: [PositionFix] = []
    private var outliers: [PositionFix] = []
    /// Whether the last chord was longer than the noise: movement is believed from positions alone on two
    /// consecutive such chords, or one longer than twice the noise (one lone chord just past it is a noise
    /// excursion: 13 to 17 an hour at 1 Hz with 40 m white noise in the generated logs).
    private var chordWasClear = false

    /// Creates a filter.
    public init(geometry: any TrackGeometry, rules: TripFigureRules = .standard) {
        self.geometry = geometry
        self.rules = rules
    }

    /// Takes the next fix: the step it ends, or nil for the first track point, an outlier, a fix not newer than
    /// the last track point, or a fix with impossible coordinates.
    public mutating func add(_ fix: PositionFix) -> Step? {
        guard fix.latitude.isFinite, fix.longitude.isFinite, abs(fix.latitude) <= 90, abs(fix.longitude) <= 180
        else { return nil }
        guard let last = recent.last else {
            recent = [fix]
            currentSpeed = rules.speedOverGround(of: fix)
            return nil
        }
        guard fix.time > last.time else { return nil }
        guard isPlausible(fix, after: last) else { return reject(fix) }
        outliers.removeAll()
        let chord = chordSpeed(to: fix)
        let step = step(to: fix, from: last, chordSpeed: chordWasClear || chord.isClear ? chord.speed : 0)
        chordWasClear = chord.speed > 0
        remember(fix)
        currentSpeed = step.speed
        return step
    }

    private func distance(_ from: PositionFix, _ to: PositionFix) -> Double {
        geometry.distance(
            fromLatitude: from.latitude, fromLongitude: from.longitude, toLatitude: to.latitude,
            toLongitude: to.longitude)
    }

    /// The two fixes' accuracy radii together: a displacement within it may be noise.
    private func noise(_ first: PositionFix, _ second: PositionFix) -> Double {
        rules.accuracy(of: first) + rules.accuracy(of: second)
    }

    private func isPlausible(_ fix: PositionFix, after previous: PositionFix) -> Bool {
        let seconds = fix.time.timeIntervalSince(previous.time)
        return distance(previous, fix)
            <= rules.outlierSpeed(after: previous, fix) * seconds + noise(previous, fix)
    }

    /// An outlier; after ``TripFigureRules/outliersBeforeReanchor`` consistent ones the track restarts there
    /// (no distance across the jump).
    private mutating func reject(_ fix: PositionFix) -> Step? {
        outlierCount += 1
        if let previous = outliers.last, !(fix.time > previous.time && isPlausible(fix, after: previous)) {
            outliers.removeAll()
        }
        outliers.append(fix)
        guard outliers.count >= rules.outliersBeforeReanchor else { return nil }
        outlierCount -= outliers.count
        recent = outliers
        outliers.removeAll()
        chordWasClear = false
        currentSpeed = rules.speedOverGround(of: fix)
        return nil
    }

    /// The interval from `last` to `fix`: the Doppler speed when it says the boat moves or the boat has left
    /// the noise, else 0 (at rest); without SOG the chord speed; across a long gap, the chord itself.
    private func step(to fix: PositionFix, from last: PositionFix, chordSpeed: Double) -> Step {
        let seconds = fix.time.timeIntervalSince(last.time)
        if seconds > rules.longestIntegrationGap {
            let chord = distance(last, fix)
            let meters = chord > noise(last, fix) ? chord : 0
            return Step(seconds: seconds, meters: meters, speed: meters / seconds, isMoving: false)
                .classified(rules)
        }
        let doppler = [rules.speedOverGround(of: last), rules.speedOverGround(of: fix)].compactMap { $0 }
        let reported = doppler.isEmpty ? nil : doppler.reduce(0, +) / Double(doppler.count)
        // Doppler when it says the boat moves, or when it is slow but the boat has left the noise (a drift);
        // without SOG the chord's speed.
        let speed: Double
        if let reported {
            speed = reported >= rules.movingThreshold || chordSpeed > 0 ? reported : 0
        } else {
            speed = chordSpeed
        }
        return Step(seconds: seconds, meters: speed * seconds, speed: speed, isMoving: false).classified(rules)
    }

    /// The speed of the chord from the oldest track point of the window to `fix`, 0 when the chord is within
    /// the two fixes' accuracy (at rest) or spans nothing; clear when it is longer than twice that (no noise
    /// excursion reaches so far: a 95 % radius doubled is ~5 σ per fix).
    private func chordSpeed(to fix: PositionFix) -> (speed: Double, isClear: Bool) {
        guard let base = recent.first else { return (0, false) }
        let span = fix.time.timeIntervalSince(base.time)
        let chord = distance(base, fix)
        let noise = noise(base, fix)
        guard span > 0, chord > noise else { return (0, false) }
        return (chord / span, chord > 2 * noise)
    }

    private mutating func remember(_ fix: PositionFix) {
        recent.append(fix)
        let horizon = fix.time.addingTimeInterval(-rules.chordWindow)
        var drop = 0
        while recent.count - drop >= 2, recent[drop + 1].time <= horizon { drop += 1 }
        if drop > 0 { recent.removeFirst(drop) }
    }
}

extension TrackStepFilter.Step {
    /// The step with ``isMoving`` set from the rules' moving threshold.
    fileprivate func classified(_ rules: TripFigureRules) -> Self {
        var step = self
        step.isMoving = speed >= rules.movingThreshold
        return step
    }
}
