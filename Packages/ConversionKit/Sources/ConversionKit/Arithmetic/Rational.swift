/// An exact fraction of two ``BigInt``s, always in lowest terms with a positive denominator.
///
/// Every unit factor and every conversion result is a `Rational`; nothing is rounded until
/// ``Rational/rounded(toPlaces:)``. Because the representation is canonical, `==` is numeric equality.
public struct Rational: Sendable, Hashable {
    /// The numerator; carries the sign.
    public let numerator: BigInt
    /// The denominator; always ≥ 1.
    public let denominator: BigInt

    /// A fraction reduced to lowest terms; nil when `denominator` is zero.
    public init?(numerator: BigInt, denominator: BigInt) {
        guard !denominator.isZero else { return nil }
        self.init(reducing: numerator, denominator)
    }

    /// The integer `value`.
    public init(_ value: BigInt) {
        numerator = value
        denominator = .one
    }

    /// The integer `value`.
    public init(_ value: Int) { self.init(BigInt(value)) }

    /// Reduces by the greatest common divisor and moves the sign to the numerator; `denominator` ≠ 0.
    init(reducing numerator: BigInt, _ denominator: BigInt) {
        let divisor = BigInt.greatestCommonDivisor(numerator, denominator)
        var top = numerator
        var bottom = denominator
        if divisor != .one, !divisor.isZero {
            top = top.quotientAndRemainder(dividingBy: divisor).quotient
            bottom = bottom.quotientAndRemainder(dividingBy: divisor).quotient
        }
        if bottom.isNegative {
            top = -top
            bottom = -bottom
        }
        self.numerator = top
        self.denominator = bottom
    }

    /// Stores an already reduced fraction with positive denominator.
    init(reduced numerator: BigInt, _ denominator: BigInt) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Zero.
    public static let zero = Rational(0)

    /// True when the value is zero.
    public var isZero: Bool { numerator.isZero }

    /// True when the value is below zero.
    public var isNegative: Bool { numerator.isNegative }

    /// The absolute value.
    public var magnitude: Rational { Rational(reduced: numerator.magnitude, denominator) }

    /// 10 raised to `exponent` (any sign), exactly.
    public static func powerOfTen(_ exponent: Int) -> Rational {
        exponent >= 0
            ? Rational(BigInt.powerOfTen(exponent))
            : Rational(reduced: .one, BigInt.powerOfTen(-exponent))
    }
}

extension Rational: Comparable {
    /// Numeric order (cross-multiplication; denominators are positive).
    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }
}

extension Rational {
    /// The exact sum.
    public static func + (lhs: Rational, rhs: Rational) -> Rational {
        if lhs.denominator == rhs.denominator {
            return Rational(reducing: lhs.numerator + rhs.numerator, lhs.denominator)
        }
        return Rational(
            reducing: lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator,
            lhs.denominator * rhs.denominator)
    }

    /// The exact difference.
    public static func - (lhs: Rational, rhs: Rational) -> Rational {
        lhs + (-rhs)
    }

    /// The negated value.
    public static prefix func - (value: Rational) -> Rational {
        Rational(reduced: -value.numerator, value.denominator)
    }

    /// The exact product, cancelling common factors crosswise first so intermediate values stay small.
    public static func * (lhs: Rational, rhs: Rational) -> Rational {
        if let product = inlineProduct(lhs, rhs) { return product }
        let first = BigInt.greatestCommonDivisor(lhs.numerator, rhs.denominator)
        let second = BigInt.greatestCommonDivisor(rhs.numerator, lhs.denominator)
        return Rational(
            reduced: exactQuotient(lhs.numerator, first) * exactQuotient(rhs.numerator, second),
            exactQuotient(lhs.denominator, second) * exactQuotient(rhs.denominator, first))
    }

    /// The exact quotient; nil when `rhs` is zero.
    public func divided(by rhs: Rational) -> Rational? {
        guard !rhs.isZero else { return nil }
        let reciprocal =
            rhs.isNegative
            ? Rational(reduced: -rhs.denominator, -rhs.numerator)
            : Rational(reduced: rhs.denominator, rhs.numerator)
        return self * reciprocal
    }

    /// The product in 64-bit arithmetic when all four terms and the result fit (the common case).
    private static func inlineProduct(_ lhs: Rational, _ rhs: Rational) -> Rational? {
        guard let a = lhs.numerator.int64Value, let b = lhs.denominator.int64Value,
            let c = rhs.numerator.int64Value, let d = rhs.denominator.int64Value, a != .min, c != .min
        else { return nil }
        let first = Int64(BigInt.euclidGCD(a.magnitude, UInt64(d)))
        let second = Int64(BigInt.euclidGCD(c.magnitude, UInt64(b)))
        let (top, topOverflow) = (a / first).multipliedReportingOverflow(by: c / second)
        let (bottom, bottomOverflow) = (b / second).multipliedReportingOverflow(by: d / first)
        guard !topOverflow, !bottomOverflow else { return nil }
        return Rational(reduced: BigInt(top), BigInt(bottom))
    }

    /// `value / divisor` where the division is known to leave no remainder.
    private static func exactQuotient(_ value: BigInt, _ divisor: BigInt) -> BigInt {
        divisor == .one ? value : value.quotientAndRemainder(dividingBy: divisor).quotient
    }
}

extension Rational {
    /// The integer part, rounded toward zero (−7/2 → −3).
    public var truncated: Rational {
        Rational(reduced: numerator.quotientAndRemainder(dividingBy: denominator).quotient, .one)
    }
}
