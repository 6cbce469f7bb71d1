import Foundation

extension ValidationRule where Value == Decimal {
    /// The value is a whole number.
    public static var integer: ValidationRule<Decimal> {
        ValidationRule(.integer) { $0.fractionDigitCount == 0 }
    }

    /// The value has at most `maximum` significant fraction digits (`1.50` has 1: trailing zeros do not count).
    ///
    /// - Parameter maximum: the largest allowed number of fraction digits, e.g. 2 for kuruş.
    /// - Returns: a `decimalPlaces` rule reporting the maximum.
    public static func decimalPlaces(_ maximum: Int) -> ValidationRule<Decimal> {
        ValidationRule(.decimalPlaces, limits: [.number(Decimal(maximum))]) { $0.fractionDigitCount <= maximum }
    }
}

extension Decimal {
    /// The number of significant fraction digits (0 for whole numbers; NaN counts as 0).
    var fractionDigitCount: Int {
        guard isFinite, !isZero else { return 0 }
        var mantissa = significand.magnitude
        var exponent = Int(self.exponent)
        // Strip trailing zeros of the significand so 1.50 (150e-2) counts one digit.
        while exponent < 0, mantissa.isMultipleOfTen {
            mantissa /= 10
            exponent += 1
        }
        return max(0, -exponent)
    }
}

extension Decimal {
    fileprivate var isMultipleOfTen: Bool {
        var quotient = self / 10
        var rounded = Decimal()
        NSDecimalRound(&rounded, &quotient, 0, .plain)
        return rounded == quotient
    }
}
