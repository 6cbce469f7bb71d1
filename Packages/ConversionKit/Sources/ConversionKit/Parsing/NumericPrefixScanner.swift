/// Finds how many leading characters of a token form a number.
///
/// So `5km`, `-40°C`, `1/2cup`, `(1+2)m`, `2^3m` and `2(3)m` split into a number and a unit. Grammar: `[sign]
/// operand {operator [sign] operand | operand-in-parentheses}`, where an operator is `*`, `×`, `/`, `|`, `^` or
/// `**` (a sign may follow `^` and `**` only), and an operand is `digits-or-separators [e [sign] digits]` with at
/// least one digit, or a balanced parenthesized expression (``ValueExpression`` evaluates what is found).
struct NumericPrefixScanner {
    let text: [Character]
    private var position = 0

    init(text: [Character]) { self.text = text }

    /// The length of the numeric prefix; 0 when the token does not start with a number.
    mutating func scan() -> Int {
        skip { $0 == "-" || $0 == "+" || $0 == "\u{2212}" }
        guard scanOperand() else { return 0 }
        while position < text.count {
            let resume = position
            guard scanOperator() || text[position] == "(", scanOperand() else {
                position = resume
                break
            }
        }
        return position
    }

    /// Steps over an operator; false, with nothing consumed, when none stands here.
    ///
    /// `*`, `×`, `/` and `|` chain operands (`2*3`, `1/2`, `1|3`); `^` and `**` raise, with an optional sign
    /// (`2^-1`).
    private mutating func scanOperator() -> Bool {
        guard position + 1 < text.count else { return false }
        if text[position] == "*", text[position + 1] == "*" {
            position += 2
        } else if text[position] == "^" {
            position += 1
        } else {
            guard Self.operators.contains(text[position]) else { return false }
            position += 1
            return true
        }
        skip { $0 == "-" || $0 == "+" || $0 == "\u{2212}" }
        return true
    }

    private static let operators: Set<Character> = ["*", "×", "/", "|"]

    /// What a parenthesized value may hold besides digits.
    private static let expressionCharacters: Set<Character> = [
        "(", ")", ".", ",", "+", "-", "\u{2212}", "*", "×", "/", "|", "^", "e", "E",
    ]

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

    /// `(` … `)` with nested pairs; consumed only when balanced and holding only numbers and operators, so
    /// `2*(3m)` is not taken for a number (arithmetic on a unit, which ``UnitCatalog`` refuses by name).
    private mutating func scanParentheses() -> Bool {
        var depth = 0
        for index in position..<text.count {
            guard Self.expressionCharacters.contains(text[index]) || text[index].isASCIIDigit else { return false }
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
