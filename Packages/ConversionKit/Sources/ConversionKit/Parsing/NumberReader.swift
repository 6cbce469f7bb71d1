/// Reads one number as a user types it, exactly, into a ``Rational``.
///
/// Accepted: an optional sign (`-`, `+` or U+2212 `−`), then digits with at most one decimal separator, which may
/// be a point or a comma (`1.5`, `1,5`, `.5`), then an optional exponent (`1e9`, `2.5E-3`); or a fraction of
/// integers (`3/4`, `-7/8`). Grouping separators are rejected (`1,234.5`, `1.234,5`) because `1,234` would be
/// ambiguous between the decimal comma and the thousands comma.
public enum NumberReader {
    /// Parses `text` or throws ``ConversionError/invalidNumber(_:)`` /
    /// ``ConversionError/numberOutOfRange(_:)`` (exponent beyond ±``Rational/maximumExponent``).
    public static func read(_ text: String) throws(ConversionError) -> Rational {
        let separators = text.utf8.lazy.filter { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }.count
        guard separators <= 1 else { throw .invalidNumber(text) }
        var literal = text
        if text.utf8.contains(where: { $0 >= 0x80 }) { literal = literal.replacingCharacter("\u{2212}", with: "-") }
        if text.utf8.contains(UInt8(ascii: ",")) { literal = literal.replacingCharacter(",", with: ".") }
        if let value = Rational(exactLiteral: literal) { return value }
        if isExponentTooLarge(literal) { throw .numberOutOfRange(text) }
        throw .invalidNumber(text)
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
