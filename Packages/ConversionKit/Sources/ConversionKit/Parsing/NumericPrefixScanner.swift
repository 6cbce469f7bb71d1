/// Finds how many leading characters of a token form a number.
///
/// So `5km`, `-40°C`, `1/2cup` and `(1+2)m` split into a number and a unit. Grammar: `[sign] operand {(*|×|/)
/// operand}`, where an operand is `digits-or-separators [e [sign] digits]` with at least one digit, or a balanced
/// parenthesized expression.
struct NumericPrefixScanner {
    let text: [Character]
    private var position = 0

    init(text: [Character]) { self.text = text }

    /// The length of the numeric prefix; 0 when the token does not start with a number.
    mutating func scan() -> Int {
        skip { $0 == "-" || $0 == "+" || $0 == "\u{2212}" }
        guard scanOperand() else { return 0 }
        while position + 1 < text.count, Self.operators.contains(text[position]) {
            let resume = position
            position += 1
            guard scanOperand() else {
                position = resume
                break
            }
        }
        return position
    }

    /// `*`, `×` and `/` chain operands (`2*3`, `1/2`, `(1+2)*4`).
    private static let operators: Set<Character> = ["*", "×", "/"]

    /// A decimal with its exponent, or a balanced parenthesized expression; false (nothing consumed) otherwise.
    private mutating func scanOperand() -> Bool {
        let start = position
        if position < text.count, text[position] == "(" { return scanParentheses() }
        skipAll { $0.isASCIIDigit || $0 == "." || $0 == "," }
        guard text[start..<position].contains(where: \.isASCIIDigit) else {
            position = start
            return false
        }
        scanExponent()
        return true
    }

    /// `(` … `)` with nested pairs; consumed only when balanced.
    private mutating func scanParentheses() -> Bool {
        var depth = 0
        for index in position..<text.count {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 {
                position = index + 1
                return true
            }
        }
        return false
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

    private mutating func skip(_ predicate: (Character) -> Bool) {
        if position < text.count, predicate(text[position]) { position += 1 }
    }

    private mutating func skipAll(_ predicate: (Character) -> Bool) {
        while position < text.count, predicate(text[position]) { position += 1 }
    }
}
