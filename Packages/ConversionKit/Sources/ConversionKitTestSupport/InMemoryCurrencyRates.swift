import ConversionKit
import Synchronization

/// The in-memory `CurrencyRates` double: fixed tables per source, or a fixed failure; it counts the lookups.
public final class InMemoryCurrencyRates: CurrencyRates {
    private let state: Mutex<(lookups: Int, tables: [RateSource: RatesLookup])>
    private let failure: CurrencyError?

    /// A double answering `tables` (a source missing from it is `CurrencyError.unavailable(source:detail:)`),
    /// or always throwing `failure` when one is given.
    public init(_ tables: [RateSource: RatesLookup] = [:], failure: CurrencyError? = nil) {
        state = Mutex((0, tables))
        self.failure = failure
    }

    /// How many times ``rates(from:)`` was called.
    public var lookups: Int { state.withLock { $0.lookups } }

    /// The table of `source`.
    public func rates(from source: RateSource) async throws(CurrencyError) -> RatesLookup {
        let table = state.withLock { state -> RatesLookup? in
            state.lookups += 1
            return state.tables[source]
        }
        if let failure { throw failure }
        guard let table else { throw .unavailable(source: source, detail: "no rates in the test double") }
        return table
    }
}

/// An in-memory `RatesCache` (a dictionary per source).
public final class InMemoryRatesCache: RatesCache {
    private let files: Mutex<[RateSource: CachedRatesFile]>

    /// A cache holding `files`.
    public init(_ files: [CachedRatesFile] = []) {
        self.files = Mutex(Dictionary(files.map { ($0.source, $0) }, uniquingKeysWith: { $1 }))
    }

    /// The file kept for `source`.
    public func load(_ source: RateSource) -> CachedRatesFile? { files.withLock { $0[source] } }

    /// Keeps `file`.
    public func store(_ file: CachedRatesFile) { files.withLock { $0[file.source] = file } }
}
