/// Finds how many leading characters of a token form a number.
///
/// So `5km`, `-40°C` and `1/2cup` split into a number and a unit. Grammar: `[sign] digits-or-separators [e [sign] digits] [/ digits]`, at least one digit.
struct NumericPrefixScanner {
    let text: [Character]
    private var position = 0

    init(text: [Character]) { self.text = text }

    /// The length of the numeric prefix; 0 when the token does not start with a number.
    mutating func scan() -> Int {
        skip { $0 == "-" || $0 == "+" || $0 == "\u{2212}" }
        let mantissaStart = position
        skipAll { $0.isASCIIDigit || $0 == "." || $0 == "," }
        guard text[mantissaStart..<position].contains(where: \.isASCIIDigit) else { return 0 }
        scanExponent()
        scanDenominator()
        return position
    }

    /// `e`, optional sign, digits; consumed only when at least one digit follows.
    private mutating func scanExponent() {
        guard position < text.count, text[position] == "e" || text[position] == "E" else { return }
        var lookahead = position + 1
        if lookahead < text.count, text[lookahead] == "-" || text[lookahead] == "+" { lookahead += 1 }
        guard lookahead < text.count, text[lookahead].isASCIIDigit else { return }
        position = lookahead
        skipAll(\.isASCIIDigit)
    }

    /// `/` and digits; consumed only when at least one digit follows.
    private mutating func scanDenominator() {
        guard position + 1 < text.count, text[position] == "/", text[position + 1].isASCIIDigit else { return }
        position += 1
        skipAll(\.isASCIIDigit)
    }

    private mutating func skip(_ predicate: (Character) -> Bool) {
        if position < text.count, predicate(text[position]) { position += 1 }
    }

    private mutating func skipAll(_ predicate: (Character) -> Bool) {
        while position < text.count, predicate(text[position]) { position += 1 }
    }
}
