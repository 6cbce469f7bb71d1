extension DecimalFormatter {
    /// ``format(_:conventions:)`` of the shortest decimal form of `value` (`Decimal(string: String(value))`), with
    /// the digits rounded as text (``DecimalDigits/init(shortestOf:roundedTo:)``) instead of `Decimal` arithmetic:
    /// the same text, much faster; nil when the formatter may write scientific notation or the shortest form has an
    /// exponent (the caller then takes the `Decimal` path).
    func formatShortest(_ value: Double, conventions: LanguageConventions) -> String? {
        guard scientific == .never, let digits = DecimalDigits(shortestOf: value, roundedTo: fractionDigits) else {
            return nil
        }
        let separator = usesGrouping ? conventions.groupingSeparator : nil
        let integer = digits.groupedInteger(
            separator: separator, minimumDigits: conventions.minimumDigitsForGrouping)
        let fraction = digits.fraction(paddedTo: fractionDigits, keepZeros: trailingZeros == .keep)
        let body = fraction.isEmpty ? integer : integer + String(conventions.decimalSeparator) + fraction
        return digits.isNegative ? "-" + body : body
    }
}
