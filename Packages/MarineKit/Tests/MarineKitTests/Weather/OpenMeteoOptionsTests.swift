import Expectations
import Foundation
import MarineKitTestSupport
import MarineWeatherLive
import Testing

@testable import MarineKit

/// The Open-Meteo options, defined once in `Resources/open-meteo.json`: what they hold, that the request builder
/// and the endpoint resolution use them, and that the fake server (which reads the same file) holds requests to them.
@Suite(.serialized) struct OpenMeteoOptionsTests {
    static let options = OpenMeteoOptions.standard

    @Test func theFileHoldsWhatThePortReliesOn() {
        expectEqual(Self.options.forecast.url, "https://api.open-meteo.com/v1/forecast")
        expectEqual(Self.options.marine.url, "https://marine-api.open-meteo.com/v1/marine")
        #expect(Self.options.forecast.hourly.contains("wind_gusts_10m"))
        #expect(Self.options.marine.hourly.contains("swell_wave_period"))
        expectEqual(Self.options.query.windSpeedUnit, "kn")
        expectEqual(Self.options.query.timezone, "GMT")
        expectEqual(Self.options.query.cellSelection, "sea")
        expectEqual(Self.options.query.forecastDays, 7)
        expectEqual(Self.options.timeoutSeconds.default, 15)
        expectEqual(Self.options.maximumBodyBytes, 8 << 20)
        expectEqual(OpenMeteoEndpoints.publicAPI.forecast.absoluteString, Self.options.forecast.url)
    }

    @Test(arguments: [(nil, 15.0), (0.2, 1.0), (30.0, 30.0), (500.0, 120.0)] as [(Double?, Double)])
    func timeoutsAreClampedToTheRange(given: Double?, expected: Double) {
        expectEqual(Self.options.timeoutSeconds.clamped(given), expected)
    }

    @Test(arguments: OpenMeteoRequest.API.allCases)
    func requestsAskForExactlyTheOptions(api: OpenMeteoRequest.API) throws {
        let base = OpenMeteoEndpoints.publicAPI.url(for: api)
        let location = GeoCoordinate(latitude: 36.95, longitude: 27.9)
        let request = try #require(OpenMeteoRequest(api: api, baseURL: base, locations: [location]))
        let query = OpenMeteoRequestTests.query(request)
        expectEqual(query["hourly"], Self.options.endpoint(api).hourly.joined(separator: ","))
        expectEqual(query["wind_speed_unit"], Self.options.query.windSpeedUnit)
        expectEqual(query["forecast_days"], String(Self.options.query.forecastDays))
    }

    @Test func endpointsComeFromTheOptionThenTheEnvironmentThenThePublicAPI() {
        let environment = [
            "DENIZROTA_WEATHER_URL": "http://127.0.0.1:9/v1/forecast", "DENIZROTA_MARINE_URL": "",
        ]
        let resolved = OpenMeteoEndpoints.resolve(forecast: nil, marine: nil, environment: environment)
        let expected = OpenMeteoEndpoints(
            forecast: URL(string: "http://127.0.0.1:9/v1/forecast") ?? OpenMeteoEndpoints.publicAPI.forecast,
            marine: OpenMeteoEndpoints.publicAPI.marine)
        expectEqual(resolved, .endpoints(expected))
        let option = OpenMeteoEndpoints.resolve(
            forecast: "https://example.org/v1/forecast", marine: nil, environment: environment)
        #expect(
            option
                == .endpoints(
                    OpenMeteoEndpoints(
                        forecast: URL(string: "https://example.org/v1/forecast") ?? expected.forecast,
                        marine: expected.marine)))
        #expect(
            OpenMeteoEndpoints.resolve(forecast: nil, marine: "ftp://x/v1/marine", environment: [:])
                == .malformed("ftp://x/v1/marine"))
    }

    /// The fake server loads the same file: our requests pass, a variable or unit the options do not name is refused
    /// with HTTP 400, as Open-Meteo refuses a bad parameter.
    @Test func theFakeServerHoldsRequestsToTheOptions() async throws {
        let server = try URLSessionTransportTests.shared.get()
        let transport = URLSessionTransport(userAgent: "denizrota-tests", timeoutSeconds: 5)
        let location = [GeoCoordinate(latitude: 36.95, longitude: 27.85)]
        for api in OpenMeteoRequest.API.allCases {
            let base = server.baseURL(scenario: "ok", api: api.rawValue)
            let request = try #require(OpenMeteoRequest(api: api, baseURL: base, locations: location))
            #expect(try await transport.get(request.url).status == 200)
        }
        let base = server.baseURL(scenario: "ok", api: "forecast")
        for extra in ["hourly=wind_speed_100m", "wind_speed_unit=ms", "forecast_days=16"] {
            let url = try #require(URL(string: base.absoluteString + "?latitude=36.95&longitude=27.85&" + extra))
            #expect(try await transport.get(url).status == 400, "\(extra)")
        }
    }
}
