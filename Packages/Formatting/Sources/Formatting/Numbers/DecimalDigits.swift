import Foundation

/// The decimal digits of a finite `Decimal`, split the way formatters need them: sign, integer digits without
/// leading zeros (`"0"` for values below one) and fraction digits exactly as stored (no trailing zeros).
struct DecimalDigits: Equatable {
    /// Whether the value is below zero (never true for zero).
    var isNegative: Bool
    /// Integer digits, at least one (`"0"`).
    var integerDigits: String
    /// Fraction digits, possibly empty.
    var fractionDigits: String

    /// Splits `value`.
    ///
    /// `nil` for NaN. Relies on `Decimal.description`, which writes plain digits with `.` and an optional leading `-`,
    /// never an exponent (verified for 1e-10 and 1e30 in the tests).
    init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        var text = value.description
        isNegative = text.hasPrefix("-")
        if isNegative { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        integerDigits = parts.first.map(String.init) ?? "0"
        fractionDigits = parts.count > 1 ? String(parts[1]) : ""
        if integerDigits.isEmpty { integerDigits = "0" }
        if isNegative && integerDigits.allSatisfy({ $0 == "0" }) && fractionDigits.allSatisfy({ $0 == "0" }) {
            isNegative = false
        }
    }

    /// Fraction digits padded with zeros to `count`, or with trailing zeros removed when `keepZeros` is false.
    func fraction(paddedTo count: Int, keepZeros: Bool) -> String {
        if keepZeros {
            return fractionDigits + String(repeating: "0", count: max(0, count - fractionDigits.count))
        }
        var trimmed = fractionDigits
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        return trimmed
    }

    /// The integer digits with `separator` between groups of three, when there are at least `minimumDigits` of them.
    func groupedInteger(separator: Character?, minimumDigits: Int) -> String {
        guard let separator, integerDigits.count >= minimumDigits else { return integerDigits }
        var result = ""
        for (offset, digit) in integerDigits.enumerated() {
            if offset > 0 && (integerDigits.count - offset) % 3 == 0 { result.append(separator) }
            result.append(digit)
        }
        return result
    }
}
