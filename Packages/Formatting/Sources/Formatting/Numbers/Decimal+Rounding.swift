import Foundation

/// Exact rounding of `Decimal` values (`NSDecimalRound(.plain)` on the decimal digits, never through `Double`).
///
/// A namespace rather than an extension on Foundation's `Decimal`, so a program importing Formatting sees no new
/// members on a Foundation type (issue 20, "Names that do not collide").
public enum DecimalRounding {
    /// `value` rounded to `places` fraction digits, half away from zero (2.675 → 2.68, −2.675 → −2.68, 2.5 → 3 at 0
    /// places).
    ///
    /// `places` may be negative (−2 rounds to hundreds); the result keeps at most 38 significant digits, `Decimal`'s
    /// precision. NaN stays NaN. Money is rounded with ``minorUnits(_:of:)``, not with this.
    public static func halfAwayFromZero(_ value: Decimal, places: Int) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, places, .plain)
        return output
    }

    /// Money rounded to the currency's minor unit (kuruş for the lira: 0,01 TL), half up — for a negative amount
    /// half away from zero — exactly: 0.005 → 0.01, 2.675 → 2.68, 2.665 → 2.67, −2.665 → −2.67, 0.0049 → 0.
    ///
    /// The workspace's one money rounding (Docs/CONVENTIONS.md "Numbers, money, units": money is `Decimal`, rounded
    /// once at the end). TariffKit's fees, shares and receipt lines, MarineKit's fuel costs and ``MoneyFormatter``
    /// all round through it. The tariff itself states no rounding rule (the Arabuluculuk Asgari Ücret Tarifesi is
    /// silent; TariffKit's "Readings" article); half up to the kuruş is the practice of Turkish invoices and receipts.
    ///
    /// - Parameters:
    ///   - amount: the exact amount.
    ///   - currency: whose minor unit (``Currency/minorUnitDigits``); the Turkish lira unless given.
    /// - Returns: the amount with at most `currency.minorUnitDigits` fraction digits.
    public static func minorUnits(_ amount: Decimal, of currency: Currency = .turkishLira) -> Decimal {
        halfAwayFromZero(amount, places: currency.minorUnitDigits)
    }
}

extension Decimal {
    /// ``DecimalRounding/halfAwayFromZero(_:places:)`` of this value (Formatting's internal shorthand).
    func roundedHalfAwayFromZero(places: Int) -> Decimal {
        DecimalRounding.halfAwayFromZero(self, places: places)
    }

    /// ``DecimalRounding/minorUnits(_:of:)`` of this value (Formatting's internal shorthand).
    func roundedToMinorUnits(of currency: Currency = .turkishLira) -> Decimal {
        DecimalRounding.minorUnits(self, of: currency)
    }
}
