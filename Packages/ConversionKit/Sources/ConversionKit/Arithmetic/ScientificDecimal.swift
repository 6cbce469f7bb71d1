/// A number in scientific notation, `mantissa × 10^exponent` with 1 ≤ |mantissa| < 10, the mantissa rounded once
/// (half away from zero) from the exact value.
public struct ScientificDecimal: Sendable, Hashable {
    /// The rounded mantissa, for example 1.609344 for 1.609344 × 10¹⁵.
    public let mantissa: RoundedDecimal
    /// The power of ten.
    public let exponent: Int

    /// Rounds `value` to `places` mantissa fraction digits; zero gives mantissa 0 and exponent 0.
    public init(_ value: Rational, places: Int) {
        guard !value.isZero else {
            self.init(mantissa: Rational.zero.rounded(toPlaces: places), exponent: 0)
            return
        }
        var exponent = Self.decimalExponent(of: value.magnitude)
        var mantissa = (value * Rational.powerOfTen(-exponent)).rounded(toPlaces: places)
        if mantissa.significand.magnitude >= BigInt.powerOfTen(places + 1) {
            exponent += 1
            mantissa = (value * Rational.powerOfTen(-exponent)).rounded(toPlaces: places)
        }
        self.init(mantissa: mantissa, exponent: exponent)
    }

    /// Stores the parts.
    init(mantissa: RoundedDecimal, exponent: Int) {
        self.mantissa = mantissa
        self.exponent = exponent
    }

    /// ASCII text such as `1.609344e15` or `-9.84206528e-10`: trailing mantissa zeros trimmed, `e` then the exponent.
    public var trimmedString: String {
        "\(mantissa.trimmedString)e\(exponent)"
    }

    /// The e with 10^e ≤ value < 10^(e+1) for a positive value.
    static func decimalExponent(of value: Rational) -> Int {
        let estimate = value.numerator.description.count - value.denominator.description.count
        return value < Rational.powerOfTen(estimate) ? estimate - 1 : estimate
    }
}
