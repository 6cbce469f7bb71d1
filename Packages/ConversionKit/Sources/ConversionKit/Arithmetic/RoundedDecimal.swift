/// A decimal number with a fixed count of fraction digits: `significand × 10^-places`.
///
/// Produced from an exact ``Rational`` by one rounding, half away from zero (−0.000000005 → −0.00000001 at 8
/// places), which is what `NSDecimalRound(.plain)` and ICU's `halfUp` do (half away from zero, so −0.000000005 →
/// −0.00000001).
public struct RoundedDecimal: Sendable, Hashable {
    /// The digits as an integer, sign included.
    public let significand: BigInt
    /// Fraction digits, ≥ 0.
    public let places: Int

    /// The value as ASCII with `.` as decimal separator and exactly `places` fraction digits.
    ///
    /// For example `-0.50000000`. A value that rounds to zero prints without a sign (never `-0`).
    public var fixedString: String {
        if let small = significand.int64Value, small != Int64.min, places < 40 { return Self.fixed(small, places) }
        let digits = significand.magnitude.description
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -places)
        let sign = significand.isNegative ? "-" : ""
        return places == 0 ? sign + padded : sign + padded[..<split] + "." + padded[split...]
    }

    /// ``fixedString`` of a 64-bit significand, written into one byte buffer (the batch hot path).
    private static func fixed(_ significand: Int64, _ places: Int) -> String {
        var magnitude = significand.magnitude
        var digits = 0
        return String(unsafeUninitializedCapacity: 64) { buffer in
            var end = 64
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                digits += 1
                if digits == places {
                    end -= 1
                    buffer[end] = UInt8(ascii: ".")
                }
            } while magnitude > 0 || digits <= places
            if significand < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            let count = 64 - end
            for index in 0..<count { buffer[index] = buffer[end + index] }
            return count
        }
    }

    /// The same value as an exact fraction (`significand / 10^places`), for arithmetic on what is shown.
    public var rational: Rational {
        Rational(numerator: significand, denominator: BigInt.powerOfTen(places)) ?? Rational(significand)
    }

    /// Like ``fixedString`` without trailing fraction zeros, and without the point when nothing follows it.
    public var trimmedString: String {
        let fixed = fixedString
        guard places > 0 else { return fixed }
        var trimmed = Substring(fixed)
        while trimmed.last == "0" { trimmed = trimmed.dropLast() }
        if trimmed.last == "." { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}

extension Rational {
    /// Rounds once to `places` fraction digits, half away from zero.
    ///
    /// - Parameter places: 0 … any; the CLI allows 0…8.
    /// - Returns: the rounded value with exactly `places` fraction digits.
    public func rounded(toPlaces places: Int) -> RoundedDecimal {
        precondition(places >= 0, "Rational.rounded: negative places")
        if let fast = roundedInline(toPlaces: places) { return fast }
        let scaled = numerator.magnitude * BigInt.powerOfTen(places)
        var (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: denominator)
        if remainder + remainder >= denominator { quotient = quotient + .one }
        return RoundedDecimal(significand: numerator.isNegative ? -quotient : quotient, places: places)
    }

    /// The same rounding in 128-bit integers when numerator and denominator fit in 64 bits and places ≤ 18
    /// (|numerator| × 10^places < 2^63 × 10^18 < 2^127): the common case, without allocation.
    private func roundedInline(toPlaces places: Int) -> RoundedDecimal? {
        guard places <= 18, let top = numerator.int64Value, let bottom = denominator.int64Value else { return nil }
        let divisor = UInt128(bottom)
        let scaled = UInt128(top.magnitude) * UInt128(BigInt.smallPowersOfTen[places])
        var (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: divisor)
        if remainder + remainder >= divisor { quotient += 1 }
        return RoundedDecimal(significand: BigInt(negative: top < 0, magnitude: quotient), places: places)
    }

    /// True when the value has a finite decimal expansion (the reduced denominator is 2^a·5^b).
    public var isTerminatingDecimal: Bool { terminatingPlaces != nil }

    /// The number of fraction digits of the finite decimal expansion, or nil when it repeats.
    public var terminatingPlaces: Int? {
        let (afterTwos, twos) = Self.removingFactor(2, from: denominator)
        let (rest, fives) = Self.removingFactor(5, from: afterTwos)
        return rest == .one ? max(twos, fives) : nil
    }

    /// Divides out every factor `prime` and counts them.
    private static func removingFactor(_ prime: Int, from value: BigInt) -> (rest: BigInt, count: Int) {
        var rest = value
        var count = 0
        let divisor = BigInt(prime)
        while true {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: divisor)
            guard remainder.isZero else { return (rest, count) }
            rest = quotient
            count += 1
        }
    }

    /// The exact value as text: a plain decimal when it terminates (`0.284130625`), otherwise the reduced fraction
    /// (`625000/201168` becomes `78125/25146`).
    public var exactString: String {
        if let places = terminatingPlaces { return rounded(toPlaces: places).fixedString }
        return "\(numerator)/\(denominator)"
    }
}
