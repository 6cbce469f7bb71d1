/// The one rule every tool applies to a number that languages read two ways: a single `.` or `,` followed by
/// exactly three digits is a thousands separator in Turkish, German, Spanish or French and a decimal point in
/// English, Chinese or Japanese (`1.250`: 1250 or 1.25), so the tools refuse it naming both readings (or take the one
/// a convention the user stated, or a range, allows).
///
/// CLIKit's `Double`/`Decimal` options and unitconv's numbers use ``Rule/groupable``; denklem's quantities
/// (``QuantityParser``) use ``Rule/anyIntegerPart``, because denklem reads amounts with Turkish grouping everywhere,
/// where `0.500` is 500 TL (Docs/denklem.md).
public enum AmbiguousSeparator {
    /// Which digits before the separator make the text ambiguous.
    public enum Rule: Sendable, Equatable {
        /// Only digits that can be a first thousands group: one to three, the first not `0` (`1.250`, `-3,250`).
        /// `0.500`, `.500` and `1234.567` have one reading (no language groups them so): decimals.
        case groupable
        /// Any digits, none included (`0.500`, `00.500`, `.500`, `1234.567` are ambiguous too): for a tool that
        /// itself reads a group after `0` elsewhere (denklem's amounts).
        case anyIntegerPart
    }

    /// The two readings of `text` when it is ambiguous under `rule`.
    ///
    /// - Parameters:
    ///   - text: an optional ASCII sign (`-`, `+`), ASCII digits with one `.` or `,`.
    ///   - rule: which integer parts count (``Rule``).
    /// - Returns: both readings as plain ASCII numbers, the sign kept when it is `-`: `grouped` without the
    ///   separator (`1250`), `decimal` with a `.` and without trailing zeros (`1.25`; `1.000` → `1`); nil for every
    ///   other text (no separator, two, not three digits after it, other characters, an integer part `rule` excludes).
    public static func readings(of text: Substring, rule: Rule) -> (grouped: String, decimal: String)? {
        let sign = text.first == "-" ? "-" : ""
        let body = text.first == "-" || text.first == "+" ? text.dropFirst() : text
        let pieces = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard pieces.count == 2, let integer = pieces.first, let fraction = pieces.last, fraction.count == 3,
            (integer + fraction).allSatisfy({ ("0"..."9").contains($0) })
        else { return nil }
        if rule == .groupable, !(1...3).contains(integer.count) || integer.first == "0" { return nil }
        let decimal = fraction.reversed().drop { $0 == "0" }.reversed()
        return (sign + integer + fraction, sign + integer + (decimal.isEmpty ? "" : "." + String(decimal)))
    }
}
