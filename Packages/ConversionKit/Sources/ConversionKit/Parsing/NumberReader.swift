/// Reads one number as a user types it, exactly, into a ``Rational``.
///
/// Accepted: an optional sign (`-`, `+` or U+2212 `−`), then digits with a point or comma as decimal separator
/// (`1.5`, `1,5`, `.5`) and optionally the other one grouping thousands (`1,234.5`, `1.234,5`, `1,234,567`), then
/// an optional exponent (`1e9`, `2.5E-3`); or a fraction of integers (`3/4`, `-7/8`). A single separator followed
/// by exactly three digits (`1,500`) is read by a ``GroupingConvention`` or refused, never guessed.
public enum NumberReader {
    /// Parses `text`.
    ///
    /// - Parameters:
    ///   - text: the number as typed.
    ///   - grouping: how `1,500` / `1.500` are read; by default they are refused.
    /// - Returns: the exact value.
    /// - Throws: ``ConversionError/invalidNumber(_:)``, ``ConversionError/ambiguousNumber(_:grouped:decimal:)``,
    ///   ``ConversionError/numberOutOfRange(_:)`` (exponent beyond ±``Rational/maximumExponent``).
    public static func read(_ text: String, grouping: GroupingConvention = .refuseAmbiguous) throws(ConversionError)
        -> Rational
    {
        if let value = plainDecimal(text.utf8) { return value }
        var literal = text
        if text.utf8.contains(where: { $0 >= 0x80 }) { literal = literal.replacingCharacter("\u{2212}", with: "-") }
        if text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }) {
            literal = try SeparatorReading.normalized(literal, typed: text, grouping: grouping)
        }
        if let value = Rational(exactLiteral: literal) { return value }
        if isExponentTooLarge(literal) { throw .numberOutOfRange(text) }
        throw .invalidNumber(text)
    }

    /// The common case without allocation: `[-]digits[(.|,)digits]`, at most 18 digits, not of the ambiguous shape
    /// (one separator, exactly three digits after it, 1…3 before it not starting with 0); nil for anything else,
    /// which the general path reads (with the same result for what this accepts).
    static func plainDecimal(_ bytes: String.UTF8View) -> Rational? {
        var significand: Int64 = 0
        var digits = 0
        var integerDigits = -1
        var leadingZero = false
        var negative = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // The guard comes before the multiplication: 19 digits can exceed Int64.max (issue 32).
                guard digits < 18 else { return nil }
                if digits == 0 { leadingZero = byte == UInt8(ascii: "0") }
                significand = significand * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: "."), UInt8(ascii: ","):
                guard integerDigits < 0 else { return nil }
                integerDigits = digits
            case UInt8(ascii: "-") where offset == 0: negative = true
            default: return nil
            }
        }
        guard digits > 0 else { return nil }
        let places = integerDigits < 0 ? 0 : digits - integerDigits
        if integerDigits >= 0, places == 0 { return nil }
        if places == 3, (1...3).contains(integerDigits), !leadingZero { return nil }
        let value = Rational(
            reducing: BigInt(negative ? -significand : significand), BigInt(BigInt.smallPowersOfTen[places]))
        return value
    }

    /// The length of the number at the start of `text` (0 if none): used to split `5km` into `5` and `km`.
    static func numericPrefixLength(of text: Substring) -> Int {
        var scanner = NumericPrefixScanner(text: Array(text))
        return scanner.scan()
    }

    /// A well-formed decimal whose exponent alone is out of range.
    private static func isExponentTooLarge(_ literal: String) -> Bool {
        guard let marker = literal.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return false }
        let exponent = literal[literal.index(after: marker)...].drop(while: { $0 == "-" || $0 == "+" })
        let mantissa = literal[..<marker].drop(while: { $0 == "-" || $0 == "+" })
        let mantissaIsNumber = !mantissa.isEmpty && mantissa.allSatisfy { $0.isASCIIDigit || $0 == "." }
        return mantissaIsNumber && !exponent.isEmpty && exponent.allSatisfy(\.isASCIIDigit)
    }
}

extension String {
    /// Replaces every occurrence of one character (used on short user tokens only).
    fileprivate func replacingCharacter(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
