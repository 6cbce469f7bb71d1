import Foundation

extension Decimal {
    /// This value rounded to `places` fraction digits, half away from zero (2.675 → 2.68, −2.675 → −2.68, 2.5 → 3 at 0
    /// places), computed exactly on the decimal digits with `NSDecimalRound(.plain)` — never through `Double`.
    ///
    /// `places` may be negative (−2 rounds to hundreds); the result keeps at most 38 significant digits, `Decimal`'s
    /// precision. NaN stays NaN.
    public func roundedHalfAwayFromZero(places: Int) -> Decimal {
        var input = self
        var output = Decimal()
        NSDecimalRound(&output, &input, places, .plain)
        return output
    }

    /// Money rounded to kuruş (or cents): two fraction digits, half away from zero, exactly (see
    /// ``roundedHalfAwayFromZero(places:)``).
    public var roundedToMinorUnits: Decimal {
        roundedHalfAwayFromZero(places: 2)
    }
}
