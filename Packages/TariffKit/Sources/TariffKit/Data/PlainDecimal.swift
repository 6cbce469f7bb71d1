import Foundation

/// Strict reading of the plain decimals used inside data files: ASCII digits, optionally one `.` and more digits.
///
/// `Decimal(string:)` alone accepts prefixes (`"12abc"` → 12, CONVENTIONS.md), so the text is checked first.
/// This is for the library's own file format only; user input on the command line goes through Formatting.
enum PlainDecimal {
    /// The value of `text`, or `nil` when it is not a plain decimal.
    static func parse(_ text: String) -> Decimal? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } })
        else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
