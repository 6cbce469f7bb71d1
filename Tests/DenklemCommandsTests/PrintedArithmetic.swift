import Foundation

/// Reads the formulas a report prints ("2 h × ₺2,260.00 × 1 mediator(s) = ₺4,520.00", "3.200,00 TL ÷ 4 = her
/// birine 800,00 TL", "(30.000,00 TL − 20.000,00 TL) × 12 = 120.000,00 TL") back as numbers and recomputes them, so
/// a test can check every printed step, not only the final figures.
///
/// Numbers are read in the report's notation: Turkish (`1.234,50`, `%7,5`) or English (`1,234.50`, `7.5%`).
struct PrintedArithmetic {
    /// A formula that does not hold.
    struct Mismatch: CustomStringConvertible {
        let line: String
        let computed: Decimal
        let printed: Decimal
        var description: String { "\(line): computed \(computed), printed \(printed)" }
    }

    /// `tr` or `en`.
    let language: String

    private var decimalSeparator: Character { language == "tr" ? "," : "." }
    private var groupSeparator: Character { language == "tr" ? "." : "," }

    /// Every formula line in `lines` (a line with `=` and an operator on its left), with its recomputed value.
    func formulas(in lines: [String]) -> [(line: String, computed: Decimal, printed: Decimal, divides: Bool)] {
        lines.compactMap { line in
            guard let equals = line.range(of: " = ") else { return nil }
            var left = String(line[..<equals.lowerBound])
            if let colon = left.lastIndex(where: { $0 == ":" || $0 == "：" }) {
                left = String(left[left.index(after: colon)...])
            }
            guard left.contains(where: { "×÷+−".contains($0) }) else { return nil }
            guard let computed = evaluate(left), let printed = amounts(in: String(line[equals.upperBound...])).first
            else { return nil }
            return (line, computed, printed, left.contains("÷"))
        }
    }

    /// The formulas that do not hold: a product or sum must round (half up, kuruş) to what is printed; a division
    /// into shares may give the first share one kuruş more (the remainder rule).
    func mismatches(in lines: [String]) -> [Mismatch] {
        formulas(in: lines).compactMap { item in
            let rounded = Self.round(item.computed)
            let holds =
                item.divides
                ? (item.printed == Self.round(item.computed, .down)
                    || item.printed == Self.round(item.computed, .down) + 0.01)
                : rounded == item.printed
            return holds ? nil : Mismatch(line: item.line, computed: item.computed, printed: item.printed)
        }
    }

    /// Every amount of money on a line, in order.
    func amounts(in line: String) -> [Decimal] {
        let pattern = language == "tr" ? turkishAmount : englishAmount
        return line.matches(of: pattern).compactMap { number(String($0.output)) }
    }

    // A regex literal is compiled each time it is evaluated; the grid tests read tens of thousands of lines, so the
    // patterns are compiled once per reader (Regex is not Sendable, so not once per process).
    private let turkishAmount = /-?[0-9]{1,3}(?:\.[0-9]{3})*,[0-9]{2}/
    private let englishAmount = /-?[0-9]{1,3}(?:,[0-9]{3})*\.[0-9]{2}/
    /// A parenthesised label ("(4 kişi)", "(2 persons)"): it holds a letter.
    private let parenthesisedLabel = /\([^()]*\p{L}[^()]*\)/

    static func round(_ value: Decimal, _ mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, 2, mode)
        return output
    }

    // MARK: Reading

    private enum Token: Equatable {
        case number(Decimal)
        case symbol(Character)
    }

    private func tokens(_ text: String) -> [Token] {
        var cleaned = text.replacingOccurrences(of: "TL", with: " ").replacingOccurrences(of: "₺", with: " ")
        // Parenthesised words such as "(4 kişi)" or "(2 persons)" are labels, not grouping.
        cleaned = cleaned.replacing(parenthesisedLabel, with: " ")
        var result: [Token] = []
        var index = cleaned.startIndex
        while index < cleaned.endIndex {
            let character = cleaned[index]
            if character.isNumber {
                let end = numberEnd(in: cleaned, from: index)
                var value = number(String(cleaned[index..<end])) ?? 0
                if isPercent(cleaned, index, end) { value /= 100 }
                result.append(.number(value))
                index = end
            } else {
                if "×÷+−()".contains(character) { result.append(.symbol(character)) }
                index = cleaned.index(after: index)
            }
        }
        return result
    }

    /// The end of the number starting at `start`: digits, and separators followed by a digit.
    private func numberEnd(in text: String, from start: String.Index) -> String.Index {
        var end = start
        while end < text.endIndex {
            let next = text.index(after: end)
            let isSeparator = text[end] == decimalSeparator || text[end] == groupSeparator
            guard text[end].isNumber || (isSeparator && next < text.endIndex && text[next].isNumber) else { break }
            end = next
        }
        return end
    }

    /// `%6` (Turkish) or `6%` (English).
    private func isPercent(_ text: String, _ start: String.Index, _ end: String.Index) -> Bool {
        (start > text.startIndex && text[text.index(before: start)] == "%") || (end < text.endIndex && text[end] == "%")
    }

    private func number(_ text: String) -> Decimal? {
        let plain = text.filter { $0 != groupSeparator }.map { $0 == decimalSeparator ? "." : String($0) }.joined()
        return Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX"))
    }

    private func firstNumber(in text: String) -> Decimal? {
        for token in tokens(text) { if case .number(let value) = token { return value } }
        return nil
    }

    /// Evaluates `+ − × ÷` with parentheses and the usual precedence.
    func evaluate(_ text: String) -> Decimal? {
        var parser = Parser(tokens: tokens(text))
        guard let value = parser.sum(), parser.position == parser.tokens.count else { return nil }
        return value
    }

    private struct Parser {
        let tokens: [Token]
        var position = 0

        mutating func sum() -> Decimal? {
            guard var value = product() else { return nil }
            while position < tokens.count, case .symbol(let operation) = tokens[position], "+−".contains(operation) {
                position += 1
                guard let right = product() else { return nil }
                value = operation == "+" ? value + right : value - right
            }
            return value
        }

        mutating func product() -> Decimal? {
            guard var value = factor() else { return nil }
            while position < tokens.count, case .symbol(let operation) = tokens[position], "×÷".contains(operation) {
                position += 1
                guard let right = factor() else { return nil }
                value = operation == "×" ? value * right : value / right
            }
            return value
        }

        mutating func factor() -> Decimal? {
            guard position < tokens.count else { return nil }
            switch tokens[position] {
            case .number(let value):
                position += 1
                return value
            case .symbol("("):
                position += 1
                let value = sum()
                guard position < tokens.count, tokens[position] == .symbol(")") else { return nil }
                position += 1
                return value
            default: return nil
            }
        }
    }
}
