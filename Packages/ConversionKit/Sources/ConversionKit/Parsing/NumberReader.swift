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
    /// - Throws: ``ConversionError/invalidNumber(_:)``, ``ConversionError/ambiguousNumber(_:grouped:decimal:)``,
    ///   ``ConversionError/numberOutOfRange(_:)`` (exponent beyond ±``Rational/maximumExponent``).
    public static func read(_ text: String, grouping: GroupingConvention = .refuseAmbiguous) throws(ConversionError)
        -> Rational
    {
        var literal = text
        if text.utf8.contains(where: { $0 >= 0x80 }) { literal = literal.replacingCharacter("\u{2212}", with: "-") }
        if text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }) {
            literal = try SeparatorReading.normalized(literal, typed: text, grouping: grouping)
        }
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
