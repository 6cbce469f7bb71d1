import Expectations
import Foundation
import Testing

@testable import MarineKit
@testable import MarineWeather

@Suite struct OpenMeteoRequestTests {
    static let route = [
        GeoCoordinate(latitude: 36.95, longitude: 27.9), GeoCoordinate(latitude: 36.7112, longitude: 27.3561),
        GeoCoordinate(latitude: -5.00004, longitude: -0.5),
    ]

    static func query(_ request: OpenMeteoRequest) -> [String: String] {
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
    }

    @Test func forecastRequestCarriesEveryLocationAndExplicitUnits() throws {
        let base = try #require(URL(string: "https://api.open-meteo.com/v1/forecast"))
        let request = try #require(OpenMeteoRequest(api: .forecast, baseURL: base, locations: Self.route))
        let query = Self.query(request)
        #expect(request.url.absoluteString.hasPrefix("https://api.open-meteo.com/v1/forecast?"))
        expectEqual(query["latitude"], "36.95,36.7112,-5")
        expectEqual(query["longitude"], "27.9,27.3561,-0.5")
        expectEqual(query["hourly"], "wind_speed_10m,wind_direction_10m,wind_gusts_10m,temperature_2m,weather_code")
        expectEqual(query["wind_speed_unit"], "kn")
        expectEqual(query["timezone"], "GMT")
        expectEqual(query["cell_selection"], "sea")
        expectEqual(query["forecast_days"], "7")
    }

    @Test func marineRequestKeepsTheBaseQuery() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/v1/marine?apikey=k"))
        let request = try #require(OpenMeteoRequest(api: .marine, baseURL: base, locations: Self.route))
        let query = Self.query(request)
        expectEqual(query["apikey"], "k")
        expectEqual(query["hourly"]?.hasPrefix("wave_height,wave_direction,wave_period,wind_wave_height"), true)
        expectEqual(query["cell_selection"], "sea")
    }

    @Test func noLocationsNoRequest() throws {
        let base = try #require(URL(string: "https://marine-api.open-meteo.com/v1/marine"))
        #expect(OpenMeteoRequest(api: .marine, baseURL: base, locations: []) == nil)
    }

    @Test(arguments: [
        (36.95, "36.95"), (-0.00004, "0"), (27.00005, "27.0001"), (-179.99999, "-180"), (12.3, "12.3"), (40, "40"),
    ])
    func degreesAreShortAndLocaleFree(value: Double, text: String) {
        expectEqual(OpenMeteoRequest.degrees(value), text)
    }

    @Test(arguments: [(36.954, 27.905, 36.95, 27.91), (-0.004, 0.006, 0.0, 0.01)])
    func roundingForTheCache(lat: Double, lon: Double, roundedLat: Double, roundedLon: Double) {
        let rounded = GeoCoordinate(latitude: lat, longitude: lon).rounded()
        #expect(abs(rounded.latitude - roundedLat) < 1e-9 && abs(rounded.longitude - roundedLon) < 1e-9)
    }
}
