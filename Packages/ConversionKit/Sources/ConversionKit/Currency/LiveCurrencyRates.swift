/// The rates of the day: the cached file when it was fetched today, else fetched (and cached), else the cached
/// file of an earlier day marked stale.
///
/// It reads no clock, files or network of its own: the caller passes today's date, the cache and the fetch (the
/// tool: PosixKit's bounded `CurlGet` and files in its cache folder).
public struct LiveCurrencyRates: CurrencyRates {
    /// GETs a URL; the body when the status is 200, else ``CurrencyError/unavailable(source:detail:)``.
    public typealias Fetch = @Sendable (_ url: String, _ source: RateSource) async throws(CurrencyError) -> [UInt8]

    /// The transport.
    public let fetch: Fetch
    /// The cache of the last file per source.
    public let cache: any RatesCache
    /// The caller's local day, ISO 8601 (`2026-11-28`): a file fetched on another day is fetched again.
    public let today: String
    /// The URL per source (the published one unless a mirror or a test server is named).
    public let urls: [RateSource: String]

    /// Creates the live rates.
    public init(fetch: @escaping Fetch, cache: any RatesCache, today: String, urls: [RateSource: String] = [:]) {
        self.fetch = fetch
        self.cache = cache
        self.today = today
        self.urls = urls
    }

    /// Today's rates of `source` (see the type's description).
    public func rates(from source: RateSource) async throws(CurrencyError) -> RatesLookup {
        let cached = cache.load(source)
        let cachedRates = cached.flatMap { try? RatesFileParser.parse($0.bytes, source: source) }
        if let cached, let cachedRates, cached.fetchedOn == today { return RatesLookup(rates: cachedRates) }
        do {
            let bytes = try await fetch(urls[source] ?? source.defaultURL, source)
            let rates = try RatesFileParser.parse(bytes, source: source)
            cache.store(CachedRatesFile(source: source, fetchedOn: today, bytes: bytes))
            return RatesLookup(rates: rates)
        } catch {
            guard let cachedRates else { throw error }
            return RatesLookup(rates: cachedRates, staleBecause: error.messageArguments.last ?? "")
        }
    }
}
