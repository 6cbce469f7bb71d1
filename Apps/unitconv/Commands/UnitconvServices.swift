import ConversionKit
import ConversionStorage
import Storage

/// `unitconv`'s composition root: the services its commands use besides their arguments and the environment.
///
/// Built once per run, by the executable with ``live(_:)`` (`UnitconvServices+Live.swift`, the only file that
/// opens the SQLite database) or by a test from ConversionKitTestSupport's in-memory store; commands read it as
/// `context.services`.
public struct UnitconvServices: Sendable {
    /// Opens the history and favorites stores of the database at a path; `readOnly` for commands that only read
    /// (`history`, `favorites`), so a read-only file still lists.
    public var openStores: @Sendable (_ path: String, _ readOnly: Bool) throws(StorageError) -> ConversionStores
    /// The exchange rates of `unitconv 100 USD EUR`; nil for the live ones (curl and the cache folder), a
    /// ConversionKitTestSupport `InMemoryCurrencyRates` in tests.
    public var currencyRates: (any CurrencyRates)?

    /// Creates the services.
    ///
    /// - Parameters:
    ///   - openStores: the store opener (SQLite in the tool, in memory in tests).
    ///   - currencyRates: the exchange rates; nil for the live ones.
    public init(
        openStores: @escaping @Sendable (_ path: String, _ readOnly: Bool) throws(StorageError) -> ConversionStores,
        currencyRates: (any CurrencyRates)? = nil
    ) {
        self.openStores = openStores
        self.currencyRates = currencyRates
    }
}
