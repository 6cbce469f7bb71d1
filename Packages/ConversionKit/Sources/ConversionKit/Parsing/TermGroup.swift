/// The raw tokens of one term: one or two numbers (a mixed number) and the unit words after them.
struct TermGroup {
    /// An explicit operator between terms: `5 ft + 3 in`, `37 °C - 1 Δ°C` (GNU units' sums).
    enum Operation: Equatable {
        case plus, minus

        /// The operation a word spells: `+`, or `-`, U+2212 `−` and the en dash `–` for minus.
        init?(_ word: String) {
            switch word {
            case "+": self = .plus
            case "-", "\u{2212}", "\u{2013}": self = .minus
            default: return nil
            }
        }
    }

    var numbers: [String]
    var words: [String]
    /// The operator written before this term, if any.
    var operation: Operation? = nil

    /// True when the term's number is written with a leading minus sign (`-5`, `−1 1/2`).
    var isNegative: Bool { numbers.first.map { $0.hasPrefix("-") || $0.hasPrefix("\u{2212}") } ?? false }

    /// Groups tokens into terms; every term starts with a number and has at least one word, and a `+` or `-`
    /// word after a complete term introduces the next one.
    static func groups(of tokens: [InputToken]) throws(ConversionError) -> [TermGroup] {
        guard case .number = tokens.first else { throw .missingValue }
        var groups: [TermGroup] = []
        var pending: Operation?
        for token in tokens {
            switch token {
            case .number(let text):
                if pending == nil, let last = groups.last, last.words.isEmpty {
                    groups[groups.count - 1].numbers.append(text)
                } else {
                    groups.append(TermGroup(numbers: [text], words: [], operation: pending))
                    pending = nil
                }
            case .word(let word):
                if let operation = Operation(word), pending == nil, !groups[groups.count - 1].words.isEmpty {
                    pending = operation
                    continue
                }
                if pending != nil { throw .missingValue }
                groups[groups.count - 1].words.append(word)
            }
        }
        if pending != nil { throw .missingValue }
        if let last = groups.last, last.words.isEmpty { throw .missingUnit(after: last.numbers.joined(separator: " ")) }
        return groups
    }

    /// The term's exact value.
    ///
    /// A later term of a compound must be unsigned; a mixed number is an integer followed
    /// by an unsigned fraction (`1 1/2`, `-2 3/4`).
    func value(isFirst: Bool, grouping: GroupingConvention) throws(ConversionError) -> Rational {
        if !isFirst, isNegative || numbers[0].hasPrefix("+") { throw .signedCompoundPart(numbers[0]) }
        if isFirst, operation != nil { throw .missingValue }
        if ValueExpression.isExpression(numbers[0]) {
            guard numbers.count == 1 else { throw .unexpectedNumber(numbers[1...].joined(separator: " ")) }
            return try ValueExpression.evaluate(numbers[0], grouping: grouping)
        }
        let whole = try NumberReader.read(numbers[0], grouping: grouping)
        guard numbers.count > 1 else { return whole }
        let fractionText = numbers[1]
        guard numbers.count == 2, Self.isUnsignedInteger(numbers[0]), Self.isPlainFraction(fractionText) else {
            throw .unexpectedNumber(numbers[1...].joined(separator: " "))
        }
        let fraction = try NumberReader.read(fractionText)
        return whole.isNegative || isNegative ? whole - fraction : whole + fraction
    }

    /// `12`, `-12`, `+12`: digits only after an optional sign.
    private static func isUnsignedInteger(_ text: String) -> Bool {
        let digits = text.drop { $0 == "-" || $0 == "+" || $0 == "\u{2212}" }
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// `3/4`: unsigned digits, slash, digits.
    private static func isPlainFraction(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
}
