extension DecimalDigits {
    /// The shortest round-trip text of `value` (`String(value)`), rounded half away from zero to `places` fraction
    /// digits on its digits: the same number as `DecimalRounding.halfAwayFromZero` of
    /// `Decimal(shortestRepresentationOf: value)`, without Foundation's `Decimal` arithmetic (which costs about
    /// 1 µs a number; `route show` of a 200,000-point route formats 600,000 bearings).
    ///
    /// `nil` for NaN, infinities and texts with an exponent (below 1e-4 or from 1e16 on), which callers format
    /// through `Decimal`. The fraction may keep trailing zeros (`47.0`); callers pad or trim it.
    init?(shortestOf value: Double, roundedTo places: Int) {
        guard value.isFinite, places >= 0 else { return nil }
        var text = Substring(String(value))
        guard !text.utf8.contains(UInt8(ascii: "e")) else { return nil }  // not NSString's range(of:)
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let parts = DecimalMinutes.parts(text)
        let fraction = Array(parts.fraction.utf8)
        let digits = Self.rounded(integer: Array(parts.integer.utf8), fraction: fraction, places: places)
        let integerCount = digits.count - min(places, fraction.count)
        integerDigits = String(decoding: digits[..<integerCount], as: UTF8.self)
        fractionDigits = String(decoding: digits[integerCount...], as: UTF8.self)
        isNegative = negative && digits.contains { $0 != UInt8(ascii: "0") }
    }

    /// The shortest round-trip text of `value` divided by `divisor` and rounded half away from zero to `places`
    /// fraction digits, in 64-bit integer arithmetic: the digits of
    /// `DecimalRounding.halfAwayFromZero(Decimal(shortestRepresentationOf: value) / divisor, places:)`.
    ///
    /// The same as the `Decimal` division: the scaled quotient M·10^places / (divisor·10^scale) is either an exact
    /// tie (rounded alike) or at least 1 / (2·divisor·10^scale) away from one, far more than `Decimal`'s 38-digit
    /// quotient can be off. `nil` for NaN, infinities, a text with an exponent or more than 17 digits, `places`
    /// outside 0…8, or products beyond 64 bits (callers then take the `Decimal` path). `route show` of a
    /// 200,000-point route divides 200,000 leg lengths by 1852 (issue 30).
    init?(shortestOf value: Double, dividedBy divisor: Int64, roundedTo places: Int) {
        guard value.isFinite, divisor > 0, (0...8).contains(places) else { return nil }
        var text = Substring(String(value))
        guard !text.utf8.contains(UInt8(ascii: "e")) else { return nil }  // not NSString's range(of:)
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let (integer, fraction) = DecimalMinutes.parts(text)
        let digits = integer + fraction
        guard digits.count <= 17, let mantissa = Int64(digits),
            let scaled = Self.roundedQuotient(mantissa, scale: fraction.count, divisor: divisor, places: places)
        else { return nil }
        let unit = DecimalMinutes.power(places)
        integerDigits = String(scaled / unit)
        let fractionText = String(scaled % unit)
        fractionDigits = places == 0 ? "" : String(repeating: "0", count: places - fractionText.count) + fractionText
        isNegative = negative && scaled != 0
    }

    /// (mantissa / 10^scale) / divisor times 10^places, rounded half away from zero; nil on overflow.
    private static func roundedQuotient(_ mantissa: Int64, scale: Int, divisor: Int64, places: Int) -> Int64? {
        guard scale - places <= 18, places - scale <= 18 else { return nil }
        let (numerator, over) = mantissa.multipliedReportingOverflow(by: DecimalMinutes.power(max(0, places - scale)))
        let (denominator, under) = divisor.multipliedReportingOverflow(by: DecimalMinutes.power(max(0, scale - places)))
        guard !over, !under else { return nil }
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        return remainder >= denominator - remainder ? quotient + 1 : quotient
    }

    /// The integer digits and the first `places` fraction digits, one added in the last place when the first dropped
    /// digit is 5 or more (half away from zero: the sign is kept apart).
    private static func rounded(integer: [UInt8], fraction: [UInt8], places: Int) -> [UInt8] {
        var digits = integer + fraction.prefix(places)
        if fraction.count > places && fraction[places] >= UInt8(ascii: "5") { increment(&digits) }
        return digits
    }

    /// Adds one in the last place of ASCII decimal digits, carrying; a carry out of the first digit prepends a 1.
    private static func increment(_ digits: inout [UInt8]) {
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] < UInt8(ascii: "9") {
                digits[index] += 1
                return
            }
            digits[index] = UInt8(ascii: "0")
            index -= 1
        }
        digits.insert(UInt8(ascii: "1"), at: 0)
    }
}
