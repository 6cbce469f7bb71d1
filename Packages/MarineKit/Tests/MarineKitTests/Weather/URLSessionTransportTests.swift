import Expectations
import Foundation
import MarineKitTestSupport
import MarineWeatherLive
import Testing

@testable import MarineKit

/// The live transport and the weather service against the local fake Open-Meteo server (no internet).
@Suite(.serialized) struct URLSessionTransportTests {
    /// The package's own copy of the server (`Packages/MarineKit/Tests/Fixtures/fake-open-meteo.py`).
    static let script = FakeOpenMeteoServer.packagedScriptPath

    /// One server for the suite; it exits with the test process (`--exit-with-stdin`).
    static let shared = Result { try FakeOpenMeteoServer(scriptPath: script) }

    static let route = [
        GeoCoordinate(latitude: 36.95, longitude: 27.85), GeoCoordinate(latitude: 36.7, longitude: 27.4),
    ]

    static func service(_ server: FakeOpenMeteoServer, scenario: String, timeout: Double = 5) -> OpenMeteoWeatherService
    {
        let endpoints = OpenMeteoEndpoints(
            forecast: server.baseURL(scenario: scenario, api: "forecast"),
            marine: server.baseURL(scenario: scenario, api: "marine"))
        return OpenMeteoWeatherService(
            endpoints: endpoints, transport: URLSessionTransport(userAgent: "denizrota-tests", timeoutSeconds: timeout),
            cache: nil, now: { Date() })
    }

    @Test func multiLocationAnswersOverHTTP() async throws {
        let server = try Self.shared.get()
        let bundle = try await Self.service(server, scenario: "breezy").forecasts(for: Self.route)
        expectEqual(bundle.requestCount, 2)
        let hour = try #require(bundle.forecasts[1].hours.first)
        #expect(hour.windKnots == 12 && hour.gustKnots == 17 && hour.windFromDegrees == 270)
        #expect(hour.waveHeight == 0.8 && hour.swellHeight == 0.48)
        #expect(bundle.forecasts.allSatisfy { $0.hours.count == 168 })
    }

    @Test(arguments: [
        (
            "error400",
            OpenMeteoError.api(
                status: 400,
                reason: "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly")
        ),
        (
            "error429",
            .api(status: 429, reason: "Hourly API request limit exceeded. Please try again in the next hour.")
        ),
        ("error500", .httpStatus(500)),
        ("garbage", .malformed(detail: "not JSON")),
        ("short", .locationCountMismatch(expected: 2, received: 1)),
    ])
    func failuresOverHTTP(scenario: String, cause: OpenMeteoError) async throws {
        let server = try Self.shared.get()
        await #expect(throws: WeatherServiceError.unavailable(api: .forecast, cause: cause)) {
            try await Self.service(server, scenario: scenario).forecasts(for: Self.route)
        }
    }

    @Test func slowAnswerTimesOut() async throws {
        let server = try Self.shared.get()
        await #expect(
            throws: WeatherServiceError.unavailable(api: .forecast, cause: .transport(detail: "no answer within 1 s"))
        ) { try await Self.service(server, scenario: "slow", timeout: 1).forecasts(for: Self.route) }
    }

    @Test func refusedConnection() async throws {
        let transport = URLSessionTransport(userAgent: "denizrota-tests", timeoutSeconds: 2)
        let closed = try #require(URL(string: "http://127.0.0.1:9/ok/v1/forecast"))
        await #expect(throws: OpenMeteoError.transport(detail: "connection refused")) {
            try await transport.get(closed)
        }
    }
}
