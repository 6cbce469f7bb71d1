import Foundation

/// Reconnect delays: 1, 2, 4, 8, 16, then 30 s; back to 1 s after data flowed.
struct ReconnectBackoff {
    /// The longest delay in seconds.
    static let maximumDelay: TimeInterval = 30
    private(set) var nextDelay: TimeInterval = 1

    /// The delay to use now; doubles the next one.
    mutating func take() -> TimeInterval {
        let delay = nextDelay
        nextDelay = min(Self.maximumDelay, nextDelay * 2)
        return delay
    }

    /// Data flowed: start again from 1 s.
    mutating func reset() {
        nextDelay = 1
    }
}
