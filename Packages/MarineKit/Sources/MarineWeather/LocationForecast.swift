import Foundation

/// The hourly forecast at one location, merged from the forecast and marine APIs, sorted by time.
public struct LocationForecast: Sendable, Equatable, Codable {
    /// The requested location (not the model's grid-cell centre).
    public var location: GeoCoordinate
    /// One entry per forecast hour, ascending.
    public var hours: [HourlyConditions]

    /// Creates a forecast; `hours` are sorted by time.
    public init(location: GeoCoordinate, hours: [HourlyConditions]) {
        self.location = location
        self.hours = hours.sorted { $0.time < $1.time }
    }

    /// Merges one location's forecast-API and marine-API answers.
    ///
    /// Wind is converted to knots from the unit
    /// named in `hourly_units` (knots are requested; km/h, m/s and mph are accepted). Marine hours are matched
    /// to forecast hours by instant; hours only the marine API has are kept with unknown wind.
    public init(location: GeoCoordinate, weather: OpenMeteoLocation?, marine: OpenMeteoLocation?) {
        var byTime: [Date: HourlyConditions] = [:]
        if let weather { Self.addWeather(weather, to: &byTime) }
        if let marine { Self.addMarine(marine, to: &byTime) }
        self.init(location: location, hours: Array(byTime.values))
    }

    /// The conditions for an instant: the forecast hour nearest to `date` (ties go to the later hour), or nil
    /// when `date` is more than 30 minutes outside the forecast.
    public func conditions(at date: Date) -> HourlyConditions? {
        guard let first = hours.first else { return nil }
        let guess = Int((date.timeIntervalSince(first.time) / 3600).rounded(.toNearestOrAwayFromZero))
        if hours.indices.contains(guess), abs(hours[guess].time.timeIntervalSince(date)) <= 1800 {
            return hours[guess]
        }
        let nearest = hours.min { abs($0.time.timeIntervalSince(date)) < abs($1.time.timeIntervalSince(date)) }
        guard let nearest, abs(nearest.time.timeIntervalSince(date)) <= 1800 else { return nil }
        return nearest
    }

    /// The last forecast hour, or nil for an empty forecast.
    public var horizon: Date? { hours.last?.time }

    private static func addWeather(_ answer: OpenMeteoLocation, to byTime: inout [Date: HourlyConditions]) {
        let windUnit = WindSpeedUnit(openMeteo: answer.hourlyUnits["wind_speed_10m"] ?? "kn") ?? .knots
        let gustUnit = WindSpeedUnit(openMeteo: answer.hourlyUnits["wind_gusts_10m"] ?? "kn") ?? .knots
        for (index, time) in answer.times.enumerated() {
            var hour = byTime[time] ?? HourlyConditions(time: time)
            hour.windKnots = answer.value("wind_speed_10m", at: index).map(windUnit.knots)
            hour.gustKnots = answer.value("wind_gusts_10m", at: index).map(gustUnit.knots)
            hour.windFromDegrees = answer.value("wind_direction_10m", at: index)
            hour.temperatureCelsius = answer.value("temperature_2m", at: index)
            hour.weatherCode = answer.value("weather_code", at: index).map { Int($0) }
            byTime[time] = hour
        }
    }

    private static func addMarine(_ answer: OpenMeteoLocation, to byTime: inout [Date: HourlyConditions]) {
        for (index, time) in answer.times.enumerated() {
            var hour = byTime[time] ?? HourlyConditions(time: time)
            hour.waveHeight = answer.value("wave_height", at: index)
            hour.waveFromDegrees = answer.value("wave_direction", at: index)
            hour.wavePeriod = answer.value("wave_period", at: index)
            hour.windWaveHeight = answer.value("wind_wave_height", at: index)
            hour.windWavePeriod = answer.value("wind_wave_period", at: index)
            hour.swellHeight = answer.value("swell_wave_height", at: index)
            hour.swellPeriod = answer.value("swell_wave_period", at: index)
            hour.swellFromDegrees = answer.value("swell_wave_direction", at: index)
            byTime[time] = hour
        }
    }
}
