import Foundation

extension Decimal {
    /// This value rounded to `places` fraction digits, half away from zero (2.675 → 2.68, −2.675 → −2.68, 2.5 → 3 at 0
    /// places), computed exactly on the decimal digits with `NSDecimalRound(.plain)` — never through `Double`.
    ///
    /// `places` may be negative (−2 rounds to hundreds); the result keeps at most 38 significant digits, `Decimal`'s
    /// precision. NaN stays NaN. Money is rounded with ``roundedToMinorUnits(of:)``, not with this.
    public func roundedHalfAwayFromZero(places: Int) -> Decimal {
        var input = self
        var output = Decimal()
        NSDecimalRound(&output, &input, places, .plain)
        return output
    }

    /// Money rounded to the currency's minor unit (kuruş for the lira: 0,01 TL), half up — for a negative amount
    /// half away from zero — exactly: 0.005 → 0.01, 2.675 → 2.68, 2.665 → 2.67, −2.665 → −2.67, 0.0049 → 0.
    ///
    /// The workspace's one money rounding (Docs/CONVENTIONS.md "Numbers, money, units": money is `Decimal`, rounded
    /// once at the end). TariffKit's fees, shares and receipt lines, MarineKit's fuel costs and ``MoneyFormatter``
    /// all round through it. The tariff itself states no rounding rule (tariff.md §5.9 and §11.18); half up to the
    /// kuruş is the practice of Turkish invoices and receipts.
    ///
    /// - Parameter currency: whose minor unit (``Currency/minorUnitDigits``); the Turkish lira unless given.
    /// - Returns: the amount with at most `currency.minorUnitDigits` fraction digits.
    public func roundedToMinorUnits(of currency: Currency = .turkishLira) -> Decimal {
        roundedHalfAwayFromZero(places: currency.minorUnitDigits)
    }
}
