import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite struct LocationForecastTests {
    static let start = Date(timeIntervalSince1970: 1_780_272_000)  // 2026-06-01T00:00Z
    static let place = GeoCoordinate(latitude: 36.9, longitude: 27.8)

    static func hours(_ count: Int) -> [Date] { (0..<count).map { start + TimeInterval($0 * 3600) } }

    /// Unit handling: whatever unit the answer names, wind ends up in knots (1 kn = 1.852 km/h exactly).
    @Test(arguments: [
        ("kn", 10.0, 10.0), ("km/h", 18.52, 10.0), ("m/s", 5.144444444444445, 10.0), ("mp/h", 11.507794480235425, 10.0),
    ])
    func windIsConvertedToKnots(unit: String, value: Double, knots: Double) throws {
        let weather = OpenMeteoLocation(
            latitude: 36.9, longitude: 27.8, times: Self.hours(1),
            hourly: ["wind_speed_10m": [value], "wind_gusts_10m": [value * 2]],
            hourlyUnits: ["wind_speed_10m": unit, "wind_gusts_10m": unit])
        let hour = try #require(LocationForecast(location: Self.place, weather: weather, marine: nil).hours.first)
        #expect(abs((hour.windKnots ?? 0) - knots) < 1e-9)
        #expect(abs((hour.gustKnots ?? 0) - 2 * knots) < 1e-9)
    }

    @Test func marineAndWeatherAreMergedByInstant() throws {
        let weather = OpenMeteoLocation(
            latitude: 36.9, longitude: 27.8, times: Self.hours(3), hourly: ["wind_direction_10m": [200, 210, 220]])
        let marine = OpenMeteoLocation(
            latitude: 36.92, longitude: 27.79, times: Array(Self.hours(4).dropFirst()),
            hourly: ["wave_height": [0.4, 0.5, 0.6], "swell_wave_height": [0.1, nil, 0.2]])
        let forecast = LocationForecast(location: Self.place, weather: weather, marine: marine)
        expectEqual(forecast.hours.count, 4)
        expectEqual(forecast.hours.map(\.windFromDegrees), [200, 210, 220, nil])
        expectEqual(forecast.hours.map(\.waveHeight), [nil, 0.4, 0.5, 0.6])
        expectEqual(forecast.hours.map(\.swellHeight), [nil, 0.1, nil, 0.2])
    }

    /// ETA matching in UTC: the nearest hour, ties to the later hour, nothing beyond 30 minutes outside.
    @Test(
        arguments: [
            (0.0, 0), (1740.0, 0), (1800.0, 1), (18_600.0, 5), (84_600.0, 23), (-1800.0, 0),
        ] as [(TimeInterval, Int)])
    func etaMatchesTheNearestHour(offset: TimeInterval, index: Int) throws {
        let forecast = LocationForecast(
            location: Self.place, hours: Self.hours(24).map { HourlyConditions(time: $0) })
        let hour = try #require(forecast.conditions(at: Self.start + offset))
        expectEqual(hour.time, Self.start + TimeInterval(index * 3600))
    }

    @Test(arguments: [-1860.0, 84_660.0] as [TimeInterval])
    func etaOutsideTheForecastHasNoConditions(offset: TimeInterval) {
        let forecast = LocationForecast(
            location: Self.place, hours: Self.hours(24).map { HourlyConditions(time: $0) })
        #expect(forecast.conditions(at: Self.start + offset) == nil)
        expectEqual(forecast.horizon, Self.start + 23 * 3600)
    }
}
