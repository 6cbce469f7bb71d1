import Foundation

/// The state machine behind ``DecimalParser``: trims, reads the sign, classifies separators and validates digit
/// groups, reporting offsets into the original text.
struct NumberScanner {
    private let characters: [Character]
    private let language: LanguageConventions
    private var start: Int
    private var end: Int

    /// Characters that group digits whatever the language.
    static let spaceGroupingCharacters: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "'"]
    /// Characters that may be a decimal or a grouping separator.
    static let pointCharacters: Set<Character> = [".", ","]

    init(text: String, language: LanguageConventions) {
        characters = Array(text)
        self.language = language
        start = 0
        end = characters.count
    }

    /// Reads the whole text as a number.
    mutating func scan() throws(NumberParseError) -> (value: Decimal, fractionDigits: Int) {
        trimWhitespace()
        guard start < end else { throw .empty }
        let isNegative = readSign()
        try rejectInvalidCharacters()
        let decimalOffset = decimalSeparatorOffset()
        let integerEnd = decimalOffset ?? end
        let integerDigits = try validatedIntegerDigits(upTo: integerEnd)
        let fractionDigits = try validatedFractionDigits(after: decimalOffset)
        guard !(integerDigits + fractionDigits).isEmpty else { throw .missingDigits }
        let significant = integerDigits.drop { $0 == "0" }.count + fractionDigits.count
        guard significant <= DecimalParser.maximumDigits else {
            throw .tooManyDigits(limit: DecimalParser.maximumDigits)
        }
        let canonical = (isNegative ? "-" : "") + (integerDigits.isEmpty ? "0" : integerDigits) + "." + fractionDigits
        guard let value = Decimal(string: canonical + (fractionDigits.isEmpty ? "0" : "")) else {
            throw .missingDigits
        }
        return (value, fractionDigits.count)
    }

    private mutating func trimWhitespace() {
        while start < end && characters[start].isWhitespace { start += 1 }
        while end > start && characters[end - 1].isWhitespace { end -= 1 }
    }

    private mutating func readSign() -> Bool {
        guard ["+", "-", "\u{2212}"].contains(characters[start]) else { return false }
        start += 1
        return characters[start - 1] != "+"
    }

    private func rejectInvalidCharacters() throws(NumberParseError) {
        for offset in start..<end {
            let character = characters[offset]
            let allowed =
                character.isASCII && character.isWholeNumber || Self.pointCharacters.contains(character)
                || Self.spaceGroupingCharacters.contains(character)
            guard allowed else { throw .invalidCharacter(character, offset: offset) }
        }
    }

    /// The offset of the decimal separator under the rules documented on ``DecimalParser``, or nil.
    private func decimalSeparatorOffset() -> Int? {
        let points = (start..<end).filter { Self.pointCharacters.contains(characters[$0]) }
        guard let last = points.last else { return nil }
        let kind = characters[last]
        if points.contains(where: { characters[$0] != kind }) { return last }
        if points.count > 1 { return nil }
        if kind == language.decimalSeparator { return last }
        let digitsAfter = end - last - 1
        return kind == language.groupingSeparator && digitsAfter == 3 ? nil : last
    }

    /// The digits before the decimal separator, after checking that separators form groups of three.
    private func validatedIntegerDigits(upTo integerEnd: Int) throws(NumberParseError) -> String {
        let separators = (start..<integerEnd).filter { !characters[$0].isWholeNumber }
        guard let first = separators.first else { return String(characters[start..<integerEnd]) }
        let separator = characters[first]
        let leadingDigits = first - start
        guard (1...3).contains(leadingDigits) else { throw .misplacedSeparator(separator, offset: first) }
        let boundaries = separators + [integerEnd]
        for (index, offset) in separators.enumerated() {
            let groupLength = boundaries[index + 1] - offset - 1
            guard characters[offset] == separator, groupLength == 3 else {
                throw .misplacedSeparator(characters[offset], offset: offset)
            }
        }
        return String(characters[start..<integerEnd].filter(\.isWholeNumber))
    }

    /// The digits after the decimal separator; every character there must be a digit, and there must be one.
    private func validatedFractionDigits(after decimalOffset: Int?) throws(NumberParseError) -> String {
        guard let decimalOffset else { return "" }
        let fraction = characters[(decimalOffset + 1)..<end]
        if let stray = fraction.firstIndex(where: { !$0.isWholeNumber }) {
            throw .misplacedSeparator(characters[stray], offset: stray)
        }
        guard !fraction.isEmpty else { throw .misplacedSeparator(characters[decimalOffset], offset: decimalOffset) }
        return String(fraction)
    }
}
