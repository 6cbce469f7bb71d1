/// Joins digits grouped by a space or an apostrophe before the request is split into words.
///
/// A no-break space (U+00A0), narrow no-break space (U+202F, French output: `1 852 m`) or thin space (U+2009)
/// between a digit and exactly three more digits groups them, whatever the convention: no one writes a decimal
/// that way, and white space would otherwise split the number. An apostrophe (`'` or `’`) in that place groups
/// under a convention that groups with it (de-CH, fr-CH: `1'500`); under any other it is ambiguous with the foot
/// mark (`1'500 m` as 1 ft + 500 m) and refused, naming both readings. `5'3"` and `5'11` keep their foot marks.
enum DigitGrouping {
    /// The spaces that group digits.
    static let groupingSpaces: Set<Character> = ["\u{00A0}", "\u{202F}", "\u{2009}"]
    /// The apostrophes that group digits in Swiss conventions.
    static let apostrophes: Set<Character> = ["'", "\u{2019}"]

    /// `input` with every grouping space (and, by the convention, apostrophe) between digit groups removed.
    ///
    /// - Throws: ``ConversionError/ambiguousApostrophe(_:grouped:)`` for `1'500` under a convention that does not
    ///   group with apostrophes.
    static func joined(_ input: String, grouping: GroupingConvention) throws(ConversionError) -> String {
        guard input.utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "'") }) else { return input }
        let characters = Array(input)
        var text = ""
        for index in characters.indices {
            let character = characters[index]
            let isSpace = groupingSpaces.contains(character)
            guard isSpace || apostrophes.contains(character), startsGroup(characters, at: index) else {
                text.append(character)
                continue
            }
            if isSpace || grouping.groupsWithApostrophe { continue }
            let number = numberAround(characters, at: index)
            throw .ambiguousApostrophe(number, grouped: number.filter { !apostrophes.contains($0) })
        }
        return text
    }

    /// Whether the separator at `index` follows a digit and precedes exactly three digits, then no digit and no
    /// inch mark (`5'300"` is feet and inches).
    private static func startsGroup(_ characters: [Character], at index: Int) -> Bool {
        guard index > 0, characters[index - 1].isASCIIDigit else { return false }
        let group = characters[(index + 1)...].prefix(3)
        guard group.count == 3, group.allSatisfy(\.isASCIIDigit) else { return false }
        guard index + 4 < characters.count else { return true }
        let after = characters[index + 4]
        return !after.isASCIIDigit && after != "\"" && after != "″"
    }

    /// The digits and separators around `index`, for the message (`1'500`).
    private static func numberAround(_ characters: [Character], at index: Int) -> String {
        let isPart = { (character: Character) in
            character.isASCIIDigit || apostrophes.contains(character) || character == "." || character == ","
        }
        var start = index
        while start > 0, isPart(characters[start - 1]) { start -= 1 }
        var end = index
        while end < characters.count, isPart(characters[end]) { end += 1 }
        return String(characters[start..<end])
    }
}
