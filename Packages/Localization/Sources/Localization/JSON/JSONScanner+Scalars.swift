extension JSONScanner {
    /// A string literal; the scanner stands on its opening quote.
    mutating func string() throws(Failure) -> String {
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
            guard bytes[position] >= 0x20 else { throw failure("no control character in a string") }
            position += 1
        }
        guard position < bytes.count else { throw failure("\"") }
        if bytes[position] == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
        }
        var text = String(decoding: bytes[start..<position], as: UTF8.self)
        try escapedRest(into: &text)
        return text
    }

    /// The rest of a string holding escapes, up to and including its closing quote.
    private mutating func escapedRest(into text: inout String) throws(Failure) {
        var run: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                text += String(decoding: run, as: UTF8.self)
                return
            case UInt8(ascii: "\\"):
                text += String(decoding: run, as: UTF8.self)
                run.removeAll(keepingCapacity: true)
                text.unicodeScalars.append(try escape())
            case ..<0x20: throw failure("no control character in a string")
            default: run.append(byte)
            }
        }
        throw failure("\"")
    }

    /// The character of the escape after a backslash (`\n`, `\u00e7`, a surrogate pair `\ud83c\udf0a`).
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard position < bytes.count else { throw failure("an escape") }
        let byte = bytes[position]
        position += 1
        if let scalar = Self.simpleEscape(byte) { return scalar }
        guard byte == UInt8(ascii: "u") else { throw failure("an escape") }
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
        {
            position += 2
            let second = try hexQuad()
            if (0xDC00..<0xE000).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            {
                return scalar
            }
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    /// The character of a one-letter escape (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`); nil for any other byte.
    ///
    /// A `switch`, not a dictionary literal: a `[UInt8: Unicode.Scalar]` costs the Swift runtime a search of the
    /// binary's conformance records at its first use (issue 17's cold start).
    private static func simpleEscape(_ byte: UInt8) -> Unicode.Scalar? {
        switch byte {
        case 0x22: "\""
        case 0x5C: "\\"
        case 0x2F: "/"
        case 0x62: "\u{08}"
        case 0x66: "\u{0C}"
        case 0x6E: "\n"
        case 0x72: "\r"
        case 0x74: "\t"
        default: nil
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("4 hex digits") }
        var value: UInt32 = 0
        for byte in bytes[position..<(position + 4)] {
            guard let digit = Self.hexDigit(byte) else { throw failure("4 hex digits") }
            value = value << 4 | digit
        }
        position += 4
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// A number (RFC 8259 §6 grammar).
    ///
    /// Up to 15 significant digits with at most 22 decimals and no exponent it is
    /// exact integer ÷ exact power of ten, one correctly rounded division (Clinger 1990's fast path), the value
    /// `Double(String)` gives too; anything else goes through `Double(String)`.
    mutating func number() throws(Failure) -> Double {
        let start = position
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        digits += scanDigits(into: &mantissa)
        guard position > integerStart else { throw failure("a value") }
        guard bytes[integerStart] != UInt8(ascii: "0") || position == integerStart + 1 else {
            throw failure("no leading zero")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            decimals = scanDigits(into: &mantissa)
            digits += decimals
            guard position > fractionStart else { throw failure("a digit after the decimal point") }
        }
        var hasExponent = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            hasExponent = true
            try exponent()
        }
        let negative = bytes[start] == UInt8(ascii: "-")
        if !hasExponent, digits <= 15, decimals <= 22 {
            let magnitude = Double(mantissa) / Self.powersOfTen[decimals]
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            throw failure("a number")
        }
        return value
    }

    /// Digits from the current position, accumulated into `mantissa` (while it stays below 10^18); their count.
    private mutating func scanDigits(into mantissa: inout UInt64) -> Int {
        let start = position
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            if mantissa < 100_000_000_000_000_000 { mantissa = mantissa * 10 + UInt64(bytes[position] - 0x30) }
            position += 1
        }
        return position - start
    }

    private mutating func exponent() throws(Failure) {
        position += 1
        if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
            position += 1
        }
        let start = position
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
        guard position > start else { throw failure("exponent digits") }
    }

    /// 10^0 … 10^22, each exactly representable in a Double.
    static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
