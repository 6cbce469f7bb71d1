// Exact parsing of ASCII number literals into Rational: the unit table's factors and the user's numbers.

extension Rational {
    /// Parses an exact ASCII literal.
    ///
    /// Accepted: an optional sign, then either `a/b` (integers, b ≠ 0) or a decimal with an
    /// optional fraction and exponent (`0.3048`, `.5`, `1e9`, `-2.5E-3`). Nil for anything else, including an
    /// exponent beyond ±``maximumExponent``.
    public init?(exactLiteral text: String) {
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
