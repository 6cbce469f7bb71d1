/// Simple arithmetic on a typed value, as GNU units accepts it: `2*3`, `(1+2)`, `1.5×4`, `10/4`, `-(1+2)*3`,
/// `2^3` (or `2**3`), `1|3` and `2(3)`; evaluated exactly.
///
/// Precedence, tightest first (GNU units' own, `units(1)` "Operators"): `|` between numbers (`1|2^2` = 1/4), then
/// `^` with a whole exponent, right to left (`2^3^2` = 512, `2^-1` = 1/2; a sign before a base applies after it:
/// `-2^2` = −4), then `*`, `×`, `/` and a product written without `*` (`2(3)`, `(1+2)(3)`), left to right, then `+`
/// and `-`. A product without `*` after a `/` in the same product (`6/2(3)`) is refused as ambiguous: GNU units
/// reads it 6/(2·3), usual precedence (6/2)·3. A fractional exponent (`2^0.5`) is refused: its value is not exact.
struct ValueExpression {
    private let text: [Character]
    private let grouping: GroupingConvention
    private let typed: String
    private var position = 0

    /// Whether a number token needs this evaluator rather than ``NumberReader`` alone.
    static func isExpression(_ text: String) -> Bool {
        text.contains { "*×(^|".contains($0) } || text.filter({ $0 == "/" }).count > 1
    }

    /// Evaluates `text` exactly.
    /// - Throws: ``ConversionError/invalidNumber(_:)`` for a malformed expression or a division by zero,
    ///   ``ConversionError/ambiguousProduct(_:)``, ``ConversionError/fractionalExponent(_:)``,
    ///   ``ConversionError/numberOutOfRange(_:)`` for an exponent beyond ±``Rational/maximumExponent``, and the
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

    /// A sum: `product { (+|-) product }`.
    private mutating func sum() throws(ConversionError) -> Rational {
        var value = try product()
        while let symbol = next, symbol == "+" || symbol == "-" || symbol == "\u{2212}" {
            position += 1
            let operand = try product()
            value = symbol == "+" ? value + operand : value - operand
        }
        return value
    }

    /// A product: `signed { (*|×|/) signed | "(" … }`; `**` is the power, not a product.
    private mutating func product() throws(ConversionError) -> Rational {
        var value = try signed()
        var divided = false
        while let symbol = next, "*×/(".contains(symbol), !isPowerOperator {
            if symbol == "(" {
                guard !divided else { throw .ambiguousProduct(typed) }
                value = value * (try signed())
                continue
            }
            position += 1
            let operand = try signed()
            guard symbol == "/" else {
                value = value * operand
                continue
            }
            divided = true
            guard let quotient = value.divided(by: operand) else { throw .invalidNumber(typed) }
            value = quotient
        }
        return value
    }

    /// `[sign] power`: a sign applies to the power after it (`-2^2` = −4).
    private mutating func signed() throws(ConversionError) -> Rational {
        guard let symbol = next, symbol == "-" || symbol == "+" || symbol == "\u{2212}" else { return try power() }
        position += 1
        let value = try signed()
        return symbol == "+" ? value : -value
    }

    /// Whether `^` or `**` stands at the current position.
    private var isPowerOperator: Bool {
        guard let symbol = next else { return false }
        return symbol == "^" || (symbol == "*" && position + 1 < text.count && text[position + 1] == "*")
    }

    /// `fraction [(^|**) signed]`, right to left; the exponent must be a whole number within ±400.
    private mutating func power() throws(ConversionError) -> Rational {
        let base = try fraction()
        guard isPowerOperator else { return base }
        position += next == "^" ? 1 : 2
        let exponent = try signed()
        guard exponent.denominator == .one else { throw .fractionalExponent(typed) }
        guard let count = exponent.numerator.int64Value, count.magnitude <= Rational.maximumExponent else {
            throw .numberOutOfRange(typed)
        }
        return try Self.raise(base, to: Int(count), typed: typed)
    }

    /// `base^exponent` by repeated squaring; 0 to a negative power is a division by zero.
    private static func raise(_ base: Rational, to exponent: Int, typed: String) throws(ConversionError) -> Rational {
        var result = Rational(1)
        var square = base
        var remaining = exponent.magnitude
        while remaining > 0 {
            if remaining & 1 == 1 { result = result * square }
            remaining >>= 1
            if remaining > 0 { square = square * square }
        }
        guard exponent < 0 else { return result }
        guard let reciprocal = Rational(1).divided(by: result) else { throw .invalidNumber(typed) }
        return reciprocal
    }

    /// `primary { "|" primary }`: GNU units' division between numbers, binding tightest (`1|2^2` = 1/4).
    private mutating func fraction() throws(ConversionError) -> Rational {
        var value = try primary()
        while next == "|" {
            position += 1
            guard let quotient = value.divided(by: try primary()) else { throw .invalidNumber(typed) }
            value = quotient
        }
        return value
    }

    /// A number, or `( sum )`.
    private mutating func primary() throws(ConversionError) -> Rational {
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
