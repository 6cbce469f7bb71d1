import Foundation

/// One published rate: ``units`` of a currency are worth ``baseAmount`` of the source's base currency.
///
/// The ECB quotes 1 EUR = 1.0556 USD (`units` 1.0556, `baseAmount` 1); TCMB quotes 100 JPY = 22.4567 TRY (`units`
/// 100, `baseAmount` 22.4567). Both are the decimals of the file, kept as published.
public struct ExchangeRate: Sendable, Equatable, Codable {
    /// Amount of the currency, as published (positive).
    public let units: Decimal
    /// What ``units`` are worth in the base currency, as published (positive).
    public let baseAmount: Decimal

    /// Creates a rate; both amounts must be positive (the parser refuses others).
    public init(units: Decimal, baseAmount: Decimal) {
        self.units = units
        self.baseAmount = baseAmount
    }
}
