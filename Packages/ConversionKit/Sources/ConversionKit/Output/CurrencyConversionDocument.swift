import Foundation

/// A currency conversion as `unitconv 100 USD EUR --json` writes it (Docs/schemas/unitconv-currency.schema.json):
/// the amount and the result as plain decimals, the rate with its day and source, and `exact` always false (a
/// reference rate is a rounded figure of one day's market).
///
/// ```swift
/// let rates = lookup.rates   // ECB's rates of 2026-11-27
/// let value = try rates.convert(100, from: "USD", to: "EUR")
/// let document = try CurrencyConversionDocument(
///     input: "100 USD EUR", from: "USD", to: "EUR", amount: 100, value: value, lookup: lookup,
///     formatter: ResultFormatter(precision: 2, significantDigits: nil))
/// // {"amount":"100","exact":false,"from":"USD",…,"rate":"0.8658…","rateDate":"2026-11-27","rateSource":"ecb",…}
/// ```
public struct CurrencyConversionDocument: Sendable, Hashable, Codable {
    /// The request, whitespace normalized (`100 USD EUR`).
    public let input: String
    /// The source currency (ISO 4217).
    public let from: String
    /// The target currency (ISO 4217).
    public let to: String
    /// The amount as read, a plain decimal.
    public let amount: String
    /// The result rounded half away from zero to ``precision`` places, a plain decimal with `.`.
    public let value: String
    /// Fraction digits of ``value``.
    public let precision: Int
    /// Target units per source unit through the source's base currency (Decimal division, 38 digits).
    public let rate: String
    /// The day the rates are of (ISO 8601), as the source states it.
    public let rateDate: String
    /// Whose rates: `ecb` or `tcmb`.
    public let rateSource: RateSource
    /// Whether the rates are a cached copy because today's could not be fetched.
    public let stale: Bool
    /// Always false.
    public let exact: Bool

    /// The document of `amount` `from` converted to `value` `to` with the rates of `lookup`, rounded by `formatter`.
    ///
    /// - Throws: ``CurrencyError`` when `lookup` has no rate for either currency.
    public init(
        input: String, from: String, to: String, amount: Decimal, value: Decimal, lookup: RatesLookup,
        formatter: ResultFormatter
    ) throws(CurrencyError) {
        let rounded = formatter.rounded(Rational(exactly: value) ?? .zero)
        (self.input, self.from, self.to, self.amount) = (input, from, to, "\(amount)")
        (self.value, precision) = (rounded.fixedString, rounded.places)
        rate = "\(try lookup.rates.rate(from: from, to: to))"
        (rateDate, rateSource) = (lookup.rates.date, lookup.rates.source)
        stale = lookup.staleBecause != nil
        exact = false
    }
}
