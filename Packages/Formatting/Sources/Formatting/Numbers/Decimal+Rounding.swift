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
    /// precision. NaN stays NaN.
    public static func halfAwayFromZero(_ value: Decimal, places: Int) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, places, .plain)
        return output
    }

    /// Money rounded to kuruş (or cents): two fraction digits, half away from zero, exactly (see
    /// ``halfAwayFromZero(_:places:)``).
    public static func minorUnits(_ amount: Decimal) -> Decimal {
        halfAwayFromZero(amount, places: 2)
    }
}

extension Decimal {
    /// ``DecimalRounding/halfAwayFromZero(_:places:)`` of this value (internal shorthand).
    func roundedHalfAwayFromZero(places: Int) -> Decimal {
        DecimalRounding.halfAwayFromZero(self, places: places)
    }

    /// ``DecimalRounding/minorUnits(_:)`` of this value (internal shorthand).
    var roundedToMinorUnits: Decimal {
        DecimalRounding.minorUnits(self)
    }
}
