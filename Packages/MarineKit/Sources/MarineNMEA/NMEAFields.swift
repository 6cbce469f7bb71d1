/// The comma-separated fields of one sentence body (between `$` and `*`), read without allocating.
///
/// Field 0 is the address (`GPRMC`). Fields past the end read as empty, so older sentence versions
/// without the trailing NMEA 2.3/4.1 fields decode like sentences with those fields empty.
struct NMEAFields {
    /// The body bytes.
    let body: UnsafeBufferPointer<UInt8>
    /// Start offset of each field in `body`.
    let starts: UnsafeMutableBufferPointer<Int>
    /// Number of fields present.
    let count: Int

    /// The bytes of field `index`, empty when absent.
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        guard index < count else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = starts[index]
        let end = index + 1 < count ? starts[index + 1] - 1 : body.count
        return UnsafeBufferPointer(rebasing: body[start..<end])
    }

    /// The single character of field `index`, nil when empty; longer fields are malformed.
    func character(_ index: Int) throws(NMEARejection) -> UInt8? {
        let field = self[index]
        if field.isEmpty { return nil }
        guard field.count == 1 else { throw .malformedField }
        return field[0]
    }

    /// A decimal number, nil when empty.
    func decimal(_ index: Int) throws(NMEARejection) -> Double? {
        guard let scaled = try NMEAFields.scaled(self[index]) else { return nil }
        let value = Double(scaled.mantissa) / NMEAFields.powerOfTen(scaled.fractionDigits)
        return scaled.negative ? -value : value
    }

    /// A non-negative integer, nil when empty.
    func integer(_ index: Int) throws(NMEARejection) -> Int? {
        let field = self[index]
        if field.isEmpty { return nil }
        guard field.count <= 9 else { throw .malformedField }
        return try NMEAFields.digits(field, 0..<field.count)
    }

    /// A signed integer such as a ZDA zone (`-05`, `+3`, `-00`), nil when empty.
    func signedInteger(_ index: Int) throws(NMEARejection) -> (value: Int, negative: Bool)? {
        let field = self[index]
        if field.isEmpty { return nil }
        let negative = field[0] == UInt8(ascii: "-")
        let skip = negative || field[0] == UInt8(ascii: "+") ? 1 : 0
        guard field.count > skip, field.count <= 6 else { throw .malformedField }
        return (try NMEAFields.digits(field, skip..<field.count), negative)
    }

    /// Latitude (`ddmm.mm`, max 90°) or longitude (`dddmm.mm`, max 180°) with its hemisphere field.
    func coordinate(_ index: Int, limit: Double, negativeHemisphere: UInt8, positiveHemisphere: UInt8)
        throws(NMEARejection) -> Double?
    {
        guard let parts = try NMEAFields.parts(self[index]), !parts.negative else {
            if !self[index].isEmpty { throw .malformedField }
            return nil
        }
        let degrees = Double(parts.integer / 100)
        let minutes =
            Double(parts.integer % 100) + Double(parts.fraction) / NMEAFields.powerOfTen(parts.fractionDigits)
        let value = degrees + minutes / 60
        guard minutes < 60, value <= limit else { throw .malformedField }
        switch try character(index + 1) {
        case positiveHemisphere: return value
        case negativeHemisphere: return -value
        default: throw .malformedField
        }
    }

    /// UTC time `hhmmss[.sss]` as seconds since midnight, nil when empty.
    func timeOfDay(_ index: Int) throws(NMEARejection) -> Double? {
        let field = self[index]
        if field.isEmpty { return nil }
        guard field.count >= 6 else { throw .malformedField }
        let hours = try NMEAFields.digits(field, 0..<2)
        let minutes = try NMEAFields.digits(field, 2..<4)
        guard let seconds = try NMEAFields.scaled(UnsafeBufferPointer(rebasing: field[4...])), !seconds.negative,
            hours < 24, minutes < 60
        else { throw .malformedField }
        let secondValue = Double(seconds.mantissa) / NMEAFields.powerOfTen(seconds.fractionDigits)
        guard secondValue < 61 else { throw .malformedField }
        return Double(hours * 3600 + minutes * 60) + secondValue
    }

    /// RMC date `ddmmyy`, nil when empty.
    func dayMonthYear(_ index: Int) throws(NMEARejection) -> NMEADate? {
        let field = self[index]
        if field.isEmpty { return nil }
        guard field.count == 6 else { throw .malformedField }
        let day = try NMEAFields.digits(field, 0..<2)
        let month = try NMEAFields.digits(field, 2..<4)
        let year = NMEADate.expandTwoDigitYear(try NMEAFields.digits(field, 4..<6))
        guard let date = NMEADate(year: year, month: month, day: day) else { throw .malformedField }
        return date
    }

    // MARK: - Byte-level number reading

    /// 10^`exponent` for 0 … 18 as a Double, exact (every power of ten up to 10^22 is), so `mantissa / 10^n` is
    /// correctly rounded.
    ///
    /// Computed, not looked up: a lazily initialised global table cost a `swift_once` check per field.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// 10^`exponent` for 0 … 18 as an integer.
    @inline(__always)
    static func integerPowerOfTen(_ exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<exponent { value &*= 10 }
        return value
    }

    /// The decimal digits of `field[range]` as an integer.
    static func digits(_ field: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(NMEARejection) -> Int {
        var value = 0
        for index in range {
            let digit = field[index] &- 48
            guard digit < 10 else { throw .malformedField }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

    /// A decimal `[-+]ddd[.ddd]` as mantissa and count of fraction digits; fraction digits past 18 are dropped.
    static func scaled(_ field: UnsafeBufferPointer<UInt8>) throws(NMEARejection)
        -> (mantissa: UInt64, fractionDigits: Int, negative: Bool)?
    {
        guard let parts = try parts(field) else { return nil }
        let mantissa = parts.integer &* integerPowerOfTen(parts.fractionDigits) &+ parts.fraction
        return (mantissa, parts.fractionDigits, parts.negative)
    }

    /// A decimal `[-+]ddd[.ddd]` as its integer digits and its fraction digits (at most 18 digits in all; fraction
    /// digits past that are dropped, more integer digits are malformed), so callers need no division to split it.
    static func parts(_ field: UnsafeBufferPointer<UInt8>) throws(NMEARejection)
        -> (integer: UInt64, fraction: UInt64, fractionDigits: Int, negative: Bool)?
    {
        if field.isEmpty { return nil }
        let negative = field[0] == UInt8(ascii: "-")
        var index = negative || field[0] == UInt8(ascii: "+") ? 1 : 0
        var integer: UInt64 = 0
        let integerStart = index
        while index < field.count, field[index] != UInt8(ascii: ".") {  // integer digits: at most 18
            let digit = field[index] &- 48
            guard digit < 10, index - integerStart < 18 else { throw .malformedField }
            integer = integer &* 10 &+ UInt64(digit)
            index += 1
        }
        let integerDigits = index - integerStart
        guard index < field.count else {
            guard integerDigits > 0 else { throw .malformedField }
            return (integer, 0, 0, negative)
        }
        index += 1  // the point
        var fraction: UInt64 = 0
        var fractionDigits = 0
        while index < field.count {  // fraction digits up to 18 digits in all; later ones are dropped
            let digit = field[index] &- 48
            guard digit < 10 else { throw .malformedField }
            if integerDigits + fractionDigits < 18 {
                fraction = fraction &* 10 &+ UInt64(digit)
                fractionDigits += 1
            }
            index += 1
        }
        guard integerDigits + fractionDigits > 0 else { throw .malformedField }
        return (integer, fraction, fractionDigits, negative)
    }
}
