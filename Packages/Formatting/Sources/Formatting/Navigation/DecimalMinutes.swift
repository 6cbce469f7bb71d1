/// Degrees and decimal minutes of a coordinate in integer arithmetic.
///
/// The same digits as ``SexagesimalComponents`` computes with `Decimal` (the shortest decimal form of the `Double`,
/// times 60, rounded half away from zero to the minutes' fraction digits), many times faster, for the common case
/// where the products fit in 64 bits; nil otherwise (the `Decimal` path then runs). `route show` of a 200,000-point route
/// formats 400,000 of them (issue 30).
struct DecimalMinutes {
    /// Whole degrees of the magnitude.
    let degrees: Int64
    /// Minutes of the magnitude times 10^fractionDigits (0 ..< 60 × 10^fractionDigits).
    let scaledMinutes: Int64
    /// Whether the value is below zero and does not round to zero.
    let isNegative: Bool
    /// Digits after the minutes' decimal separator.
    let fractionDigits: Int

    /// Splits `value`, or nil when its shortest form has an exponent or more digits than 64-bit products hold.
    init?(_ value: Double, fractionDigits: Int) {
        guard value.isFinite, (0...8).contains(fractionDigits) else { return nil }
        var text = Substring(String(value))
        guard !text.utf8.contains(UInt8(ascii: "e")) else { return nil }  // not NSString's range(of:)
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let (integer, fraction) = Self.parts(text)
        let digits = integer + fraction
        guard digits.count <= 17, let mantissa = Int64(digits) else { return nil }
        guard let total = Self.roundedMinutes(mantissa, scale: fraction.count, places: fractionDigits) else {
            return nil
        }
        let perDegree = 60 * Self.power(fractionDigits)
        degrees = total / perDegree
        scaledMinutes = total % perDegree
        isNegative = negative && total != 0
        self.fractionDigits = fractionDigits
    }

    /// `mantissa / 10^scale` degrees in minutes times 10^places, rounded half away from zero; nil on overflow.
    static func roundedMinutes(_ mantissa: Int64, scale: Int, places: Int) -> Int64? {
        let (minutes, overflow) = mantissa.multipliedReportingOverflow(by: 60)
        guard !overflow else { return nil }
        if scale <= places {
            let (scaled, overflow) = minutes.multipliedReportingOverflow(by: power(places - scale))
            return overflow ? nil : scaled
        }
        guard scale - places <= 18 else { return nil }
        let divisor = power(scale - places)
        let (quotient, remainder) = minutes.quotientAndRemainder(dividingBy: divisor)
        return remainder >= divisor - remainder ? quotient + 1 : quotient
    }

    /// A number's text split at its `.` (the fraction empty without one), on its UTF-8 bytes: `split(separator:)`
    /// on characters was 10% of `route show`'s CPU on a 200,000-point route (issue 30).
    static func parts(_ text: Substring) -> (integer: Substring, fraction: Substring) {
        guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return (text, "") }
        return (text[..<dot], text[text.utf8.index(after: dot)...])
    }

    /// 10^exponent for 0 ≤ exponent ≤ 18.
    static func power(_ exponent: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// The minutes as text: two integer digits, then `separator` and the fraction digits (none for 0 digits).
    func minutesText(separator: Character) -> String {
        let unit = Self.power(fractionDigits)
        let whole = String(scaledMinutes / unit)
        let integer = String(repeating: "0", count: max(0, 2 - whole.count)) + whole
        guard fractionDigits > 0 else { return integer }
        let fraction = String(scaledMinutes % unit)
        return integer + String(separator) + String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    }

    /// The whole degrees padded with zeros to `width` digits.
    func degreesText(width: Int) -> String {
        let text = String(degrees)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
