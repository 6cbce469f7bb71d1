/// A position in decimal degrees (WGS 84), north and east positive, for charts.
public struct GeoPoint: Sendable, Hashable {
    /// Latitude, −90…90 degrees.
    public var latitude: Double
    /// Longitude, −180…180 degrees.
    public var longitude: Double

    /// Creates a position.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
