/// A whitespace-separated piece of the input after numbers glued to units (`5km`) have been split off.
enum InputToken: Equatable {
    /// Text that starts like a number (`5`, `-1,5`, `3/4`, `1e9`).
    case number(String)
    /// Any other word (`km`, `fl`, `oz`, `to`).
    case word(String)

    /// Splits `input` at whitespace, then splits a leading number from a glued unit.
    static func tokenize(_ input: String) -> [InputToken] {
        pieces(of: InputSpelling.expanded(input)).flatMap { piece -> [InputToken] in
            let length = NumberReader.numericPrefixLength(of: piece)
            if length == 0 { return [.word(String(piece))] }
            let number = InputToken.number(String(piece.prefix(length)))
            return length == piece.count ? [number] : [number, .word(String(piece.dropFirst(length)))]
        }
    }

    /// Whitespace-separated pieces; a byte scan for ASCII input, Unicode whitespace otherwise.
    private static func pieces(of input: String) -> [Substring] {
        guard input.utf8.allSatisfy({ $0 < 0x80 }) else { return input.split(whereSeparator: \.isWhitespace) }
        return input.utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) }).map { Substring($0) }
    }
}
