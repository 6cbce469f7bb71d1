import Foundation

/// One location's answer from the Open-Meteo forecast or marine API.
///
/// Decoded as the Open-Meteo API documentation describes (open-meteo.com/en/docs): the grid-cell centre that was used,
/// the zone offset of the `time` strings, and every hourly series by its
/// API variable name. Every series is optional per hour (`null` appears in marine answers).
public struct OpenMeteoLocation: Sendable, Equatable, Codable {
    /// Latitude of the grid-cell centre used by the model, degrees (may differ from the request by kilometres).
    public var latitude: Double
    /// Longitude of the grid-cell centre used by the model, degrees.
    public var longitude: Double
    /// Elevation of the grid cell in metres, when the API sends it (forecast API only).
    public var elevation: Double?
    /// Offset of the answer's local time from UTC, seconds (0 for `timezone=GMT`).
    public var utcOffsetSeconds: Int
    /// The hourly valid times, as absolute instants.
    public var times: [Date]
    /// Hourly values by Open-Meteo variable name (`wind_speed_10m`, `wave_height`, …); same length as `times`.
    public var hourly: [String: [Double?]]
    /// Unit strings by variable name, as sent in `hourly_units` (`kn`, `km/h`, `m`, `°`, `s`, …).
    public var hourlyUnits: [String: String]

    /// Creates a decoded location; used by the decoder and by tests.
    public init(
        latitude: Double, longitude: Double, elevation: Double? = nil, utcOffsetSeconds: Int = 0,
        times: [Date], hourly: [String: [Double?]], hourlyUnits: [String: String] = [:]
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        self.utcOffsetSeconds = utcOffsetSeconds
        self.times = times
        self.hourly = hourly
        self.hourlyUnits = hourlyUnits
    }

    /// The value of `variable` at hour index `index`, or nil when absent or `null`.
    public func value(_ variable: String, at index: Int) -> Double? {
        guard let series = hourly[variable], series.indices.contains(index) else { return nil }
        return series[index]
    }
}
