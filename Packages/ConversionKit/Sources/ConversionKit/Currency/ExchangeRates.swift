import Foundation

/// One day's reference rates of one source.
public struct ExchangeRates: Sendable, Equatable {
    /// Who published them.
    public let source: RateSource
    /// The day the rates are of, ISO 8601 (`2026-11-27`), as the file states it.
    public let date: String
    /// Rate per ISO 4217 code; the base currency is not listed (its rate is 1).
    public let rates: [String: ExchangeRate]

    /// Creates a table (the parser's result; tests build them by hand).
    public init(source: RateSource, date: String, rates: [String: ExchangeRate]) {
        self.source = source
        self.date = date
        self.rates = rates
    }

    /// Every code convertible with these rates, the base currency included, sorted.
    public var currencies: [String] { (Array(rates.keys) + [source.baseCurrency]).sorted() }

    /// How much of `target` one unit of `currency` is worth through the base currency (Foundation `Decimal`
    /// arithmetic, 38 significant digits): an estimate, as the published rates are.
    ///
    /// - Throws: ``CurrencyError/unknownCurrency(code:source:known:)`` for a code the source does not publish.
    public func rate(from currency: String, to target: String) throws(CurrencyError) -> Decimal {
        let from = try rate(of: currency)
        let to = try rate(of: target)
        return from.baseAmount * to.units / (from.units * to.baseAmount)
    }

    /// `amount` of `currency` in `target` (``rate(from:to:)`` × `amount`).
    public func convert(_ amount: Decimal, from currency: String, to target: String) throws(CurrencyError) -> Decimal {
        let from = try rate(of: currency)
        let to = try rate(of: target)
        return amount * from.baseAmount * to.units / (from.units * to.baseAmount)
    }

    /// The rate of `code`; the base currency's is 1 = 1.
    private func rate(of code: String) throws(CurrencyError) -> ExchangeRate {
        if code == source.baseCurrency { return ExchangeRate(units: 1, baseAmount: 1) }
        guard let rate = rates[code] else {
            throw .unknownCurrency(code: code, source: source, known: currencies)
        }
        return rate
    }
}
