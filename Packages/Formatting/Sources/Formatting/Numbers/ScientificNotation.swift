import Foundation

/// A finite, non-zero `Decimal` written as mantissa × 10^exponent with 1 ≤ |mantissa| < 10, the mantissa rounded
/// half away from zero to a number of fraction digits (exactly: scaling by a power of ten only moves the exponent).
struct ScientificNotation {
    /// The rounded mantissa, 1 ≤ |mantissa| < 10 (or 0 for zero input).
    let mantissa: Decimal
    /// The power of ten.
    let exponent: Int
    /// Fraction digits of the mantissa.
    let fractionDigits: Int
    /// Whether trailing zeros of the mantissa are kept.
    let trailingZeros: DecimalFormatter.TrailingZeros

    /// Normalizes and rounds `value`.
    init(value: Decimal, fractionDigits: Int, trailingZeros: DecimalFormatter.TrailingZeros) {
        var exponent = Self.decimalExponent(of: value)
        var mantissa = (value * Self.powerOfTen(-exponent)).roundedHalfAwayFromZero(places: fractionDigits)
        if mantissa.magnitude >= 10 {
            exponent += 1
            mantissa = (value * Self.powerOfTen(-exponent)).roundedHalfAwayFromZero(places: fractionDigits)
        }
        self.mantissa = mantissa
        self.exponent = exponent
        self.fractionDigits = fractionDigits
        self.trailingZeros = trailingZeros
    }

    /// `1.235E6`, `-2,5E-9` with the given separator.
    func text(decimalSeparator: Character) -> String {
        guard let digits = DecimalDigits(mantissa) else { return "NaN" }
        let fraction = digits.fraction(paddedTo: fractionDigits, keepZeros: trailingZeros == .keep)
        let body = fraction.isEmpty ? digits.integerDigits : digits.integerDigits + String(decimalSeparator) + fraction
        return (digits.isNegative ? "-" : "") + body + "E" + String(exponent)
    }

    /// The exponent of the leading significant digit: 6 for 1234567, −9 for 0.0000000025, 0 for zero.
    static func decimalExponent(of value: Decimal) -> Int {
        guard let digits = DecimalDigits(value) else { return 0 }
        if digits.integerDigits != "0" { return digits.integerDigits.count - 1 }
        guard let first = digits.fractionDigits.firstIndex(where: { $0 != "0" }) else { return 0 }
        return -(digits.fractionDigits.distance(from: digits.fractionDigits.startIndex, to: first) + 1)
    }

    /// 10^exponent, exact.
    static func powerOfTen(_ exponent: Int) -> Decimal {
        Decimal(sign: .plus, exponent: exponent, significand: 1)
    }
}
