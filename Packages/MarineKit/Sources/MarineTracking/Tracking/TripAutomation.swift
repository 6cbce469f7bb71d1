import Foundation

/// When a trip starts and stops by itself (`denizrotad --auto-trip`).
public struct TripAutomation: Sendable, Equatable, Codable {
    /// Speed over ground in m/s at or above which the boat counts as under way (default 2 kn).
    public var startSpeed: Double
    /// Seconds the boat must stay under way before the trip starts (default 60 s); the trip starts at the
    /// first of those fixes and keeps them.
    public var startDuration: TimeInterval
    /// Speed in m/s below which the boat counts as stationary (default 0.5 kn, below GPS drift at anchor).
    public var stopSpeed: Double
    /// Seconds stationary before the trip stops (default 10 min).
    public var stopDuration: TimeInterval

    /// Creates settings; the defaults are documented on each property.
    public init(
        startSpeed: Double = 2 * PositionFix.metersPerSecondPerKnot, startDuration: TimeInterval = 60,
        stopSpeed: Double = 0.5 * PositionFix.metersPerSecondPerKnot, stopDuration: TimeInterval = 600
    ) {
        self.startSpeed = startSpeed
        self.startDuration = startDuration
        self.stopSpeed = stopSpeed
        self.stopDuration = stopDuration
    }
}
