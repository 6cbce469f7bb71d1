/// A named point of a route: the workspace's one waypoint type.
///
/// Routes store it, GPX and GeoJSON read and write it, and the daemon's `RouteMonitor` (MarineKit) follows a route of
/// them. Two types carry a waypoint together with something that is not part of the route itself, and stay apart for
/// that: `PassageWaypoint` (MarineRisk: a waypoint of one planned passage, with its ETA for one departure time) and
/// the chart's drawing marks (colour, caption). A position alone is a ``GeoCoordinate``.
public struct Waypoint: Hashable, Codable, Sendable {
    /// Display name, for example "Knidos"; routes generate "WP 3" style names when none is given.
    public var name: String
    /// Position on WGS84.
    public var coordinate: GeoCoordinate
    /// Planned speed in knots for the leg that leaves this waypoint (OpenCPN's per-point
    /// `rte_properties planned_speed`); `nil` uses the route's or the boat's speed.
    public var plannedSpeedKnots: Double?
    /// Arrival radius in metres (OpenCPN's default is 0.05 NM ≈ 92.6 m); `nil` uses the default; 0 or less means
    /// "arrive only by passing the perpendicular" (MarineKit's `RouteMonitor`).
    public var arrivalRadiusMeters: Double?
    /// Free-text notes.
    public var notes: String?

    /// Creates a waypoint.
    public init(
        name: String, coordinate: GeoCoordinate, plannedSpeedKnots: Double? = nil,
        arrivalRadiusMeters: Double? = nil, notes: String? = nil
    ) {
        self.name = name
        self.coordinate = coordinate
        self.plannedSpeedKnots = plannedSpeedKnots
        self.arrivalRadiusMeters = arrivalRadiusMeters
        self.notes = notes
    }

    /// OpenCPN's default arrival radius: 0.05 NM in metres (1 NM = 1852 m exactly, BIPM SI brochure table 8).
    public static let defaultArrivalRadiusMeters = 0.05 * 1852
}
