import Foundation

extension Decimal: SQLiteValueConvertible {
    /// Stored exactly as TEXT in plain decimal notation, for example `-1234.5678`.
    ///
    /// Never REAL, which would round (0.1 has no exact binary form). SQL comparisons on such a column compare text, not numbers.
    public var sqliteValue: SQLiteValue { .text(description) }

    /// Reads TEXT in plain decimal notation (`-?digits(.digits)?`); anything else, including text that merely
    /// starts with a number, is a type mismatch.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue, Self.isPlainDecimal(text),
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self = value
    }

    private static func isPlainDecimal(_ text: String) -> Bool {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
