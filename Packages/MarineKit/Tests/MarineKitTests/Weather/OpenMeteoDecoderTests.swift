import Expectations
import Foundation
import Testing

@testable import MarineKit
@testable import MarineWeather

/// Decoding of every response shape the Open-Meteo API documentation shows (open-meteo.com/en/docs).
@Suite struct OpenMeteoDecoderTests {
    /// The docs' forecast example (weather-forecast-object.svx) with its "..." elisions removed.
    static let documentedForecast = """
        {"latitude": 52.52, "longitude": 13.419, "elevation": 44.812, "generationtime_ms": 2.2119,
         "utc_offset_seconds": 7200, "timezone": "Europe/Berlin", "timezone_abbreviation": "CEST",
         "hourly": {"time": ["2022-07-01T00:00", "2022-07-01T01:00", "2022-07-01T02:00"],
                    "temperature_2m": [13, 12.7, 12.7]},
         "hourly_units": {"temperature_2m": "°C"}}
        """

    /// The docs' marine example (marine-object.svx) without its trailing comma, with a `null` as in issue #1364.
    static let documentedMarine = """
        {"latitude": 52.52, "longitude": 13.419, "generationtime_ms": 2.2119, "utc_offset_seconds": 0,
         "timezone": "GMT", "timezone_abbreviation": "GMT",
         "hourly": {"time": ["2022-07-01T00:00", "2022-07-01T01:00"], "wave_height": [1, null]},
         "hourly_units": {"wave_height": "m"}}
        """

    @Test func singleForecastObjectAppliesTheUtcOffset() throws {
        let locations = try OpenMeteoDecoder.locations(from: Data(Self.documentedForecast.utf8))
        expectEqual(locations.count, 1)
        let berlin = try #require(locations.first)
        #expect(berlin.latitude == 52.52 && berlin.longitude == 13.419 && berlin.elevation == 44.812)
        // 2022-07-01T00:00 at UTC+2 is 2022-06-30T22:00Z = 1656626400.
        expectEqual(berlin.times.map(\.timeIntervalSince1970), [1_656_626_400, 1_656_630_000, 1_656_633_600])
        expectEqual(berlin.value("temperature_2m", at: 1), 12.7)
        expectEqual(berlin.hourlyUnits["temperature_2m"], "°C")
    }

    @Test func marineObjectKeepsNullsAndHasNoElevation() throws {
        let marine = try #require(try OpenMeteoDecoder.locations(from: Data(Self.documentedMarine.utf8)).first)
        #expect(marine.elevation == nil)
        expectEqual(marine.hourly["wave_height"], [1, nil])
        #expect(marine.value("wave_height", at: 1) == nil)
        expectEqual(marine.times.first?.timeIntervalSince1970, 1_656_633_600)
    }

    @Test func multiLocationArrayKeepsRequestOrder() throws {
        let body = "[\n" + Self.documentedMarine + ",\n" + Self.documentedForecast + "]"
        let locations = try OpenMeteoDecoder.locations(from: Data(body.utf8))
        expectEqual(locations.count, 2)
        expectEqual(locations[0].hourly.keys.sorted(), ["wave_height"])
        expectEqual(locations[1].hourly.keys.sorted(), ["temperature_2m"])
    }

    @Test func unixTimeIsAccepted() throws {
        let body = #"{"latitude":36.8,"longitude":27.9,"hourly":{"time":[1780300800],"wind_speed_10m":[12.5]}}"#
        let location = try #require(try OpenMeteoDecoder.locations(from: Data(body.utf8)).first)
        expectEqual(location.times, [Date(timeIntervalSince1970: 1_780_300_800)])
        expectEqual(location.utcOffsetSeconds, 0)
    }

    /// The error bodies the Open-Meteo API documents, verbatim, with their statuses.
    @Test(arguments: [
        (400, "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"),
        (429, "Daily API request limit exceeded. Please try again tomorrow."),
        (429, "Hourly API request limit exceeded. Please try again in the next hour."),
    ])
    func errorBodyBecomesApiError(status: Int, reason: String) {
        let body = #"{"error":true,"reason":"\#(reason)"}"#
        #expect(throws: OpenMeteoError.api(status: status, reason: reason)) {
            try OpenMeteoDecoder.locations(from: Data(body.utf8), status: status)
        }
    }

    @Test func otherStatusWithoutErrorBody() {
        #expect(throws: OpenMeteoError.httpStatus(502)) {
            try OpenMeteoDecoder.locations(from: Data("<html>Bad gateway</html>".utf8), status: 502)
        }
    }

    @Test(arguments: [
        ("not json at all", "not JSON"),
        (#"{"latitude":1}"#, "missing field longitude"),
        (#"{"latitude":1,"longitude":2}"#, "missing field hourly"),
        (#"{"latitude":1,"longitude":2,"hourly":{"time":["2026-13-01T00:00"]}}"#, "bad time \"2026-13-01T00:00\""),
        (
            #"{"latitude":1,"longitude":2,"hourly":{"time":["2026-06-01T00:00"],"x":[1,2]}}"#,
            "hourly.x has 2 values for 1 times"
        ),
        (
            #"{"latitude":1,"longitude":2,"hourly":{"time":["2026-06-01T00:00"],"x":["a"]}}"#,
            "unexpected value at hourly.x.0"
        ),
        ("", "not JSON"),
    ])
    func garbageIsMalformed(body: String, detail: String) {
        #expect(throws: OpenMeteoError.malformed(detail: detail)) {
            try OpenMeteoDecoder.locations(from: Data(body.utf8))
        }
    }

    @Test(arguments: [
        ("1970-01-01T00:00", 0, 0.0), ("2000-03-01T00:00", 0, 951_868_800), ("2026-06-01T08:00", 10_800, 1_780_290_000),
        ("2024-02-29T23:59:59", 0, 1_709_251_199),
    ])
    func isoTimes(text: String, offset: Int, expected: Double) {
        expectEqual(OpenMeteoTime.instant(text, utcOffsetSeconds: offset)?.timeIntervalSince1970, expected)
    }
}
