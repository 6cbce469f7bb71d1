/// Finds and substitutes the positional placeholders `{0}`, `{1}`, … of catalog texts.
///
/// Only `{` + decimal digits + `}` is a placeholder; any other brace is literal text. A placeholder without an
/// argument stays as written, so a missing argument is visible rather than silently dropped.
enum PlaceholderFormatter {
    /// The indices of the placeholders in a text.
    static func placeholders(in text: String) -> Set<Int> {
        Set(tokens(in: text).compactMap(\.index))
    }

    /// The text with each `{n}` replaced by `arguments[n]`.
    static func format(_ text: String, _ arguments: [String]) -> String {
        tokens(in: text).map { token in
            guard let index = token.index, arguments.indices.contains(index) else { return token.text }
            return arguments[index]
        }.joined()
    }

    private struct Token {
        let text: String
        let index: Int?
    }

    private static func tokens(in text: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            tokens.append(Token(text: String(rest[..<open]), index: nil))
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]),
                rest[afterOpen..<close].allSatisfy({ ("0"..."9").contains($0) })
            {
                tokens.append(Token(text: String(rest[open...close]), index: index))
                rest = rest[rest.index(after: close)...]
            } else {
                tokens.append(Token(text: "{", index: nil))
                rest = rest[afterOpen...]
            }
        }
        tokens.append(Token(text: String(rest), index: nil))
        return tokens
    }
}
