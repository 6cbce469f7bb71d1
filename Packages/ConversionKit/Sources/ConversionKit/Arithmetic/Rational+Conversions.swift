import Foundation

extension Rational: CustomStringConvertible {
    /// The exact value: a terminating decimal (`0.3048`, `-40`) or the reduced fraction `p/q` (`1/3`); the same text
    /// ``init(exactLiteral:)`` reads back.
    public var description: String { exactString }

    /// The exact value of a `Decimal`: every finite `Decimal` is a fraction with a power of ten below it.
    ///
    /// Fails only for NaN.
    ///
    /// - Parameter decimal: the value.
    public init?(exactly decimal: Decimal) {
        guard !decimal.isNaN else { return nil }
        // `Decimal.description` is locale-free plain digits: `-0.3048`, `1000`.
        self.init(exactLiteral: decimal.description)
    }

    /// The exact value of a `Double`: every finite binary double is a fraction with a power of two below it, so
    /// `Rational(exactly: 0.1)` is `3602879701896397/36028797018963968`, not 1/10.
    ///
    /// Fails for infinities and NaN.
    ///
    /// - Parameter double: the value.
    public init?(exactly double: Double) {
        guard double.isFinite else { return nil }
        guard double != 0 else {
            self = .zero
            return
        }
        let isNormal = double.exponentBitPattern != 0
        let significand = Int64(double.significandBitPattern) | (isNormal ? Int64(1) << 52 : 0)
        // IEEE 754 binary64: bias 1023, 52 fraction bits; subnormals use the smallest exponent.
        let exponent = (isNormal ? Int(double.exponentBitPattern) : 1) - 1075
        let magnitude = Rational(BigInt(significand)) * Self.powerOfTwo(exponent)
        self = double.sign == .minus ? -magnitude : magnitude
    }

    /// 2 raised to an integer power, exactly.
    private static func powerOfTwo(_ exponent: Int) -> Rational {
        var power = BigInt.one
        var base = BigInt(2)
        var remaining = abs(exponent)
        while remaining > 0 {
            if remaining & 1 == 1 { power = power * base }
            base = base * base
            remaining >>= 1
        }
        return exponent >= 0 ? Rational(power) : Rational(reduced: .one, power)
    }

    /// The value as a `Decimal` when that is exact: a terminating decimal whose digits fit `Decimal`'s 128-bit
    /// mantissa (38 digits always, 39 below 3.4e38) and whose exponent it can hold; `nil` for `1/3` or a longer
    /// decimal.
    public var exactDecimal: Decimal? {
        guard terminatingPlaces != nil,
            let decimal = Decimal(string: exactString, locale: Locale(identifier: "en_US_POSIX")),
            Rational(exactly: decimal) == self
        else { return nil }
        return decimal
    }

    /// The nearest `Double`, for display or further floating-point work (not exact: `1/3` and `0.1` have no
    /// binary double).
    ///
    /// The value is first rounded half away from zero to 17 significant decimal digits past the leading zeros
    /// a fraction has, then read as a double, so the result is within one unit in the last place of the true
    /// value; beyond ±1.8e308 it is ±infinity.
    public var nearestDouble: Double {
        let places = String(describing: denominator).count + 17
        return Double(rounded(toPlaces: places).fixedString) ?? (isNegative ? -.infinity : .infinity)
    }
}
