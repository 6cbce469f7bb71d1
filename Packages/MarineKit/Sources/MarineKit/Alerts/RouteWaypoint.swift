/// A waypoint as the route monitor needs it.
public struct RouteWaypoint: Sendable, Equatable, Codable {
    /// OpenCPN's default arrival circle: 0.05 nm = 92.6 m (`g_n_arrival_circle_radius = 0.05`, OpenCPN
    /// `routeman_gui.cpp`).
    public static let defaultArrivalRadius = 0.05 * 1852

    /// Display name.
    public var name: String
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// Arrival radius in metres; 0 or less means "arrive only by passing the perpendicular".
    public var arrivalRadius: Double

    /// Creates a waypoint.
    public init(name: String, latitude: Double, longitude: Double, arrivalRadius: Double = defaultArrivalRadius) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.arrivalRadius = arrivalRadius
    }
}
