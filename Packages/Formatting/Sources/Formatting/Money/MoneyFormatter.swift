import Foundation

/// Writes amounts of money: rounded half away from zero to the currency's minor unit (kuruş) exactly, always with
/// that many fraction digits, grouped, with the sign placed as the language does.
///
/// | language | `1234567.891` | `-1234.5` |
/// |---|---|---|
/// | tr | `₺1.234.567,89` | `-₺1.234,50` |
/// | en, ja, zh-Hans | `₺1,234,567.89` | `-₺1,234.50` |
/// | de | `1.234.567,89 ₺` | `-1.234,50 ₺` |
/// | es | `1.234.567,89 ₺` | `-1234,50 ₺` (no grouping below 10 000) |
/// | fr | `1 234 567,89 ₺` (U+202F groups) | `-1 234,50 ₺` |
///
/// The space before a trailing sign is U+00A0. In ``Display/code`` style the ISO code replaces the sign and is
/// always separated by U+00A0: `TRY 1,234,567.89`, `1.234.567,89 TRY`.
public struct MoneyFormatter: Sendable, Hashable {
    /// How the currency is shown.
    public enum Display: Sendable, Hashable {
        /// The currency sign (`₺`), placed as the language places it.
        case symbol
        /// The ISO code (`TRY`) with U+00A0, before or after the number as the language places signs.
        case code
        /// No currency: the bare number with two fraction digits (`1.234.567,89`), for table columns.
        case none
    }

    /// The currency written.
    public var currency: Currency
    /// Sign, code or nothing.
    public var display: Display

    /// Creates a formatter; Turkish lira with its sign by default.
    public init(currency: Currency = .turkishLira, display: Display = .symbol) {
        self.currency = currency
        self.display = display
    }

    /// `amount` rounded to the minor unit and written with `conventions`.
    public func format(_ amount: Decimal, conventions: LanguageConventions) -> String {
        let rounded = amount.roundedToMinorUnits(of: currency)
        let number = DecimalFormatter(fractionDigits: currency.minorUnitDigits, scientific: .never)
            .format(rounded.magnitude, conventions: conventions)
        let isNegative = rounded < 0
        return (isNegative ? "-" : "") + decorate(number, placement: conventions.currencyPlacement)
    }

    private func decorate(_ number: String, placement: LanguageConventions.CurrencyPlacement) -> String {
        switch (display, placement) {
        case (.none, _): number
        case (.symbol, .prefix): currency.symbol + number
        case (.symbol, .suffixWithSpace): number + "\u{00A0}" + currency.symbol
        case (.code, .prefix): currency.code + "\u{00A0}" + number
        case (.code, .suffixWithSpace): number + "\u{00A0}" + currency.code
        }
    }
}
