import Foundation

/// The trip state machine: idle ⇄ recording, by command or by speed (``TripAutomation``).
///
/// Fed with filtered fixes in time order. The speed used for automation is the fix's speed over ground,
/// or, when the source reports none, the distance from the previous fix over the time between them.
public struct TripTracker: Sendable {
    /// Whether a trip is running, and since when.
    public private(set) var recordingSince: Date?
    /// Automatic start/stop settings, nil for manual trips only.
    public var automation: TripAutomation?
    private let geometry: any TrackGeometry
    private var previous: PositionFix?
    private var underWay: [PositionFix] = []
    private var stationarySince: Date?

    /// Creates an idle tracker.
    public init(geometry: any TrackGeometry, automation: TripAutomation? = nil) {
        self.geometry = geometry
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
        let speed = fix.speedOverGround ?? derivedSpeed(to: fix)
        previous = fix
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

    private func derivedSpeed(to fix: PositionFix) -> Double? {
        guard let previous, fix.time > previous.time else { return nil }
        let meters = geometry.distance(
            fromLatitude: previous.latitude, fromLongitude: previous.longitude, toLatitude: fix.latitude,
            toLongitude: fix.longitude)
        return meters / fix.time.timeIntervalSince(previous.time)
    }
}
