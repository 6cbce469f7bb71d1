import Formatting
import Foundation

/// Writes exact values for people and for programs, rounding exactly once.
///
/// - ``plain(_:)``: the machine form for `--json` and `--batch`: ASCII, `.` separator, exactly ``precision``
///   fraction digits, never scientific (`3.10685596`, `-40.00000000`).
/// - ``text(_:language:)``: the human form: trailing zeros trimmed, the language's separators and grouping
///   (Formatting's `DecimalFormatter`), and scientific notation (`1.609344E15`) when |x| ≥ ``scientificAbove`` or
///   0 < |x| < ``scientificBelow``, compared on the exact value.
///
/// Rounding is half away from zero on the exact ``Rational`` (in scientific notation, on the mantissa). Formatting
/// only receives values that are already rounded and fit `Decimal`'s 38 digits exactly, so it never rounds again.
public struct ResultFormatter: Sendable {
    /// Fraction digits, 0…8 (the mantissa's in scientific notation).
    public let precision: Int
    /// Magnitudes at or above this are written in scientific notation in text (default 10¹²).
    public let scientificAbove: Rational
    /// Non-zero magnitudes below this are written in scientific notation in text (default 10⁻⁶).
    public let scientificBelow: Rational

    /// The range ``precision`` must lie in.
    public static let precisionRange = 0...8

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - precision: fraction digits, 0…8 (default 8, the product brief's "up to 8 decimal places").
    ///   - scientificAbove: the upper threshold, positive (default 10¹²).
    ///   - scientificBelow: the lower threshold, ≥ 0; zero switches small-value notation off (default 10⁻⁶).
    /// - Throws: ``ConversionError/precisionOutOfRange(_:)``.
    public init(
        precision: Int = 8, scientificAbove: Rational = .powerOfTen(12), scientificBelow: Rational = .powerOfTen(-6)
    ) throws(ConversionError) {
        guard Self.precisionRange.contains(precision) else { throw .precisionOutOfRange(precision) }
        self.precision = precision
        self.scientificAbove = scientificAbove
        self.scientificBelow = scientificBelow
    }

    /// The rounded value in machine form: exactly ``precision`` fraction digits, `.` separator, no grouping.
    ///
    /// - Parameter value: the exact value.
    /// - Returns: for example `3.10685596`.
    public func plain(_ value: Rational) -> String {
        value.rounded(toPlaces: precision).fixedString
    }

    /// Whether text output writes `value` in scientific notation.
    ///
    /// - Parameter value: the exact value.
    /// - Returns: true beyond the thresholds.
    public func usesScientificNotation(_ value: Rational) -> Bool {
        let magnitude = value.magnitude
        return magnitude >= scientificAbove || (!magnitude.isZero && magnitude < scientificBelow)
    }

    /// The rounded value for people: trimmed, localized, scientific beyond the thresholds.
    ///
    /// - Parameters:
    ///   - value: the exact value.
    ///   - language: whose separators to use.
    /// - Returns: for example `1,609344` (de) or `1.609344E15`.
    public func text(_ value: Rational, language: FormatLanguage) -> String {
        guard usesScientificNotation(value) else {
            return Self.localized(value.rounded(toPlaces: precision), grouping: true, language: language)
        }
        let scientific = ScientificDecimal(value, places: precision)
        return Self.localized(scientific.mantissa, grouping: false, language: language) + "E\(scientific.exponent)"
    }

    /// The text the plural category of the shown number is chosen from (CLDR operands), for example `1.5` or
    /// `1.6c15`.
    ///
    /// - Parameter value: the exact value.
    /// - Returns: an ASCII number as ``text(_:language:)`` shows it, without grouping.
    public func pluralOperandText(_ value: Rational) -> String {
        guard usesScientificNotation(value) else { return value.rounded(toPlaces: precision).trimmedString }
        let scientific = ScientificDecimal(value, places: precision)
        return scientific.exponent >= 0 ? "\(scientific.mantissa.trimmedString)c\(scientific.exponent)" : "0.1"
    }

    /// An already rounded decimal with the language's separators, trailing zeros trimmed.
    private static func localized(_ rounded: RoundedDecimal, grouping: Bool, language: FormatLanguage) -> String {
        let ascii = rounded.trimmedString
        guard ascii.count <= maximumExactDecimalDigits, let decimal = Decimal(string: ascii) else {
            return String(ascii.map { $0 == "." ? language.conventions.decimalSeparator : $0 })
        }
        let formatter = DecimalFormatter(
            fractionDigits: rounded.places, trailingZeros: .trim, usesGrouping: grouping, scientific: .never)
        return formatter.format(decimal, language: language)
    }

    /// Digits (plus sign and point) that `Decimal` holds exactly: its mantissa has 38 significant digits.
    private static let maximumExactDecimalDigits = 38
}
