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
        guard !text.contains("e") else { return nil }
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? Array(parts[1].utf8) : []
        let digits = Self.rounded(integer: Array(parts[0].utf8), fraction: fraction, places: places)
        let integerCount = digits.count - min(places, fraction.count)
        integerDigits = String(decoding: digits[..<integerCount], as: UTF8.self)
        fractionDigits = String(decoding: digits[integerCount...], as: UTF8.self)
        isNegative = negative && digits.contains { $0 != UInt8(ascii: "0") }
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
