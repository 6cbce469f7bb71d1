/// Simple arithmetic on a typed value, as GNU units and Qalculate accept it: `2*3`, `(1+2)`, `1.5×4`, `10/4`,
/// `-(1+2)*3`; `+ - * × /` with the usual precedence and parentheses, evaluated exactly.
struct ValueExpression {
    private let text: [Character]
    private let grouping: GroupingConvention
    private let typed: String
    private var position = 0

    /// Whether a number token needs this evaluator rather than ``NumberReader`` alone.
    static func isExpression(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "×" || $0 == "(" } || text.filter({ $0 == "/" }).count > 1
    }

    /// Evaluates `text` exactly.
    /// - Throws: ``ConversionError/invalidNumber(_:)`` for a malformed expression or a division by zero, and the
    ///   errors of ``NumberReader/read(_:grouping:)`` for its numbers.
    static func evaluate(_ text: String, grouping: GroupingConvention) throws(ConversionError) -> Rational {
        var parser = ValueExpression(text: Array(text), grouping: grouping, typed: text)
        let value = try parser.sum()
        guard parser.position == parser.text.count else { throw .invalidNumber(text) }
        return value
    }

    private init(text: [Character], grouping: GroupingConvention, typed: String) {
        self.text = text
        self.grouping = grouping
        self.typed = typed
    }

    private var next: Character? { position < text.count ? text[position] : nil }

    /// A sum: `term { (+|-) term }`.
    private mutating func sum() throws(ConversionError) -> Rational {
        var value = try product()
        while let symbol = next, symbol == "+" || symbol == "-" || symbol == "\u{2212}" {
            position += 1
            let operand = try product()
            value = symbol == "+" ? value + operand : value - operand
        }
        return value
    }

    /// A product: `factor { (*|×|/) factor }`.
    private mutating func product() throws(ConversionError) -> Rational {
        var value = try factor()
        while let symbol = next, symbol == "*" || symbol == "×" || symbol == "/" {
            position += 1
            let operand = try factor()
            if symbol == "/" {
                guard let reciprocal = Rational(numerator: operand.denominator, denominator: operand.numerator) else {
                    throw .invalidNumber(typed)
                }
                value = value * reciprocal
            } else {
                value = value * operand
            }
        }
        return value
    }

    /// A factor: `[sign] (number | "(" sum ")")`.
    private mutating func factor() throws(ConversionError) -> Rational {
        if let symbol = next, symbol == "-" || symbol == "+" || symbol == "\u{2212}" {
            position += 1
            let value = try factor()
            return symbol == "+" ? value : -value
        }
        guard next == "(" else { return try number() }
        position += 1
        let value = try sum()
        guard next == ")" else { throw .invalidNumber(typed) }
        position += 1
        return value
    }

    /// Digits and separators with an optional exponent, read by ``NumberReader``.
    private mutating func number() throws(ConversionError) -> Rational {
        let start = position
        while let character = next, character.isASCIIDigit || character == "." || character == "," { position += 1 }
        if let marker = next, marker == "e" || marker == "E", position > start {
            position += 1
            if let sign = next, sign == "-" || sign == "+" { position += 1 }
            while let character = next, character.isASCIIDigit { position += 1 }
        }
        guard position > start else { throw .invalidNumber(typed) }
        return try NumberReader.read(String(text[start..<position]), grouping: grouping)
    }
}
