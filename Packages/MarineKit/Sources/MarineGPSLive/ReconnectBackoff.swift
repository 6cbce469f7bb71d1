import Foundation

/// Reconnect delays: 1, 2, 4, 8, 16, then 30 s; back to 1 s after data flowed.
public struct ReconnectBackoff: Sendable {
    /// The longest delay in seconds.
    public static let maximumDelay: TimeInterval = 30
    /// The delay ``take()`` returns next, seconds.
    public private(set) var nextDelay: TimeInterval = 1

    /// Starts at 1 s.
    public init() {}

    /// The delay to use now; doubles the next one.
    public mutating func take() -> TimeInterval {
        let delay = nextDelay
        nextDelay = min(Self.maximumDelay, nextDelay * 2)
        return delay
    }

    /// Data flowed: start again from 1 s.
    public mutating func reset() {
        nextDelay = 1
    }
}
