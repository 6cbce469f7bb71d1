// Exact arithmetic operators of BigInt: inline 64-bit fast path, limb arithmetic on overflow.

extension BigInt: Comparable {
    /// Numeric order.
    public static func < (lhs: BigInt, rhs: BigInt) -> Bool {
        if case .small(let left) = lhs.storage, case .small(let right) = rhs.storage { return left < right }
        let left = lhs.signAndMagnitude
        let right = rhs.signAndMagnitude
        if left.negative != right.negative { return left.negative }
        let order = LimbArithmetic.compare(left.magnitude, right.magnitude)
        return left.negative ? order > 0 : order < 0
    }
}

extension BigInt {
    /// The negated value.
    public static prefix func - (value: BigInt) -> BigInt {
        if case .small(let inline) = value.storage, inline != Int64.min { return BigInt(-inline) }
        let (negative, magnitude) = value.signAndMagnitude
        return BigInt(negative: !negative && !magnitude.isEmpty, magnitude: magnitude)
    }

    /// The exact sum.
    public static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        if case .small(let left) = lhs.storage, case .small(let right) = rhs.storage {
            let (sum, overflow) = left.addingReportingOverflow(right)
            if !overflow { return BigInt(sum) }
        }
        let left = lhs.signAndMagnitude
        let right = rhs.signAndMagnitude
        if left.negative == right.negative {
            return BigInt(negative: left.negative, magnitude: LimbArithmetic.add(left.magnitude, right.magnitude))
        }
        if LimbArithmetic.compare(left.magnitude, right.magnitude) >= 0 {
            return BigInt(
                negative: left.negative, magnitude: LimbArithmetic.subtract(left.magnitude, right.magnitude))
        }
        return BigInt(negative: right.negative, magnitude: LimbArithmetic.subtract(right.magnitude, left.magnitude))
    }

    /// The exact difference.
    public static func - (lhs: BigInt, rhs: BigInt) -> BigInt {
        lhs + (-rhs)
    }

    /// The exact product.
    public static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        if case .small(let left) = lhs.storage, case .small(let right) = rhs.storage {
            let (product, overflow) = left.multipliedReportingOverflow(by: right)
            if !overflow { return BigInt(product) }
        }
        let left = lhs.signAndMagnitude
        let right = rhs.signAndMagnitude
        return BigInt(
            negative: left.negative != right.negative,
            magnitude: LimbArithmetic.multiply(left.magnitude, right.magnitude))
    }

    /// Truncating division: the quotient rounds toward zero and the remainder has the dividend's sign.
    /// - Precondition: `divisor` is not zero.
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "BigInt: division by zero")
        if case .small(let left) = storage, case .small(let right) = divisor.storage,
            !(left == Int64.min && right == -1)
        {
            return (BigInt(left / right), BigInt(left % right))
        }
        let left = signAndMagnitude
        let right = divisor.signAndMagnitude
        let (quotient, remainder) = LimbArithmetic.divide(left.magnitude, by: right.magnitude)
        return (
            BigInt(negative: left.negative != right.negative, magnitude: quotient),
            BigInt(negative: left.negative, magnitude: remainder)
        )
    }

    /// The greatest common divisor of the magnitudes (always ≥ 0; gcd(0, 0) = 0).
    public static func greatestCommonDivisor(_ lhs: BigInt, _ rhs: BigInt) -> BigInt {
        if let left = lhs.int64Value, let right = rhs.int64Value {
            let divisor = euclidGCD(left.magnitude, right.magnitude)
            if divisor <= UInt64(Int64.max) { return BigInt(Int64(divisor)) }
        }
        var left = lhs.magnitude
        var right = rhs.magnitude
        while !right.isZero {
            (left, right) = (right, left.quotientAndRemainder(dividingBy: right).remainder)
        }
        return left
    }

    /// Euclid's algorithm on unsigned 64-bit values (hardware division; few steps when one operand is small, as
    /// unit factors and typed values are).
    static func euclidGCD(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
        var left = lhs
        var right = rhs
        while right != 0 { (left, right) = (right, left % right) }
        return left
    }

    /// 10 raised to a non-negative power, exactly.
    public static func powerOfTen(_ exponent: Int) -> BigInt {
        precondition(exponent >= 0, "BigInt.powerOfTen: negative exponent")
        if exponent < smallPowersOfTen.count { return BigInt(smallPowersOfTen[exponent]) }
        var result = BigInt(smallPowersOfTen[18])
        var remaining = exponent - 18
        while remaining >= 18 {
            result = result * BigInt(smallPowersOfTen[18])
            remaining -= 18
        }
        return result * BigInt(smallPowersOfTen[remaining])
    }

    /// 10⁰ … 10¹⁸, the powers of ten that fit in `Int64`.
    static let smallPowersOfTen: [Int64] = (0...18).map { exponent in
        (0..<exponent).reduce(Int64(1)) { power, _ in power * 10 }
    }
}
