/// A position for which a forecast is requested, in WGS84 decimal degrees.
///
/// Latitude is in −90…90 (north positive), longitude in −180…180 (east positive).
public struct ForecastLocation: Sendable, Hashable, Codable {
    /// Latitude in degrees, −90…90, north positive.
    public var latitude: Double
    /// Longitude in degrees, −180…180, east positive.
    public var longitude: Double

    /// Creates a location from decimal degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The location rounded to `step` degrees (default 0.01°, about 1.1 km of latitude): the key used by the
    /// forecast cache and the coordinates sent to Open-Meteo, whose grid cells are several kilometres wide
    /// (marine.md §1.5: the answer is the centre of the grid cell used).
    public func rounded(toDegrees step: Double = 0.01) -> ForecastLocation {
        ForecastLocation(
            latitude: (latitude / step).rounded() * step,
            longitude: (longitude / step).rounded() * step)
    }
}
