import ConversionKit
import Storage

extension UnitconvServices {
    /// The services of a test that supplied none: each reports its name through `report` when a command uses it and
    /// then fails (the database cannot be opened, the rates are unavailable), so the test fails loudly instead of
    /// opening SQLite files or running curl.
    ///
    /// - Parameter report: `ToolEnvironment.reportUnsuppliedService`.
    /// - Returns: the failing services.
    static func failing(_ report: @escaping @Sendable (String) -> Void) -> UnitconvServices {
        UnitconvServices { _, _ throws(StorageError) in
            report("UnitconvServices.openStores")
            throw StorageError(kind: .cannotOpen, message: "the test did not supply UnitconvServices.openStores")
        }
    }

    /// Exchange rates a test did not supply: the lookup reports `UnitconvServices.currencyRates` and is unavailable.
    struct FailingRates: CurrencyRates {
        let report: @Sendable (String) -> Void

        func rates(from source: RateSource) async throws(CurrencyError) -> RatesLookup {
            report("UnitconvServices.currencyRates")
            throw .unavailable(source: source, detail: "the test did not supply UnitconvServices.currencyRates")
        }
    }
}
