/// One lexical piece of a coordinate: a number, a unit symbol, a hemisphere letter or a sign.
enum CoordinateToken: Equatable {
    /// Digits with at most one `.` or `,`, as written; `offset` is where it starts.
    case number(String, offset: Int)
    /// `°`, `º`, `d` (0), `′`, `'`, `’`, `m` (1), `″`, `"`, `”`, `''`, `’’`, `s` (2), with the offset where it is.
    case unit(Int, offset: Int)
    /// A hemisphere: the index north 0, south 1, east 2, west 3, the letter and where it is.
    case hemisphere(Int, Character, offset: Int)
    /// `-`, `−` or `+`.
    case sign(negative: Bool, offset: Int)

    /// Unit symbols and the component they end: 0 degrees, 1 minutes, 2 seconds.
    ///
    /// Word processors turn the apostrophe and quotation mark into typographic ones (U+2019 ’, U+201D ”), read like `'` and `"`.
    static let unitSymbols: [Character: Int] = [
        "°": 0, "º": 0, "d": 0, "\u{2032}": 1, "'": 1, "\u{2019}": 1, "m": 1, "\u{2033}": 2, "\"": 2, "\u{201D}": 2,
        "s": 2,
    ]

    /// Splits `characters` into tokens; `letters` maps uppercase hemisphere letters to their index.
    static func tokenize(
        _ characters: [Character], letters: [Character: Int]
    ) throws(CoordinateParseError) -> [CoordinateToken] {
        var tokens: [CoordinateToken] = []
        var offset = 0
        while offset < characters.count {
            let character = characters[offset]
            if character.isASCII && character.isWholeNumber {
                let end = characters[offset...].firstIndex { !($0.isWholeNumber || $0 == "." || $0 == ",") }
                tokens.append(.number(String(characters[offset..<(end ?? characters.count)]), offset: offset))
                offset = end ?? characters.count
                continue
            }
            let isDoubleApostrophe =
                (character == "'" || character == "\u{2019}") && offset + 1 < characters.count
                && characters[offset + 1] == character
            if isDoubleApostrophe {
                tokens.append(.unit(2, offset: offset))
                offset += 2
                continue
            }
            if let token = try single(character, at: offset, letters: letters) { tokens.append(token) }
            offset += 1
        }
        return tokens
    }

    /// The token for one non-digit character; nil for whitespace.
    private static func single(
        _ character: Character, at offset: Int, letters: [Character: Int]
    ) throws(CoordinateParseError) -> CoordinateToken? {
        if character.isWhitespace { return nil }
        if let unit = unitSymbols[character] { return .unit(unit, offset: offset) }
        if let index = letters[Character(character.uppercased())] {
            return .hemisphere(index, character, offset: offset)
        }
        if character == "+" || character == "-" || character == "\u{2212}" {
            return .sign(negative: character != "+", offset: offset)
        }
        throw .invalidCharacter(character, offset: offset)
    }
}
