import Foundation

/// Formats `Decimal` numbers exactly.
///
/// Rounding half away from zero to 0…8 fraction digits on the decimal digits (never through `Double`), localized
/// separators, optional grouping, and scientific notation beyond configurable thresholds. ``formatPlain(_:)`` writes
/// the non-localized machine form (`.` separator, no grouping).
///
/// ```swift
/// let formatter = DecimalFormatter(fractionDigits: 3, trailingZeros: .trim)
/// formatter.format(Decimal(string: "1234567.8915")!, conventions: .turkish)  // "1.234.567,892"
/// formatter.formatPlain(Decimal(string: "1234567.8915")!)            // "1234567.892"
/// ```
public struct DecimalFormatter: Sendable, Hashable {
    /// What happens to zeros at the end of the fraction.
    public enum TrailingZeros: Sendable, Hashable {
        /// Always write exactly ``DecimalFormatter/fractionDigits`` digits: `2.50`.
        case keep
        /// Drop zeros at the end, and the separator when nothing remains: `2.5`, `3`.
        case trim
    }

    /// Fraction digits after rounding, 0…8 (values outside are clamped).
    public var fractionDigits: Int {
        didSet { fractionDigits = Self.clamp(fractionDigits) }
    }
    /// Whether trailing fraction zeros are kept or trimmed.
    public var trailingZeros: TrailingZeros
    /// Whether integer digits are grouped in threes (localized output only; ``formatPlain(_:)`` never groups).
    public var usesGrouping: Bool
    /// When to switch to scientific notation.
    public var scientific: ScientificThresholds

    /// Creates a formatter.
    ///
    /// `fractionDigits` is clamped to 0…8.
    public init(
        fractionDigits: Int = 2, trailingZeros: TrailingZeros = .keep, usesGrouping: Bool = true,
        scientific: ScientificThresholds = .standard
    ) {
        self.fractionDigits = Self.clamp(fractionDigits)
        self.trailingZeros = trailingZeros
        self.usesGrouping = usesGrouping
        self.scientific = scientific
    }

    /// `value` with the language's decimal and grouping separators.
    ///
    /// `1.234.567,89` (tr), `1,234,567.89` (en), `1 234 567,89` (fr, U+202F), `1,5E21` (tr, scientific). NaN is written
    /// `NaN`.
    public func format(_ value: Decimal, conventions: LanguageConventions) -> String {
        let separator = usesGrouping ? conventions.groupingSeparator : nil
        return render(
            value, decimalSeparator: conventions.decimalSeparator, groupingSeparator: separator,
            minimumGroupingDigits: conventions.minimumDigitsForGrouping)
    }

    /// `value` in the plain machine form: `-` sign, `.` separator, no grouping, `E` exponent (`1234567.89`,
    /// `1.5E21`), readable by ``DecimalParser`` and by JSON.
    public func formatPlain(_ value: Decimal) -> String {
        render(value, decimalSeparator: ".", groupingSeparator: nil, minimumGroupingDigits: 0)
    }

    private func render(
        _ value: Decimal, decimalSeparator: Character, groupingSeparator: Character?, minimumGroupingDigits: Int
    ) -> String {
        guard !value.isNaN else { return "NaN" }
        if scientific.applies(to: value) {
            return ScientificNotation(value: value, fractionDigits: fractionDigits, trailingZeros: trailingZeros)
                .text(decimalSeparator: decimalSeparator)
        }
        let rounded = value.roundedHalfAwayFromZero(places: fractionDigits)
        guard let digits = DecimalDigits(rounded) else { return "NaN" }
        let integer = digits.groupedInteger(separator: groupingSeparator, minimumDigits: minimumGroupingDigits)
        let fraction = digits.fraction(paddedTo: fractionDigits, keepZeros: trailingZeros == .keep)
        let body = fraction.isEmpty ? integer : integer + String(decimalSeparator) + fraction
        return digits.isNegative ? "-" + body : body
    }

    private static func clamp(_ digits: Int) -> Int {
        min(max(digits, 0), 8)
    }
}
