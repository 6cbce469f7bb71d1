/// The alerts the tracker raises.
///
/// The raw value is the `event` name in the daemon's JSON lines.
public enum AlertKind: String, Sendable, Equatable, CaseIterable, Codable {
    /// Reached the active waypoint (inside its arrival radius or past the perpendicular through it).
    case arrival
    /// Reached the last waypoint of the route.
    case routeComplete
    /// Cross-track distance above the threshold for the required number of consecutive fixes.
    case deviation
    /// Back within the cross-track threshold after a deviation.
    case deviationCleared
    /// The boat left the anchor circle (consecutive fixes outside).
    case anchorAlarm
    /// Back inside the anchor circle after an alarm.
    case anchorAlarmCleared
    /// No fix for the GPS-lost timeout.
    case gpsLost
    /// Fixes arrive again after a loss.
    case gpsRestored
    /// The forecast along the next hours exceeds the boat's limits.
    case weather
    /// The forecast is back within the boat's limits.
    case weatherCleared
}

extension AlertKind {
    /// Whether the kind is an alarm, which repeats until acknowledged or cleared (``AlarmBoard``): the anchor alarm,
    /// GPS lost, off the route and the weather; the others are notices, said once.
    public var isAlarm: Bool {
        switch self {
        case .anchorAlarm, .gpsLost, .deviation, .weather: true
        default: false
        }
    }

    /// The alarm this event clears (`anchorAlarmCleared` clears `anchorAlarm`, …), or nil.
    public var clearedAlarm: AlertKind? {
        switch self {
        case .anchorAlarmCleared: .anchorAlarm
        case .gpsRestored: .gpsLost
        case .deviationCleared: .deviation
        case .weatherCleared: .weather
        default: nil
        }
    }
}
