import Foundation

/// The Open-Meteo weather client: one request per API for all locations, with a forecast cache.
///
/// - Locations are rounded to 0.01° (``GeoCoordinate/rounded(toDegrees:)``); equal cells are requested once.
/// - Cache keys are `open-meteo/<api>/<lat>/<lon>` of the rounded position; each entry records the instant it
///   was fetched. An entry younger than 1 hour is **fresh** and used without a request; when every location
///   of an API is fresh, that API is not asked at all.
/// - Otherwise the API is asked for the locations without a fresh entry, in one request. When that fails
///   (error body, HTTP 429/5xx, timeout, malformed JSON) and each of them has an entry at most 12 hours old,
///   those entries are used and the bundle carries a ``ForecastStaleness`` the caller must show; otherwise
///   the call throws ``WeatherServiceError/unavailable(api:cause:)``.
/// - Both APIs are asked concurrently.
public struct OpenMeteoWeatherService: WeatherProviding {
    /// Age below which a cached answer is used without asking the API, seconds (1 hour).
    public static let freshSeconds: TimeInterval = 3600
    /// Oldest cached answer used when the API fails, seconds (12 hours).
    public static let staleLimitSeconds: TimeInterval = 12 * 3600
    /// Rounding of positions for requests and cache keys, degrees.
    public static let cellDegrees = 0.01

    private let endpoints: OpenMeteoEndpoints
    private let transport: any OpenMeteoTransport
    private let cache: (any ForecastCache)?
    private let now: @Sendable () -> Date

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

    /// The cache key of an API answer at a rounded position.
    public static func cacheKey(api: OpenMeteoRequest.API, cell: GeoCoordinate) -> String {
        "open-meteo/\(api.rawValue)/\(OpenMeteoRequest.degrees(cell.latitude))/\(OpenMeteoRequest.degrees(cell.longitude))"
    }

    /// Forecasts for `locations`, in order (see the type's documentation for cache and failure rules).
    public func forecasts(for locations: [GeoCoordinate]) async throws(WeatherServiceError) -> ForecastBundle {
        let cells = locations.map { $0.rounded(toDegrees: Self.cellDegrees) }
        var unique: [GeoCoordinate] = []
        for cell in cells where !unique.contains(cell) { unique.append(cell) }
        async let weatherResult = answers(.forecast, cells: unique)
        async let marineResult = answers(.marine, cells: unique)
        // Await both before throwing: leaving an `async let` early cancels it, and cancelling a running
        // URLSession task deadlocks swift-corelibs-foundation (seen with 6.3.1).
        let (weatherAnswers, marineAnswers) = await (weatherResult, marineResult)
        let weather = try weatherAnswers.get()
        let marine = try marineAnswers.get()
        let forecasts = zip(locations, cells).map { location, cell in
            LocationForecast(location: location, weather: weather.byCell[cell], marine: marine.byCell[cell])
        }
        return ForecastBundle(
            forecasts: forecasts, staleness: [weather.staleness, marine.staleness].compactMap { $0 },
            requestCount: weather.requests + marine.requests,
            cacheWriteFailed: weather.writeFailed || marine.writeFailed)
    }

    private func answers(_ api: OpenMeteoRequest.API, cells: [GeoCoordinate]) async -> Result<
        APIAnswers, WeatherServiceError
    > {
        let time = now()
        var cached: [GeoCoordinate: CachedAnswer] = [:]
        for cell in cells { cached[cell] = try? cache?.answer(forKey: Self.cacheKey(api: api, cell: cell)) }
        let missing = cells.filter { cell in !(cached[cell].map { isFresh($0, at: time) } ?? false) }
        var result = APIAnswers(byCell: cached.mapValues(\.location))
        guard !missing.isEmpty else { return .success(result) }
        result.requests = 1
        do {
            let fetched = try await fetch(api, cells: missing)
            result.byCell.merge(fetched) { _, new in new }
            let entries = fetched.map {
                (Self.cacheKey(api: api, cell: $0.key), CachedAnswer(fetchedAt: time, location: $0.value))
            }
            result.writeFailed = (try? cache?.store(Dictionary(entries) { _, last in last })) == nil && cache != nil
            return .success(result)
        } catch {
            let ages = missing.compactMap { cached[$0].map { time.timeIntervalSince($0.fetchedAt) } }
            guard ages.count == missing.count, let oldest = ages.max(), oldest <= Self.staleLimitSeconds else {
                return .failure(.unavailable(api: api, cause: error))
            }
            result.staleness = ForecastStaleness(api: api, ageSeconds: oldest, cause: error)
            return .success(result)
        }
    }

    private func isFresh(_ entry: CachedAnswer, at time: Date) -> Bool {
        let age = time.timeIntervalSince(entry.fetchedAt)
        return age >= 0 && age < Self.freshSeconds
    }

    private func fetch(
        _ api: OpenMeteoRequest.API, cells: [GeoCoordinate]
    ) async throws(OpenMeteoError) -> [GeoCoordinate: OpenMeteoLocation] {
        guard let request = OpenMeteoRequest(api: api, baseURL: endpoints.url(for: api), locations: cells) else {
            throw .transport(detail: "invalid URL \(endpoints.url(for: api).absoluteString)")
        }
        let reply = try await transport.get(request.url)
        let locations = try OpenMeteoDecoder.locations(from: reply.body, status: reply.status)
        guard locations.count == cells.count else {
            throw .locationCountMismatch(expected: cells.count, received: locations.count)
        }
        return Dictionary(zip(cells, locations)) { _, last in last }
    }
}

/// One API's answers for a request, and what happened getting them.
private struct APIAnswers: Sendable {
    var byCell: [GeoCoordinate: OpenMeteoLocation]
    var staleness: ForecastStaleness?
    var requests = 0
    var writeFailed = false
}
