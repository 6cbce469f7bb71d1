import Foundation

/// Decides when to check the forecast (every ``interval``, default 30 min) and raises `weather` once when
/// the forecast starts exceeding the limits and `weatherCleared` when it stops.
///
/// The fetch itself is asynchronous and lives with the weather client; the caller asks ``isDue(now:)``,
/// fetches, and hands the verdict to ``apply(_:now:_:)``.
package struct WeatherAlertMonitor: Sendable {
    /// Seconds between checks.
    public var interval: TimeInterval
    /// Whether the last verdict exceeded the limits.
    public private(set) var isAlerting = false
    private var lastRequest: Date?

    /// Creates a monitor.
    public init(interval: TimeInterval = 1800) {
        self.interval = interval
    }

    /// Whether a check is due.
    public func isDue(now: Date) -> Bool {
        guard let lastRequest else { return true }
        return now.timeIntervalSince(lastRequest) >= interval
    }

    /// When the next check is due.
    public var nextCheck: Date? { lastRequest?.addingTimeInterval(interval) }

    /// Notes that a check was started.
    public mutating func requested(now: Date) {
        lastRequest = now
    }

    /// Applies a verdict.
    public mutating func apply(_ assessment: WeatherAssessment, now: Date, _ emit: (AlertEvent) -> Void) {
        guard assessment.exceedsLimits != isAlerting else { return }
        isAlerting = assessment.exceedsLimits
        var event = AlertEvent(kind: isAlerting ? .weather : .weatherCleared, time: now, detail: assessment.summary)
        event.weather = assessment.exceedance
        emit(event)
    }
}
