import Foundation

/// Strict reader of numbers typed by people: the whole text must be a number, so `12abc` is an error and not 12
/// (unlike `Decimal(string:)`, which accepts a valid prefix).
///
/// Accepted: an optional sign (`+`, `-`, `−`), digits, one decimal separator and grouping separators in groups of
/// three. Both `.` and `,` are understood whatever the language, resolved like this:
/// - both appear: the last one is the decimal separator (`1.234.567,89`, `1,234,567.89`);
/// - one of them appears more than once: it groups (`1.000.000`);
/// - one of them appears once: it is the decimal separator (`1234567.89`, `1000000,50`), except when it is the
///   language's grouping separator and exactly three digits follow (`1.500` is 1500 in Turkish, 1.5 in English).
/// Spaces, U+00A0, U+202F and `'` group digits (`1 234,5`). Leading and trailing whitespace is ignored.
public enum DecimalParser {
    /// The longest run of significant digits `Decimal` stores exactly.
    public static let maximumDigits = 38

    /// Parses `text` as a decimal number under `conventions` (separators).
    /// - Throws: ``NumberParseError`` describing the first problem found.
    public static func parse(_ text: String, conventions: LanguageConventions) throws(NumberParseError) -> Decimal {
        try parseCounting(text, conventions: conventions).value
    }

    /// Parses and also reports how many fraction digits were written (`"1,50"` → 2), for callers that limit them.
    static func parseCounting(
        _ text: String, conventions: LanguageConventions
    ) throws(NumberParseError) -> (value: Decimal, fractionDigits: Int) {
        var scanner = NumberScanner(text: text, language: conventions)
        return try scanner.scan()
    }
}
