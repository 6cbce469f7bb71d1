import Foundation

extension DecimalFormatter {
    /// ``format(_:conventions:)`` of `Decimal(string: String(value))`, the decimal a `Double` was typed as.
    ///
    /// The digits are rounded as text when the value is below ``ScientificThresholds/upper`` and has no exponent in its
    /// shortest form (so no threshold applies), else through `Decimal`. `NaN` for NaN and infinities.
    public func format(shortestOf value: Double, conventions: LanguageConventions) -> String {
        if value.magnitude < 1e15 || scientific == .never,
            let digits = DecimalDigits(shortestOf: value, roundedTo: fractionDigits),
            scientific == .never || scientific == .standard
        {
            return text(digits, conventions: conventions)
        }
        return Decimal(string: String(value)).map { format($0, conventions: conventions) } ?? "NaN"
    }

    /// ``format(_:conventions:)`` of the shortest decimal form of `value` (`Decimal(string: String(value))`), with
    /// the digits rounded as text (``DecimalDigits/init(shortestOf:roundedTo:)``) instead of `Decimal` arithmetic:
    /// the same text, much faster; nil when the formatter may write scientific notation or the shortest form has an
    /// exponent (the caller then takes the `Decimal` path).
    func formatShortest(_ value: Double, conventions: LanguageConventions) -> String? {
        guard scientific == .never, let digits = DecimalDigits(shortestOf: value, roundedTo: fractionDigits) else {
            return nil
        }
        return text(digits, conventions: conventions)
    }

    /// Digits already rounded to ``fractionDigits`` written as ``format(_:conventions:)`` writes them (grouping,
    /// separator, trailing zeros kept or trimmed, sign); no scientific notation.
    func text(_ digits: DecimalDigits, conventions: LanguageConventions) -> String {
        let separator = usesGrouping ? conventions.groupingSeparator : nil
        let integer = digits.groupedInteger(
            separator: separator, minimumDigits: conventions.minimumDigitsForGrouping)
        let fraction = digits.fraction(paddedTo: fractionDigits, keepZeros: trailingZeros == .keep)
        let body = fraction.isEmpty ? integer : integer + String(conventions.decimalSeparator) + fraction
        return digits.isNegative ? "-" + body : body
    }
}
