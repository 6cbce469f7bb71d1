import Foundation

extension Decimal {
    /// The decimal number that `value`'s shortest round-trip text spells (`36.8539` → 36.8539, not the binary neighbour
    /// 36.853899999999996…).
    ///
    /// The exact decimal a person typed before it became a `Double`. `nil` for NaN and infinities.
    init?(shortestRepresentationOf value: Double) {
        guard value.isFinite else { return nil }
        self.init(string: String(value))
    }

    /// The largest integer ≤ this value (exact).
    var floored: Decimal {
        var input = self
        var output = Decimal()
        NSDecimalRound(&output, &input, 0, .down)
        return output
    }

    /// The nearest `Double` (for results handed back to geodesy code), correctly rounded from the decimal text:
    /// `NSDecimalNumber.doubleValue` is off by an ulp for long mantissas on Linux.
    var doubleValue: Double {
        Double(description) ?? .nan
    }
}
