import Foundation

/// Strict reader of amounts of money typed by people: `1.234.567,89`, `1234567.89`, `1.000.000`, `1000000,50`,
/// `₺1.234,50`, `1.234,50 TL`, `-₺12`, `TRY 12.50`.
///
/// The currency may be written before or after the number (any of ``Currency/acceptedSpellings``, spaces allowed);
/// the number follows ``DecimalParser``'s rules; at most ``Currency/minorUnitDigits`` fraction digits are allowed
/// (`12,345` with a decimal comma is an error, not a rounding). Nothing is rounded: the value is exactly what was
/// written.
public enum MoneyParser {
    /// Parses `text` as an amount of `currency` under `conventions` (separators).
    /// - Throws: ``NumberParseError``; ``NumberParseError/tooManyFractionDigits(found:limit:)`` for sub-kuruş input.
    public static func parse(
        _ text: String, conventions: LanguageConventions, currency: Currency = .turkishLira
    ) throws(NumberParseError) -> Decimal {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        let (sign, rest) = splitSign(trimmed)
        let (bare, removedInFront) = stripCurrency(rest, currency: currency)
        guard !bare.isEmpty else { throw .missingDigits }
        let offsetShift = text.prefix(while: \.isWhitespace).count + removedInFront
        let parsed: (value: Decimal, fractionDigits: Int)
        do {
            parsed = try DecimalParser.parseCounting(sign + bare, conventions: conventions)
        } catch {
            throw shifted(error, by: offsetShift)
        }
        guard parsed.fractionDigits <= currency.minorUnitDigits else {
            throw .tooManyFractionDigits(found: parsed.fractionDigits, limit: currency.minorUnitDigits)
        }
        return parsed.value
    }

    private static func splitSign(_ text: String) -> (sign: String, rest: String) {
        guard let first = text.first, ["+", "-", "\u{2212}"].contains(first) else { return ("", text) }
        return (String(first), String(text.dropFirst()))
    }

    /// Removes one currency spelling at the start or the end, and the spaces next to it.
    ///
    /// A sign after a leading currency (`₺-12`) is kept for the number parser. Also returns how many characters went
    /// from the front.
    private static func stripCurrency(_ text: String, currency: Currency) -> (bare: String, removedInFront: Int) {
        let spellings = currency.acceptedSpellings.sorted { $0.count > $1.count }
        let upper = text.uppercased()
        for spelling in spellings.map({ $0.uppercased() }) {
            if upper.hasPrefix(spelling) {
                let rest = text.dropFirst(spelling.count)
                let spaces = rest.prefix(while: \.isWhitespace).count
                return (String(rest.dropFirst(spaces)), spelling.count + spaces)
            }
            if upper.hasSuffix(spelling) {
                return (String(text.dropLast(spelling.count)).trimmingCharacters(in: .whitespaces), 0)
            }
        }
        return (text, 0)
    }

    /// Moves offsets so they point into the caller's text when whitespace or a currency was removed in front.
    private static func shifted(_ error: NumberParseError, by shift: Int) -> NumberParseError {
        switch error {
        case .invalidCharacter(let character, let offset): .invalidCharacter(character, offset: offset + shift)
        case .misplacedSeparator(let character, let offset): .misplacedSeparator(character, offset: offset + shift)
        default: error
        }
    }
}
