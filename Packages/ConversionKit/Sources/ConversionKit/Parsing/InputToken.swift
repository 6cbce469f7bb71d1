/// A whitespace-separated piece of the input after numbers glued to units (`5km`) have been split off.
enum InputToken: Equatable {
    /// Text that starts like a number (`5`, `-1,5`, `3/4`, `1e9`).
    case number(String)
    /// Any other word (`km`, `fl`, `oz`, `to`).
    case word(String)

    /// Splits `input` at whitespace, then splits a leading number from a glued unit.
    static func tokenize(_ input: String) -> [InputToken] {
        input.split(whereSeparator: \.isWhitespace).flatMap { piece -> [InputToken] in
            let length = NumberReader.numericPrefixLength(of: piece)
            if length == 0 { return [.word(String(piece))] }
            let number = InputToken.number(String(piece.prefix(length)))
            return length == piece.count ? [number] : [number, .word(String(piece.dropFirst(length)))]
        }
    }
}
