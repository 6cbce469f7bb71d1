import Formatting

/// Checks number words character by character, so nothing is accepted by a prefix parse.
enum StrictNumberText {
    /// `[+-]digits[(.|,)digits]` normalized to a `.` separator, or `nil`.
    static func decimal(_ text: String) -> String? {
        var body = Substring(text)
        var sign = ""
        if let first = body.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        let pieces = parts.count == 1 ? body.split(separator: ",", omittingEmptySubsequences: false) : parts
        guard (1...2).contains(pieces.count), pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isDigit) }) else {
            return nil
        }
        return sign + pieces.joined(separator: ".")
    }

    /// The two readings of a number languages read two ways, as plain numbers; nil for every other text.
    ///
    /// `1.250` is 1250 in Turkish and German, 1.25 in English: (`1250`, `1.25`). Formatting's `AmbiguousSeparator`
    /// rule of every tool, `groupable`: `0.500` is a decimal.
    static func ambiguousReadings(_ text: String) -> (grouped: String, decimal: String)? {
        AmbiguousSeparator.readings(of: Substring(text), rule: .groupable)
    }

    /// A decimal number with an optional `e`/`E` exponent, normalized to a `.` separator, or `nil`.
    static func floatingPoint(_ text: String) -> String? {
        let pieces = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "e" || $0 == "E" })
        guard (1...2).contains(pieces.count), let mantissa = decimal(String(pieces[0])) else { return nil }
        guard pieces.count == 2 else { return mantissa }
        guard let exponent = Int(pieces[1], radix: 10) else { return nil }
        return "\(mantissa)e\(exponent)"
    }

    /// Whether a word starts like a negative number, which is a value, never an option.
    ///
    /// A minus, then a digit, a point and a digit, a vulgar fraction or an opening parenthesis (`-5`, `-0.25`, `-1e3`, `-.5`, `-40°C`,
    /// `-1/2`, `-½`, `-(1+2)`). No option letter is a digit, so nothing an option could be is taken.
    static func isNegativeNumber(_ text: String) -> Bool {
        guard text.hasPrefix("-") else { return false }
        let body = text.dropFirst()
        guard let first = body.first else { return false }
        return first.isNumber || first == "(" || (first == "." && body.dropFirst().first?.isDigit == true)
    }
}

extension Character {
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}
