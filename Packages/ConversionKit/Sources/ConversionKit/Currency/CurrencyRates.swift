/// Where a currency conversion gets its rates: ``LiveCurrencyRates`` (fetched, cached for the day) in the tool,
/// ConversionKitTestSupport's `InMemoryCurrencyRates` in tests.
public protocol CurrencyRates: Sendable {
    /// Today's rates of `source`, or the last ones cached when they cannot be fetched.
    ///
    /// - Throws: ``CurrencyError/unavailable(source:detail:)`` when there are none;
    ///   ``CurrencyError/malformedRates(source:detail:)`` when the file fetched is not a rate file and none is
    ///   cached.
    func rates(from source: RateSource) async throws(CurrencyError) -> RatesLookup
}

/// The rates a conversion uses and where they came from.
public struct RatesLookup: Sendable, Equatable {
    /// The rates.
    public let rates: ExchangeRates
    /// Why the rates are a cached copy from an earlier day (the fetch's failure, in English), nil when they are
    /// today's (fetched now or earlier today).
    public let staleBecause: String?

    /// Creates a lookup.
    public init(rates: ExchangeRates, staleBecause: String? = nil) {
        self.rates = rates
        self.staleBecause = staleBecause
    }
}

/// A rate file as cached: the source, the day it was fetched (the caller's local day, `YYYY-MM-DD`) and its bytes.
public struct CachedRatesFile: Sendable, Equatable {
    /// Whose file it is.
    public let source: RateSource
    /// The local day it was fetched, ISO 8601.
    public let fetchedOn: String
    /// The file as published.
    public let bytes: [UInt8]

    /// Creates a cached file.
    public init(source: RateSource, fetchedOn: String, bytes: [UInt8]) {
        self.source = source
        self.fetchedOn = fetchedOn
        self.bytes = bytes
    }
}

/// Where ``LiveCurrencyRates`` keeps the last file of each source (the tool: files in its cache folder).
public protocol RatesCache: Sendable {
    /// The last file of `source`, nil when none was kept.
    func load(_ source: RateSource) -> CachedRatesFile?
    /// Keeps `file` in place of the last one of its source; a failure is ignored (the next run fetches again).
    func store(_ file: CachedRatesFile)
}
