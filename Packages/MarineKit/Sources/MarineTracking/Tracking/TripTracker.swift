import Foundation

/// The trip state machine: idle ⇄ recording, by command or by speed (``TripAutomation``).
///
/// Fed with filtered fixes in time order. The speed used for automation follows the trip figures' rules
/// (``TripFigureRules``, through a ``TrackStepFilter``): the fix's own speed over ground (Doppler) when it reports
/// a plausible one; without SOG, the speed of the filtered track — a chord over the last 30 s, 0 while it stays
/// within the fixes' accuracy (at rest) —; a fix the filter rejects as an outlier leaves the speed as it was. A
/// receiver at rest with 40 m of position noise therefore never starts a trip, as it did when the speed was the
/// distance between consecutive fixes (about 20 m/s of apparent speed at 1 Hz).
public struct TripTracker: Sendable {
    /// Whether a trip is running, and since when.
    public private(set) var recordingSince: Date?
    /// Automatic start/stop settings, nil for manual trips only.
    public var automation: TripAutomation?
    private var steps: TrackStepFilter
    private var underWay: [PositionFix] = []
    private var stationarySince: Date?

    /// Creates an idle tracker.
    public init(geometry: any TrackGeometry, automation: TripAutomation? = nil, rules: TripFigureRules = .standard) {
        self.steps = TrackStepFilter(geometry: geometry, rules: rules)
        self.automation = automation
    }

    /// Whether a trip is running.
    public var isRecording: Bool { recordingSince != nil }

    /// Starts a trip by command; nothing happens when one is running.
    public mutating func start(at time: Date, _ emit: (TripEvent) -> Void) {
        guard recordingSince == nil else { return }
        begin(at: time, automatic: false, emit)
    }

    /// Stops the running trip by command; nothing happens when idle.
    public mutating func stop(at time: Date, _ emit: (TripEvent) -> Void) {
        end(at: time, automatic: false, emit)
    }

    /// Feeds one accepted fix.
    public mutating func ingest(_ fix: PositionFix, _ emit: (TripEvent) -> Void) {
        let speed = automationSpeed(fix)
        if recordingSince == nil {
            considerAutomaticStart(fix, speed: speed, emit)
        } else {
            emit(.recorded(fix))
            considerAutomaticStop(fix, speed: speed, emit)
        }
    }

    private mutating func begin(at time: Date, automatic: Bool, _ emit: (TripEvent) -> Void) {
        recordingSince = time
        stationarySince = nil
        emit(.started(at: time, automatic: automatic))
    }

    private mutating func end(at time: Date, automatic: Bool, _ emit: (TripEvent) -> Void) {
        guard recordingSince != nil else { return }
        recordingSince = nil
        underWay.removeAll()
        stationarySince = nil
        emit(.stopped(at: time, automatic: automatic))
    }

    private mutating func considerAutomaticStart(_ fix: PositionFix, speed: Double?, _ emit: (TripEvent) -> Void) {
        guard let automation, let speed, speed >= automation.startSpeed else {
            underWay.removeAll()
            return
        }
        underWay.append(fix)
        guard let first = underWay.first, fix.time.timeIntervalSince(first.time) >= automation.startDuration else {
            return
        }
        let buffered = underWay
        begin(at: first.time, automatic: true, emit)
        underWay.removeAll()
        for kept in buffered { emit(.recorded(kept)) }
    }

    private mutating func considerAutomaticStop(_ fix: PositionFix, speed: Double?, _ emit: (TripEvent) -> Void) {
        guard let automation, let speed, speed < automation.stopSpeed else {
            stationarySince = nil
            return
        }
        let since = stationarySince ?? fix.time
        stationarySince = since
        if fix.time.timeIntervalSince(since) >= automation.stopDuration { end(at: fix.time, automatic: true, emit) }
    }

    /// The fix's plausible SOG; without one the filtered track's speed; an outlier keeps the last speed.
    private mutating func automationSpeed(_ fix: PositionFix) -> Double? {
        guard let step = steps.add(fix) else { return steps.currentSpeed }
        return steps.rules.speedOverGround(of: fix) ?? step.speed
    }
}
