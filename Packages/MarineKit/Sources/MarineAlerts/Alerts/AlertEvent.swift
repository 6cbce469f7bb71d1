import Foundation

/// One alert with the facts a person (or a hook script) needs to act on it.
public struct AlertEvent: Sendable, Equatable {
    /// What happened.
    public var kind: AlertKind
    /// When it happened (fix time for position alerts, clock time for GPS-lost and weather).
    public var time: Date
    /// The waypoint's name (arrival, route deviation).
    public var waypoint: String?
    /// The waypoint's 0-based index in the route.
    public var waypointIndex: Int?
    /// The distance that triggered the alert in metres: to the waypoint, cross-track (signed, + right of the
    /// leg), or from the anchor.
    public var distanceMeters: Double?
    /// Latitude of the boat in degrees, when known.
    public var latitude: Double?
    /// Longitude of the boat in degrees, when known.
    public var longitude: Double?
    /// How an arrival was detected (`radius` or `perpendicular`), or a weather summary.
    public var detail: String?
    /// For a weather alert: what exceeds the limit, by how much and when.
    public var weather: WeatherExceedance?
    /// 0 when an alarm is raised, then 1, 2, … for each repetition of it (``AlarmBoard``).
    public var repetition = 0

    /// Creates an event.
    public init(
        kind: AlertKind, time: Date, waypoint: String? = nil, waypointIndex: Int? = nil,
        distanceMeters: Double? = nil, latitude: Double? = nil, longitude: Double? = nil, detail: String? = nil
    ) {
        self.kind = kind
        self.time = time
        self.waypoint = waypoint
        self.waypointIndex = waypointIndex
        self.distanceMeters = distanceMeters
        self.latitude = latitude
        self.longitude = longitude
        self.detail = detail
    }

    /// An event located at a fix.
    static func at(_ fix: PositionFix, _ kind: AlertKind) -> AlertEvent {
        AlertEvent(kind: kind, time: fix.time, latitude: fix.latitude, longitude: fix.longitude)
    }
}
