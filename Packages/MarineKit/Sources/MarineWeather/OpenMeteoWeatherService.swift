import Foundation

/// The Open-Meteo weather client: one request per API for all locations, with a forecast cache.
///
/// - Locations are rounded to 0.01° (``GeoCoordinate/rounded(toDegrees:)``); equal cells are requested once.
/// - The cache keeps each API's **raw answer per request** (one entry per API, endpoint and set of rounded
///   positions, key ``cacheKey(api:cells:endpoint:)``) with the instant it was fetched, so a warm plan reads two
///   entries and decodes them exactly as it would decode the network answer. An entry younger than 1 hour is
///   **fresh** and used without a request (unless ``refresh`` is set); an entry dated in the future (a clock set
///   back) is neither fresh nor usable as a stale fallback. An answer is cached only after it decoded with the
///   requested number of locations and at most ``OpenMeteoDecoder/maximumHours`` hours; every write also removes
///   entries older than the 12-hour stale limit (or dated in the future), which can never be used again.
/// - Otherwise the API is asked, in one request. When that fails (error body, HTTP 429/5xx, timeout, malformed
///   JSON, wrong location count) and the entry for the same positions is at most 12 hours old, it is used and the
///   bundle carries a ``ForecastStaleness`` the caller must show; otherwise the call throws
///   ``WeatherServiceError/unavailable(api:cause:)``.
/// - Both APIs are asked concurrently.
public struct OpenMeteoWeatherService: WeatherProviding {
    /// Age below which a cached answer is used without asking the API, seconds (1 hour).
    public static let freshSeconds: TimeInterval = 3600
    /// Oldest cached answer used when the API fails, seconds (12 hours).
    public static let staleLimitSeconds: TimeInterval = 12 * 3600
    /// Rounding of positions for requests and cache keys, degrees.
    public static let cellDegrees = 0.01
    /// Up to this many positions the cache key lists them; longer lists are named by count and digest.
    static let listedKeyCells = 4

    private let endpoints: OpenMeteoEndpoints
    private let transport: any OpenMeteoTransport
    private let cache: (any ForecastCache)?
    private let now: @Sendable () -> Date
    /// Ask the APIs even when a fresh cached answer exists (`--refresh`); a failure still falls back on a cached
    /// answer up to 12 hours old, with the stale warning.
    public var refresh = false
    /// Told, for each API, whether a fresh cached answer is read or the API is asked, before it is done (both APIs
    /// run concurrently, so the two calls may come from different tasks in either order); nil: not told.
    public var onLookup: (@Sendable (ForecastLookup) -> Void)?

    /// Creates the client.
    ///
    /// - Parameters:
    ///   - endpoints: the API base URLs.
    ///   - transport: the HTTP client.
    ///   - cache: the forecast cache, or nil for none.
    ///   - now: the clock (injected).
    public init(
        endpoints: OpenMeteoEndpoints, transport: any OpenMeteoTransport, cache: (any ForecastCache)?,
        now: @escaping @Sendable () -> Date
    ) {
        self.endpoints = endpoints
        self.transport = transport
        self.cache = cache
        self.now = now
    }

    /// The cache key of an API answer for a list of rounded positions, in request order, from `endpoint`.
    ///
    /// `open-meteo/<api>/<lat>,<lon>;<lat>,<lon>…` for up to four positions, else
    /// `open-meteo/<api>/<count>/<FNV-1a 64-bit digest of that list, hex>` (the entry repeats the positions, so a
    /// digest collision reads as a miss). For an endpoint other than Open-Meteo's public one, `<api>` is followed
    /// by `@<digest of the endpoint URL>`, so switching servers never serves one server's answer for another.
    public static func cacheKey(
        api: OpenMeteoRequest.API, cells: [GeoCoordinate], endpoint: URL? = nil
    ) -> String {
        let list = cells.map { "\(OpenMeteoRequest.degrees($0.latitude)),\(OpenMeteoRequest.degrees($0.longitude))" }
            .joined(separator: ";")
        var prefix = "open-meteo/\(api.rawValue)"
        if let endpoint, endpoint != OpenMeteoEndpoints.publicAPI.url(for: api) {
            prefix += "@" + String(digest(endpoint.absoluteString), radix: 16)
        }
        guard cells.count > listedKeyCells else { return "\(prefix)/\(list)" }
        return "\(prefix)/\(cells.count)/\(String(digest(list), radix: 16))"
    }

    /// FNV-1a, 64 bit: offset basis 14695981039346656037, prime 1099511628211 (Fowler, Noll, Vo; IETF draft
    /// draft-eastlake-fnv).
    static func digest(_ text: String) -> UInt64 {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return hash
    }

    /// Forecasts for `locations`, in order (see the type's documentation for cache and failure rules).
    public func forecasts(for locations: [GeoCoordinate]) async throws(WeatherServiceError) -> ForecastBundle {
        let cells = locations.map { $0.rounded(toDegrees: Self.cellDegrees) }
        var unique: [GeoCoordinate] = []
        var seen: Set<GeoCoordinate> = []
        for cell in cells where seen.insert(cell).inserted { unique.append(cell) }
        async let weatherResult = answers(.forecast, cells: unique)
        async let marineResult = answers(.marine, cells: unique)
        // Await both before throwing: leaving an `async let` early cancels it, and cancelling a running
        // URLSession task deadlocks swift-corelibs-foundation (seen with 6.3.1).
        let (weatherAnswers, marineAnswers) = await (weatherResult, marineResult)
        let weather = try weatherAnswers.get()
        let marine = try marineAnswers.get()
        // One merged forecast per cell, shared by every location in it (the hours array is copied on write only):
        // merging per location held 200,000 copies of 168 hours for a 200,000-point route (7.3 GB; issue 30).
        var byCell: [GeoCoordinate: LocationForecast] = [:]
        for cell in unique {
            byCell[cell] = LocationForecast(location: cell, weather: weather.byCell[cell], marine: marine.byCell[cell])
        }
        let forecasts = zip(locations, cells).map { location, cell in
            var forecast = byCell[cell] ?? LocationForecast(location: location, hours: [])
            forecast.location = location
            return forecast
        }
        var bundle = ForecastBundle(
            forecasts: forecasts, staleness: [weather.staleness, marine.staleness].compactMap { $0 },
            requestCount: weather.requests + marine.requests,
            cacheWriteFailed: weather.writeFailed || marine.writeFailed)
        bundle.cacheAgeSeconds = [weather.cacheAge, marine.cacheAge].compactMap { $0 }.max()
        return bundle
    }

    private func answers(_ api: OpenMeteoRequest.API, cells: [GeoCoordinate]) async -> Result<
        APIAnswers, WeatherServiceError
    > {
        let time = now()
        let key = Self.cacheKey(api: api, cells: cells, endpoint: endpoints.url(for: api))
        let cached = (try? cache?.answer(forKey: key)).flatMap { $0.cells == cells ? $0 : nil }
        if !refresh, let cached, isFresh(cached, at: time) {
            onLookup?(.cached(api: api, ageSeconds: time.timeIntervalSince(cached.fetchedAt)))
            if let byCell = try? Self.decode(cached.body, cells: cells) {
                var answers = APIAnswers(byCell: byCell)
                answers.cacheAge = time.timeIntervalSince(cached.fetchedAt)
                return .success(answers)
            }
        }
        onLookup?(.requesting(api: api))
        do {
            let body = try await fetch(api, cells: cells)
            var result = APIAnswers(byCell: try Self.decode(body, cells: cells), requests: 1)
            if let cache {
                let entry = CachedAnswer(fetchedAt: time, cells: cells, body: String(decoding: body, as: UTF8.self))
                result.writeFailed = (try? cache.store([key: entry])) == nil
                // "Future" allows the other API's concurrent write (its clock read a moment later).
                try? cache.removeAnswers(fetchedBefore: time - Self.staleLimitSeconds, orAfter: time + 300)
            }
            return .success(result)
        } catch {
            return stale(cached, cells: cells, api: api, cause: error, at: time)
        }
    }

    /// The cached entry after a failure, when it is at most 12 hours old and readable; else the failure.
    private func stale(
        _ cached: CachedAnswer?, cells: [GeoCoordinate], api: OpenMeteoRequest.API, cause: OpenMeteoError,
        at time: Date
    ) -> Result<APIAnswers, WeatherServiceError> {
        let age = cached.map { time.timeIntervalSince($0.fetchedAt) } ?? .infinity
        guard let cached, age >= 0, age <= Self.staleLimitSeconds,
            let byCell = try? Self.decode(cached.body, cells: cells)
        else { return .failure(.unavailable(api: api, cause: cause)) }
        let staleness = ForecastStaleness(api: api, ageSeconds: age, cause: cause)
        return .success(APIAnswers(byCell: byCell, staleness: staleness, requests: 1))
    }

    private func isFresh(_ entry: CachedAnswer, at time: Date) -> Bool {
        let age = time.timeIntervalSince(entry.fetchedAt)
        return age >= 0 && age < Self.freshSeconds
    }

    /// The answer body of one request for `cells`.
    private func fetch(_ api: OpenMeteoRequest.API, cells: [GeoCoordinate]) async throws(OpenMeteoError) -> Data {
        guard let request = OpenMeteoRequest(api: api, baseURL: endpoints.url(for: api), locations: cells) else {
            throw .transport(detail: "invalid URL \(endpoints.url(for: api).absoluteString)")
        }
        let reply = try await transport.get(request.url)
        guard reply.status == 200 else {
            _ = try OpenMeteoDecoder.locations(from: reply.body, status: reply.status)
            throw .httpStatus(reply.status)
        }
        return reply.body
    }

    /// Decodes an answer body and pairs its locations with the requested cells.
    static func decode(_ body: Data, cells: [GeoCoordinate]) throws(OpenMeteoError) -> [GeoCoordinate:
        OpenMeteoLocation]
    {
        let locations = try OpenMeteoDecoder.locations(from: body, status: 200)
        guard locations.count == cells.count else {
            throw .locationCountMismatch(expected: cells.count, received: locations.count)
        }
        return Dictionary(zip(cells, locations)) { _, last in last }
    }

    /// ``decode(_:cells:)`` for a cached body.
    static func decode(_ body: String, cells: [GeoCoordinate]) throws(OpenMeteoError) -> [GeoCoordinate:
        OpenMeteoLocation]
    {
        try decode(Data(body.utf8), cells: cells)
    }
}

/// One API's answers for a request, and what happened getting them.
private struct APIAnswers: Sendable {
    var byCell: [GeoCoordinate: OpenMeteoLocation]
    var staleness: ForecastStaleness?
    var requests = 0
    var writeFailed = false
    /// Age of the fresh cached answer used instead of a request, seconds.
    var cacheAge: TimeInterval?
}
