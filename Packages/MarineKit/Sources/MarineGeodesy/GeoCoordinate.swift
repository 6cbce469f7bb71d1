/// A position on the WGS84 ellipsoid in degrees: the one coordinate type of MarineKit.
///
/// Latitude is positive north, −90…90; longitude positive east, conventionally −180…180 (values outside
/// are accepted by the geodesic solvers, which reduce them). Heights are not modelled: every computation is
/// on the ellipsoid surface.
public struct GeoCoordinate: Hashable, Sendable, Codable {
    /// Geodetic latitude in degrees, positive north (−90…90).
    public var latitude: Double
    /// Longitude in degrees, positive east (normally −180…180).
    public var longitude: Double

    /// Creates a coordinate from latitude and longitude in degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both values are finite and the latitude lies in −90…90 and the longitude in −180…180.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }
}
