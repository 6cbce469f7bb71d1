import Foundation

/// Builders of Open-Meteo JSON answers in the documented shapes (open-meteo.com/en/docs), for tests.
public enum OpenMeteoFixtures {
    /// A forecast-API location object with `hours` hourly values starting at `start` (GMT, iso8601 times);
    /// wind `knots` from `windFrom`, gusts 1.4 × wind.
    public static func forecastObject(
        latitude: Double, longitude: Double, start: Date, hours: Int, knots: Double, windFrom: Double
    ) -> String {
        let times = isoTimes(start: start, hours: hours)
        let wind = Array(repeating: knots, count: hours)
        return """
            {"latitude":\(latitude),"longitude":\(longitude),"elevation":0.0,"generationtime_ms":0.3,\
            "utc_offset_seconds":0,"timezone":"GMT","timezone_abbreviation":"GMT",\
            "hourly_units":{"time":"iso8601","wind_speed_10m":"kn","wind_direction_10m":"°","wind_gusts_10m":"kn",\
            "temperature_2m":"°C","weather_code":"wmo code"},\
            "hourly":{"time":\(json(times)),"wind_speed_10m":\(json(wind)),\
            "wind_direction_10m":\(json(Array(repeating: windFrom, count: hours))),\
            "wind_gusts_10m":\(json(wind.map { $0 * 1.4 })),"temperature_2m":\(json(Array(repeating: 22.5, count: hours))),\
            "weather_code":\(json(Array(repeating: 1.0, count: hours)))}}
            """
    }

    /// A marine-API location object: total sea `waveHeight`, split as wind sea 0.8 × and swell 0.6 ×.
    public static func marineObject(
        latitude: Double, longitude: Double, start: Date, hours: Int, waveHeight: Double
    ) -> String {
        let times = isoTimes(start: start, hours: hours)
        func series(_ value: Double) -> String { json(Array(repeating: value, count: hours)) }
        return """
            {"latitude":\(latitude),"longitude":\(longitude),"generationtime_ms":0.5,"utc_offset_seconds":0,\
            "timezone":"GMT","timezone_abbreviation":"GMT",\
            "hourly_units":{"time":"iso8601","wave_height":"m","wave_direction":"°","wave_period":"s"},\
            "hourly":{"time":\(json(times)),"wave_height":\(series(waveHeight)),"wave_direction":\(series(250)),\
            "wave_period":\(series(4.5)),"wind_wave_height":\(series(waveHeight * 0.8)),\
            "wind_wave_direction":\(series(260)),"wind_wave_period":\(series(3.5)),\
            "swell_wave_height":\(series(waveHeight * 0.6)),"swell_wave_direction":\(series(240)),\
            "swell_wave_period":\(series(7.0))}}
            """
    }

    /// `yyyy-MM-ddTHH:mm` strings in GMT for `hours` consecutive hours from `start`.
    public static func isoTimes(start: Date, hours: Int) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
        return (0..<hours).map { hour in
            let parts = calendar.dateComponents(
                [.year, .month, .day, .hour], from: start.addingTimeInterval(TimeInterval(hour * 3600)))
            return String(
                format: "%04d-%02d-%02dT%02d:00", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0)
        }
    }

    private static func json(_ values: [String]) -> String {
        "[" + values.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }

    private static func json(_ values: [Double]) -> String { "[" + values.map { "\($0)" }.joined(separator: ",") + "]" }
}
