import Foundation

/// Strict, language-independent reader of quantities typed by people: hours, counts, months, rates, percentages.
///
/// Unlike ``DecimalParser`` (amounts, where grouping is normal and read by the language's conventions) a quantity
/// takes no grouping separator at all, and its meaning never depends on the language: an optional sign, digits, and
/// at most one decimal separator, `.` or `,` (`2.5` and `2,5` are the same number everywhere). `1.000.000`,
/// `1 000` and `1,000.5` are refused (``NumberParseError/misplacedSeparator(_:offset:)`` at the second separator or
/// the space); a single separator followed by exactly three digits (`1.000`, `2,333`, `00.500`) is a thousands
/// separator in some of the tools' languages and a decimal point in others, so it comes back as
/// ``QuantityReading/ambiguous(decimal:grouped:)`` for the caller to refuse or resolve by range
/// (``AmbiguousSeparator``'s rule, ``AmbiguousSeparator/Rule/anyIntegerPart``: denklem reads amounts with Turkish
/// grouping, where `0.500` is 500 TL, so `0.500` has two readings here too). Leading and
/// trailing whitespace is ignored.
///
/// This is a separate mode beside ``DecimalParser``: nothing about how amounts are read changes.
public enum QuantityParser {
    /// Reads `text` as a quantity.
    /// - Throws: ``NumberParseError`` when the text is not a number written without grouping.
    public static func parse(_ text: String) throws(NumberParseError) -> QuantityReading {
        let characters = Array(text)
        let start = characters.firstIndex { !$0.isWhitespace } ?? characters.count
        let end = (characters.lastIndex { !$0.isWhitespace } ?? -1) + 1
        guard start < end else { throw .empty }
        let hasSign = ["+", "-", "\u{2212}"].contains(characters[start])
        let separator = try separatorOffset(characters, from: start + (hasSign ? 1 : 0), to: end)
        let sign = hasSign && characters[start] != "+" ? "-" : ""
        let digits = String(characters[(start + (hasSign ? 1 : 0))..<end])
        let plain = sign + digits.replacingOccurrences(of: ",", with: ".")
        let value = try DecimalParser.parse(plain, conventions: .english)
        guard separator != nil, let readings = AmbiguousSeparator.readings(of: Substring(plain), rule: .anyIntegerPart)
        else { return .number(value) }
        return .ambiguous(decimal: value, grouped: try DecimalParser.parse(readings.grouped, conventions: .english))
    }

    /// The offset of the one `.` or `,`, if any; any other non-digit, or a second separator, is an error.
    private static func separatorOffset(
        _ characters: [Character], from start: Int, to end: Int
    ) throws(NumberParseError) -> Int? {
        var separator: Int?
        for offset in start..<end {
            let character = characters[offset]
            if character.isASCII && character.isWholeNumber { continue }
            let isPoint = NumberScanner.pointCharacters.contains(character)
            guard isPoint, separator == nil else {
                throw isPoint || NumberScanner.spaceGroupingCharacters.contains(character)
                    ? .misplacedSeparator(character, offset: offset)
                    : .invalidCharacter(character, offset: offset)
            }
            separator = offset
        }
        return separator
    }
}
