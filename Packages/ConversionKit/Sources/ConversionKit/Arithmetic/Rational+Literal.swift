// Exact parsing of ASCII number literals into Rational: the unit table's factors and the user's numbers.

extension Rational {
    /// Parses an exact ASCII literal.
    ///
    /// Accepted: an optional sign, then either `a/b` (integers, b ≠ 0) or a decimal with an
    /// optional fraction and exponent (`0.3048`, `.5`, `1e9`, `-2.5E-3`). Nil for anything else, including an
    /// exponent beyond ±``maximumExponent``.
    public init?(exactLiteral text: String) {
        if let small = Self.smallLiteral(text) {
            self = small
            return
        }
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        let isFraction = body.utf8.contains(UInt8(ascii: "/"))
        guard let value = isFraction ? Self.fraction(body) : Self.decimal(body) else { return nil }
        self = negative ? -value : value
    }

    /// A short literal read from its bytes in 64-bit integers; nil for anything else.
    ///
    /// `[sign]digits/digits` or `[sign]digits[.digits]` with at most 18 digits in each integer: every factor of the
    /// unit table, read at every start (the general path below splits and concatenates substrings: 0.9 M
    /// instructions of `unitconv 1 mile km`, callgrind, issue 17). What this leaves, the general path reads or
    /// refuses.
    private static func smallLiteral(_ text: String) -> Rational? {
        var literal = SmallLiteral()
        for (offset, byte) in text.utf8.enumerated() {
            guard literal.read(byte, isFirst: offset == 0) else { return nil }
        }
        return literal.value
    }

    /// The largest decimal exponent accepted in a literal: far beyond any physical quantity, and small enough that
    /// the exact value stays a few hundred digits long.
    public static let maximumExponent = 400

    /// `a/b` with unsigned integers.
    private static func fraction(_ text: Substring) -> Rational? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let top = BigInt(decimalDigits: parts[0]), let bottom = BigInt(decimalDigits: parts[1])
        else { return nil }
        return Rational(numerator: top, denominator: bottom)
    }

    /// Unsigned `digits[.digits][e[±]digits]` or `.digits[…]`.
    private static func decimal(_ text: Substring) -> Rational? {
        let (mantissa, exponent) = splitExponent(text)
        guard let exponent, abs(exponent) <= maximumExponent else { return nil }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let integerDigits = parts[0]
        let fractionDigits = parts.count == 2 ? parts[1] : ""
        guard !(integerDigits.isEmpty && fractionDigits.isEmpty),
            let digits = BigInt(decimalDigits: integerDigits + fractionDigits)
        else { return nil }
        return Rational(digits) * powerOfTen(exponent - fractionDigits.count)
    }

    /// Splits `1.5e-3` into `1.5` and -3; the exponent is nil when malformed and 0 when absent.
    private static func splitExponent(_ text: Substring) -> (mantissa: Substring, exponent: Int?) {
        guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return (text, 0) }
        var exponentText = text[text.index(after: marker)...]
        var negative = false
        if let sign = exponentText.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            exponentText = exponentText.dropFirst()
        }
        guard !exponentText.isEmpty, exponentText.count <= 6, exponentText.allSatisfy(\.isASCIIDigit),
            let magnitude = Int(exponentText)
        else { return (text[..<marker], nil) }
        return (text[..<marker], negative ? -magnitude : magnitude)
    }
}

extension Character {
    /// True for the ASCII digits 0–9 only (not other Unicode digits).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}

/// The state of ``Rational/smallLiteral(_:)``: a literal read byte by byte into 64-bit integers.
private struct SmallLiteral {
    private var negative = false
    private var numerator: Int64?
    private var current: Int64 = 0
    private var digits = 0
    private var fractionDigits: Int?

    /// Takes one byte; false when the literal is not of the small form.
    mutating func read(_ byte: UInt8, isFirst: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard digits < 18 else { return false }
            current = current * 10 + Int64(byte - UInt8(ascii: "0"))
            digits += 1
            fractionDigits = fractionDigits.map { $0 + 1 }
        case UInt8(ascii: "-") where isFirst, UInt8(ascii: "+") where isFirst:
            negative = byte == UInt8(ascii: "-")
        case UInt8(ascii: "."):
            guard fractionDigits == nil, numerator == nil, digits > 0 else { return false }
            fractionDigits = 0
        case UInt8(ascii: "/"):
            guard fractionDigits == nil, numerator == nil, digits > 0 else { return false }
            numerator = current
            current = 0
            digits = 0
        default: return false
        }
        return true
    }

    /// The value read; nil when it ended early (`1/`, `1.`, `-`) or divides by zero.
    var value: Rational? {
        guard digits > 0, fractionDigits != 0 else { return nil }
        let top = numerator ?? current
        let bottom = numerator == nil ? BigInt.smallPowersOfTen[fractionDigits ?? 0] : current
        guard bottom != 0 else { return nil }
        let magnitude = Rational(reducing: BigInt(top), BigInt(bottom))
        return negative ? -magnitude : magnitude
    }
}
