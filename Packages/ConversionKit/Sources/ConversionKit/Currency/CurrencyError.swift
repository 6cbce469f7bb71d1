import Localization

/// Why a currency conversion has no result.
public enum CurrencyError: Error, Sendable, Equatable {
    /// The source publishes no rate for the code; `known` lists those it does.
    case unknownCurrency(code: String, source: RateSource, known: [String])
    /// No rates could be fetched and none is cached: the transport's reason (offline, timed out, HTTP 503, …).
    case unavailable(source: RateSource, detail: String)
    /// The file fetched is not the source's rate file (or names no date or no rate).
    case malformedRates(source: RateSource, detail: String)
}

extension CurrencyError: LocalizableError {
    /// The catalog key: `error.currency.<caseName>`.
    public var messageKey: String {
        switch self {
        case .unknownCurrency: "error.currency.unknownCurrency"
        case .unavailable: "error.currency.unavailable"
        case .malformedRates: "error.currency.malformedRates"
        }
    }

    /// The placeholder values: codes, the source's name, the transport's English detail.
    public var messageArguments: [String] {
        switch self {
        case .unknownCurrency(let code, let source, let known):
            [code, source.displayName, known.joined(separator: ", ")]
        case .unavailable(let source, let detail), .malformedRates(let source, let detail):
            [source.displayName, detail]
        }
    }
}

extension CurrencyError: CatalogLocalizedError {
    /// ConversionKit's catalogs; `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [ConversionStrings.catalogs] }
}
