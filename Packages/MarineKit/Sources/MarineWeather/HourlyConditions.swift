import Foundation

/// Wind and sea at one place for one forecast hour, merged from the forecast and marine APIs.
///
/// Units are those a skipper reads: wind in knots, heights in metres, periods in seconds, directions in degrees true
/// **from** which wind and waves come (Open-Meteo convention). A nil field means the API had no value.
public struct HourlyConditions: Sendable, Equatable, Codable {
    /// Start of the forecast hour (UTC instant).
    public var time: Date
    /// Mean wind at 10 m, knots.
    public var windKnots: Double?
    /// Highest gust at 10 m during the preceding hour, knots.
    public var gustKnots: Double?
    /// Direction the wind blows from, degrees true 0…360.
    public var windFromDegrees: Double?
    /// Air temperature at 2 m, °C.
    public var temperatureCelsius: Double?
    /// WMO weather code (WMO 4677 subset used by Open-Meteo).
    public var weatherCode: Int?
    /// Significant height of the total sea (wind sea and swell), metres.
    public var waveHeight: Double?
    /// Direction the total sea comes from, degrees.
    public var waveFromDegrees: Double?
    /// Mean period of the total sea, seconds.
    public var wavePeriod: Double?
    /// Significant height of the wind sea, metres.
    public var windWaveHeight: Double?
    /// Mean period of the wind sea, seconds.
    public var windWavePeriod: Double?
    /// Significant height of the swell, metres.
    public var swellHeight: Double?
    /// Mean period of the swell, seconds.
    public var swellPeriod: Double?
    /// Direction the swell comes from, degrees.
    public var swellFromDegrees: Double?

    /// Creates conditions for `time`; every quantity defaults to unknown.
    public init(
        time: Date, windKnots: Double? = nil, gustKnots: Double? = nil, windFromDegrees: Double? = nil,
        temperatureCelsius: Double? = nil, weatherCode: Int? = nil, waveHeight: Double? = nil,
        waveFromDegrees: Double? = nil, wavePeriod: Double? = nil, windWaveHeight: Double? = nil,
        windWavePeriod: Double? = nil, swellHeight: Double? = nil, swellPeriod: Double? = nil,
        swellFromDegrees: Double? = nil
    ) {
        self.time = time
        self.windKnots = windKnots
        self.gustKnots = gustKnots
        self.windFromDegrees = windFromDegrees
        self.temperatureCelsius = temperatureCelsius
        self.weatherCode = weatherCode
        self.waveHeight = waveHeight
        self.waveFromDegrees = waveFromDegrees
        self.wavePeriod = wavePeriod
        self.windWaveHeight = windWaveHeight
        self.windWavePeriod = windWavePeriod
        self.swellHeight = swellHeight
        self.swellPeriod = swellPeriod
        self.swellFromDegrees = swellFromDegrees
    }
}
