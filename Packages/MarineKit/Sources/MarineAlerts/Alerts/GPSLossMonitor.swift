import Foundation

/// Raises `gpsLost` when no fix has arrived for ``timeout`` seconds (default 30 s), `gpsRestored` after.
///
/// Counting starts when the monitor starts, so a GPS that never delivers is reported too.
public struct GPSLossMonitor: Sendable {
    /// Seconds without a fix before the alert.
    public var timeout: TimeInterval
    /// Whether the GPS is currently considered lost.
    public private(set) var isLost = false
    private var lastFix: Date

    /// Starts watching at `now`.
    public init(now: Date, timeout: TimeInterval = 30) {
        self.lastFix = now
        self.timeout = timeout
    }

    /// When the next check is due if no fix arrives.
    public var deadline: Date { lastFix.addingTimeInterval(timeout) }

    /// Notes a fix received at `now`.
    public mutating func fixReceived(_ fix: PositionFix, now: Date, _ emit: (AlertEvent) -> Void) {
        lastFix = max(lastFix, now)
        guard isLost else { return }
        isLost = false
        emit(AlertEvent.at(fix, .gpsRestored))
    }

    /// Checks the clock; the alert carries the instant the timeout ran out.
    public mutating func tick(now: Date, _ emit: (AlertEvent) -> Void) {
        guard !isLost, now >= deadline else { return }
        isLost = true
        emit(AlertEvent(kind: .gpsLost, time: deadline))
    }
}
