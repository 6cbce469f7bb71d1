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
    ///
    /// One pass appending to the result, the same tokens as ``placeholders(in:)`` reads without building them
    /// (`route show` of a 200,000-point route formats 400,000 lines; the token arrays were 8% of its CPU; issue 30).
    static func format(_ text: String, _ arguments: [String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = index(rest[afterOpen..<close]) {
                result += arguments.indices.contains(index) ? arguments[index] : String(rest[open...close])
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// The number of a placeholder's digits, or nil when they are not all decimal digits.
    private static func index(_ digits: Substring) -> Int? {
        guard let index = Int(digits), digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return index
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
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = index(rest[afterOpen..<close]) {
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
