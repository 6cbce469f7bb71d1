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

    /// A decimal number with an optional `e`/`E` exponent, normalized to a `.` separator, or `nil`.
    static func floatingPoint(_ text: String) -> String? {
        let pieces = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "e" || $0 == "E" })
        guard (1...2).contains(pieces.count), let mantissa = decimal(String(pieces[0])) else { return nil }
        guard pieces.count == 2 else { return mantissa }
        guard let exponent = Int(pieces[1], radix: 10) else { return nil }
        return "\(mantissa)e\(exponent)"
    }

    /// Whether a word is a negative number (`-5`, `-0.25`, `-1e3`), which is a value, never an option.
    static func isNegativeNumber(_ text: String) -> Bool {
        text.hasPrefix("-") && floatingPoint(text) != nil
    }
}

extension Character {
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}
