import Expectations
import Foundation
import MarineKitTestSupport
import Synchronization
import Testing

@testable import MarineKit

/// A settable clock.
final class TestClock: Sendable {
    private let time: Mutex<Date>
    init(_ start: Date) { time = Mutex(start) }
    var now: Date { time.withLock { $0 } }
    func advance(hours: Double) { time.withLock { $0 += hours * 3600 } }
}

@Suite struct OpenMeteoWeatherServiceTests {
    static let start = Date(timeIntervalSince1970: 1_780_272_000)  // 2026-06-01T00:00Z
    static let endpoints = OpenMeteoEndpoints(
        forecast: URL(fileURLWithPath: "/fake/v1/forecast"), marine: URL(fileURLWithPath: "/fake/v1/marine"))
    static let route = [
        GeoCoordinate(latitude: 36.951, longitude: 27.849), GeoCoordinate(latitude: 36.9, longitude: 27.6),
        GeoCoordinate(latitude: 36.9504, longitude: 27.8502),  // same 0.01° cell as the first
    ]

    /// Open-Meteo answering every requested coordinate: 12 kn from 270°, 0.5 m waves, 168 hours.
    static let api = FakeOpenMeteoAPI(start: start)

    static func service(
        _ transport: ScriptedTransport, cache: InMemoryForecastCache, clock: TestClock
    ) -> OpenMeteoWeatherService {
        OpenMeteoWeatherService(endpoints: endpoints, transport: transport, cache: cache, now: { clock.now })
    }

    @Test func oneRequestPerApiThenAWarmCache() async throws {
        let transport = ScriptedTransport { url in Self.api.reply(to: url) }
        let cache = InMemoryForecastCache()
        let clock = TestClock(Self.start + 3600)
        let service = Self.service(transport, cache: cache, clock: clock)
        let cold = try await service.forecasts(for: Self.route)
        #expect(cold.requestCount == 2 && transport.requests.count == 2)
        let query = transport.requests.map { $0.query ?? "" }.sorted()
        #expect(query.allSatisfy { $0.contains("latitude=36.95,36.9&longitude=27.85,27.6&") })
        #expect(cold.forecasts.count == 3 && cold.forecasts.map(\.location) == Self.route)
        let hour = try #require(cold.forecasts[2].conditions(at: Self.start + 5 * 3600))
        #expect(hour.windKnots == 12 && hour.windFromDegrees == 270 && hour.waveHeight == 0.5)
        // One entry per API and request: the raw answer for both cells, in request order.
        let cells = [GeoCoordinate(latitude: 36.95, longitude: 27.85), GeoCoordinate(latitude: 36.9, longitude: 27.6)]
        let marineKey = OpenMeteoWeatherService.cacheKey(api: .marine, cells: cells, endpoint: Self.endpoints.marine)
        #expect(
            cache.entries.keys.sorted() == [
                OpenMeteoWeatherService.cacheKey(api: .forecast, cells: cells, endpoint: Self.endpoints.forecast),
                marineKey,
            ])
        let entry = try #require(cache.entries[marineKey])
        #expect(entry.fetchedAt == Self.start + 3600 && entry.cells.count == 2 && entry.body.hasPrefix("["))

        clock.advance(hours: 0.99)
        let warm = try await service.forecasts(for: Self.route)
        #expect(warm.requestCount == 0 && transport.requests.count == 2 && warm.staleness.isEmpty)
        expectEqual(warm.forecasts, cold.forecasts)

        clock.advance(hours: 0.02)  // 1.01 h after the first fetch: no longer fresh
        let again = try await service.forecasts(for: Self.route)
        #expect(again.requestCount == 2 && transport.requests.count == 4)
    }

    /// Every failure the Open-Meteo API documents falls back to a cache up to 12 h old, with a stale note.
    @Test(arguments: [
        HTTPReply(status: 400, body: Data(#"{"error":true,"reason":"Parameter wind_speed_unit is invalid"}"#.utf8)),
        HTTPReply(status: 429, body: Data(#"{"error":true,"reason":"Hourly API request limit exceeded."}"#.utf8)),
        HTTPReply(status: 503, body: Data("Service Unavailable".utf8)),
        HTTPReply(status: 200, body: Data("{\"latitude\": 36.9, garbage".utf8)),
        HTTPReply(status: 200, body: Data(#"{"latitude":36.95,"longitude":27.85,"hourly":{"time":[]}}"#.utf8)),
    ])
    func failureUsesAStaleCache(reply: HTTPReply) async throws {
        let cache = InMemoryForecastCache()
        let clock = TestClock(Self.start)
        _ = try await Self.service(ScriptedTransport { Self.api.reply(to: $0) }, cache: cache, clock: clock)
            .forecasts(for: Self.route)
        clock.advance(hours: 11.9)
        let failing = Self.service(ScriptedTransport { _ in reply }, cache: cache, clock: clock)
        let stale = try await failing.forecasts(for: Self.route)
        let staleAPIs: [OpenMeteoRequest.API] = stale.staleness.map(\.api).sorted { $0.rawValue < $1.rawValue }
        let expectedAPIs: [OpenMeteoRequest.API] = [.forecast, .marine]
        expectEqual(staleAPIs, expectedAPIs)
        #expect(stale.staleness.allSatisfy { abs($0.ageSeconds - 11.9 * 3600) < 1e-6 })
        expectEqual(stale.forecasts[0].hours.count, 168)

        clock.advance(hours: 0.2)  // 12.1 h: too old
        await #expect(throws: WeatherServiceError.self) { try await failing.forecasts(for: Self.route) }
    }

    /// Long lists are keyed by count and digest; the entry's own positions guard against a digest collision, and
    /// another set of positions is another request.
    @Test func cacheKeysAndOtherPositions() async throws {
        let cells = (0..<50).map { GeoCoordinate(latitude: 36.5 + Double($0) * 0.03, longitude: 25) }
        let key = OpenMeteoWeatherService.cacheKey(api: .forecast, cells: cells)
        #expect(key.hasPrefix("open-meteo/forecast/50/") && key.count == "open-meteo/forecast/50/".count + 16)
        expectNotEqual(key, OpenMeteoWeatherService.cacheKey(api: .forecast, cells: cells.reversed()))
        expectEqual(OpenMeteoWeatherService.cacheKey(api: .marine, cells: [cells[0]]), "open-meteo/marine/36.5,25")

        let transport = ScriptedTransport { Self.api.reply(to: $0) }
        let cache = InMemoryForecastCache()
        let service = Self.service(transport, cache: cache, clock: TestClock(Self.start))
        _ = try await service.forecasts(for: Self.route)
        _ = try await service.forecasts(for: Array(Self.route.prefix(1)))
        #expect(transport.requests.count == 4 && cache.entries.count == 4)
        // An entry under the right key but for other positions is a miss, not a wrong forecast.
        let single = [GeoCoordinate(latitude: 36.9, longitude: 27.6)]
        _ = try await service.forecasts(for: single)
        expectEqual(transport.requests.count, 6)
        let endpoint = Self.endpoints.forecast
        let forged = try #require(
            cache.entries[
                OpenMeteoWeatherService.cacheKey(
                    api: .forecast, cells: [GeoCoordinate(latitude: 36.95, longitude: 27.85)], endpoint: endpoint)])
        try cache.store([
            OpenMeteoWeatherService.cacheKey(api: .forecast, cells: single, endpoint: endpoint): forged
        ])
        let other = try await service.forecasts(for: single)
        #expect(other.requestCount == 1 && transport.requests.count == 7)
        expectEqual(other.forecasts[0].hours.count, 168)
    }

    @Test func timeoutWithNothingCachedNamesTheCause() async {
        let transport = ScriptedTransport { _ throws(OpenMeteoError) in throw .transport(detail: "timed out") }
        let service = Self.service(transport, cache: InMemoryForecastCache(), clock: TestClock(Self.start))
        await #expect(throws: WeatherServiceError.unavailable(api: .forecast, cause: .transport(detail: "timed out"))) {
            try await service.forecasts(for: Self.route)
        }
    }

    @Test func wrongNumberOfLocationsIsAnError() async {
        let transport = ScriptedTransport { url throws(OpenMeteoError) in
            let single = OpenMeteoFixtures.marineObject(
                latitude: 1, longitude: 2, start: Self.start, hours: 2, waveHeight: 1)
            return HTTPReply(status: 200, body: Data(single.utf8))
        }
        let service = Self.service(transport, cache: InMemoryForecastCache(), clock: TestClock(Self.start))
        await #expect(
            throws: WeatherServiceError.unavailable(
                api: .forecast, cause: .locationCountMismatch(expected: 2, received: 1))
        ) { try await service.forecasts(for: Self.route) }
    }

    @Test func aBrokenCacheNeverBreaksTheForecast() async throws {
        let cache = InMemoryForecastCache()
        cache.setFailures(reads: true, writes: true)
        let transport = ScriptedTransport { Self.api.reply(to: $0) }
        let bundle = try await Self.service(transport, cache: cache, clock: TestClock(Self.start))
            .forecasts(for: Self.route)
        #expect(bundle.requestCount == 2 && bundle.cacheWriteFailed && bundle.forecasts[1].hours.count == 168)
    }

    @Test func publicEndpointsAreTheDocumentedOnes() {
        expectEqual(OpenMeteoEndpoints.publicAPI.forecast.absoluteString, "https://api.open-meteo.com/v1/forecast")
        expectEqual(OpenMeteoEndpoints.publicAPI.marine.absoluteString, "https://marine-api.open-meteo.com/v1/marine")
        #expect(OpenMeteoEndpoints.httpURL("ftp://x/y") == nil && OpenMeteoEndpoints.httpURL("http:///v1") == nil)
        expectEqual(OpenMeteoEndpoints.httpURL("http://127.0.0.1:8080/v1/marine")?.port, 8080)
    }
}

/// The cache is keyed by endpoint, can be bypassed, says its age, never trusts a future date, and prunes itself.
@Suite struct OpenMeteoCacheHonestyTests {
    typealias Base = OpenMeteoWeatherServiceTests

    @Test func endpointIsPartOfTheKey() async throws {
        let cells = [GeoCoordinate(latitude: 36.95, longitude: 27.85)]
        let publicKey = OpenMeteoWeatherService.cacheKey(
            api: .forecast, cells: cells, endpoint: OpenMeteoEndpoints.publicAPI.forecast)
        expectEqual(publicKey, "open-meteo/forecast/36.95,27.85")
        let other = try #require(URL(string: "http://127.0.0.1:9/storm/v1/forecast"))
        let otherKey = OpenMeteoWeatherService.cacheKey(api: .forecast, cells: cells, endpoint: other)
        #expect(otherKey.hasPrefix("open-meteo/forecast@") && otherKey.hasSuffix("/36.95,27.85"))
        expectNotEqual(otherKey, publicKey)

        let transport = ScriptedTransport { Base.api.reply(to: $0) }
        let cache = InMemoryForecastCache()
        let clock = TestClock(Base.start)
        _ = try await Base.service(transport, cache: cache, clock: clock).forecasts(for: Base.route)
        let elsewhere = OpenMeteoEndpoints(
            forecast: URL(fileURLWithPath: "/other/v1/forecast"), marine: URL(fileURLWithPath: "/other/v1/marine"))
        let switched = OpenMeteoWeatherService(
            endpoints: elsewhere, transport: transport, cache: cache, now: { clock.now })
        let bundle = try await switched.forecasts(for: Base.route)
        #expect(bundle.requestCount == 2 && bundle.cacheAgeSeconds == nil)
    }

    @Test func refreshAsksAgainAndTheAgeIsReported() async throws {
        let transport = ScriptedTransport { Base.api.reply(to: $0) }
        let cache = InMemoryForecastCache()
        let clock = TestClock(Base.start)
        var service = Base.service(transport, cache: cache, clock: clock)
        _ = try await service.forecasts(for: Base.route)
        clock.advance(hours: 0.5)
        let warm = try await service.forecasts(for: Base.route)
        #expect(warm.requestCount == 0 && warm.cacheAgeSeconds == 1800)
        service.refresh = true
        let fresh = try await service.forecasts(for: Base.route)
        #expect(fresh.requestCount == 2 && fresh.cacheAgeSeconds == nil)
    }

    /// The lookup is told before the work (a progress note): a request per API when cold or refreshed, the cache
    /// with its age when warm.
    @Test func lookupsAreToldBeforeTheWork() async throws {
        let clock = TestClock(Base.start)
        let told = Mutex<[ForecastLookup]>([])
        var service = Base.service(
            ScriptedTransport { Base.api.reply(to: $0) }, cache: InMemoryForecastCache(), clock: clock)
        service.onLookup = { lookup in told.withLock { $0.append(lookup) } }
        func taken() -> Set<ForecastLookup> {
            told.withLock { list in
                defer { list = [] }
                return Set(list)
            }
        }
        let asked: Set<ForecastLookup> = [.requesting(api: .forecast), .requesting(api: .marine)]
        _ = try await service.forecasts(for: Base.route)
        expectEqual(taken(), asked)
        clock.advance(hours: 0.5)
        _ = try await service.forecasts(for: Base.route)
        expectEqual(taken(), [.cached(api: .forecast, ageSeconds: 1800), .cached(api: .marine, ageSeconds: 1800)])
        service.refresh = true
        _ = try await service.forecasts(for: Base.route)
        expectEqual(taken(), asked)
    }

    /// An entry dated an hour ahead (a clock set back) is neither fresh nor a stale fallback.
    @Test func futureEntriesAreNotFresh() async throws {
        let transport = ScriptedTransport { Base.api.reply(to: $0) }
        let cache = InMemoryForecastCache()
        let clock = TestClock(Base.start + 3600)
        _ = try await Base.service(transport, cache: cache, clock: clock).forecasts(for: Base.route)
        let past = TestClock(Base.start)
        let again = try await Base.service(transport, cache: cache, clock: past).forecasts(for: Base.route)
        expectEqual(again.requestCount, 2)
        let failing = ScriptedTransport { _ throws(OpenMeteoError) in throw .timedOut(seconds: 3) }
        let cacheAhead = InMemoryForecastCache(
            entries: cache.entries.mapValues { entry in
                var moved = entry
                moved.fetchedAt = Base.start + 7200
                return moved
            })
        await #expect(throws: WeatherServiceError.self) {
            try await Base.service(failing, cache: cacheAhead, clock: past).forecasts(for: Base.route)
        }
    }

    /// A write removes entries older than the 12-hour stale limit.
    @Test func writesPruneOldEntries() async throws {
        let transport = ScriptedTransport { Base.api.reply(to: $0) }
        let old = CachedAnswer(fetchedAt: Base.start, cells: [], body: "{}")
        let cache = InMemoryForecastCache(entries: ["open-meteo/forecast/old": old])
        let clock = TestClock(Base.start + 13 * 3600)
        _ = try await Base.service(transport, cache: cache, clock: clock).forecasts(for: Base.route)
        #expect(cache.entries["open-meteo/forecast/old"] == nil && cache.entries.count == 2)
    }

    /// 1,000,000 hourly entries are not an Open-Meteo answer: refused before anything is cached.
    @Test func tooManyHoursAreMalformed() async throws {
        let hours: [String] = (0..<1_000).map { (hour: Int) -> String in String(1_780_272_000 + 3600 * hour) }
        let times = hours.joined(separator: ",")
        let body = #"{"latitude":1,"longitude":2,"hourly":{"time":[\#(times)]},"hourly_units":{}}"#
        #expect(throws: OpenMeteoError.malformed(detail: "hourly.time has 1000 hours (expected 1–384)")) {
            try OpenMeteoDecoder.locations(from: Data(body.utf8))
        }
        let transport = ScriptedTransport { _ in HTTPReply(status: 200, body: Data(body.utf8)) }
        let cache = InMemoryForecastCache()
        await #expect(throws: WeatherServiceError.self) {
            try await Base.service(transport, cache: cache, clock: TestClock(Base.start))
                .forecasts(for: [GeoCoordinate(latitude: 1, longitude: 2)])
        }
        #expect(cache.entries.isEmpty)
    }
}
