import Formatting
import Foundation
import Localization

/// Writes exact values for people and for programs, rounding exactly once.
///
/// How many digits (the rule, documented in Docs/unitconv.md):
/// - ``significantDigits`` set (`--digits N`, 1…30): the value rounded to N significant figures.
/// - otherwise ``precision`` decimal places (`--precision N`, 0…30, default 8), widened for small values so that at
///   least ``minimumSignificantDigits`` significant figures remain (unitconv: 6 by default, 1 with an explicit
///   precision), never more than an exact value needs: a non-zero result is never shown as 0 (`2 mm mi` →
///   `0.00000124274`, `-p 2 1 mm km` → `0.000001`).
///
/// - ``plain(_:)``: the machine form for `--json` and `--batch`: ASCII, `.` separator, exactly `places(for:)`
///   fraction digits, never scientific (`3.10685596`, `-40.00000000`).
/// - ``text(_:language:)``: the human form: trailing zeros trimmed, the language's separators and grouping
///   (Formatting's `DecimalFormatter`), and scientific notation (`1.609344E15`) when |x| ≥ ``scientificAbove`` or
///   0 < |x| < ``scientificBelow``, compared on the exact value, with ``precision`` (or N − 1) mantissa places.
///
/// Rounding is half away from zero on the exact ``Rational`` (in scientific notation, on the mantissa). Formatting
/// only receives values that are already rounded and fit `Decimal`'s 38 digits exactly, so it never rounds again.
public struct ResultFormatter: Sendable {
    /// Fraction digits, 0…30 (the mantissa's in scientific notation).
    public let precision: Int
    /// Significant figures, 1…30, instead of ``precision`` when set.
    public let significantDigits: Int?
    /// The fewest significant figures a non-zero value keeps under ``precision`` (0 disables the widening).
    public let minimumSignificantDigits: Int
    /// Magnitudes at or above this are written in scientific notation in text (default 10¹²).
    public let scientificAbove: Rational
    /// Non-zero magnitudes below this are written in scientific notation in text (default 10⁻⁶).
    public let scientificBelow: Rational

    /// The range ``precision`` must lie in: exact arithmetic gives any number of correct places; 30 is far past
    /// any measurement and keeps lines readable.
    public static let precisionRange = 0...30
    /// The range ``significantDigits`` must lie in.
    public static let significantDigitsRange = 1...30

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - precision: fraction digits, 0…30 (default 8, the product brief's "up to 8 decimal places").
    ///   - significantDigits: significant figures, 1…30, replacing `precision` (default: not used).
    ///   - minimumSignificantDigits: the fewest significant figures kept by widening `precision`, 0…30 (default 1:
    ///     never zero for a non-zero value; unitconv's default output asks for 6).
    ///   - scientificAbove: the upper threshold, positive (default 10¹²).
    ///   - scientificBelow: the lower threshold, ≥ 0; zero switches small-value notation off (default 10⁻⁶).
    /// - Throws: ``ConversionError/precisionOutOfRange(_:)``, ``ConversionError/significantDigitsOutOfRange(_:)``.
    public init(
        precision: Int = 8, significantDigits: Int? = nil, minimumSignificantDigits: Int = 1,
        scientificAbove: Rational = .powerOfTen(12), scientificBelow: Rational = .powerOfTen(-6)
    ) throws(ConversionError) {
        guard Self.precisionRange.contains(precision) else { throw .precisionOutOfRange(precision) }
        if let digits = significantDigits, !Self.significantDigitsRange.contains(digits) {
            throw .significantDigitsOutOfRange(digits)
        }
        self.precision = precision
        self.significantDigits = significantDigits
        self.minimumSignificantDigits = min(max(0, minimumSignificantDigits), Self.significantDigitsRange.upperBound)
        self.scientificAbove = scientificAbove
        self.scientificBelow = scientificBelow
    }

    /// The value rounded once by the rule above.
    ///
    /// - Parameter value: the exact value.
    /// - Returns: the rounded decimal; its `places` are what ``plain(_:)`` prints.
    public func rounded(_ value: Rational) -> RoundedDecimal {
        guard !value.isZero else { return value.rounded(toPlaces: significantDigits == nil ? precision : 0) }
        guard let digits = significantDigits else {
            let atPrecision = value.rounded(toPlaces: precision)
            guard atPrecision.significand.magnitude < minimumSignificand else { return atPrecision }
            return value.rounded(toPlaces: widenedPlaces(value))
        }
        let scientific = ScientificDecimal(value, places: digits - 1)
        let places = digits - 1 - scientific.exponent
        guard places < 0 else { return RoundedDecimal(significand: scientific.mantissa.significand, places: places) }
        return RoundedDecimal(significand: scientific.mantissa.significand * BigInt.powerOfTen(-places), places: 0)
    }

    /// 10^(minimumSignificantDigits − 1): a value rounded to ``precision`` places whose significand reaches it keeps
    /// enough significant digits (0 when widening is off).
    private var minimumSignificand: BigInt {
        minimumSignificantDigits == 0 ? .zero : BigInt.powerOfTen(minimumSignificantDigits - 1)
    }

    /// ``precision``, or more places when a small value would keep fewer than ``minimumSignificantDigits``
    /// significant digits; never more than an exact terminating value needs (`0.000001` stays `0.00000100`).
    private func widenedPlaces(_ value: Rational) -> Int {
        guard minimumSignificantDigits > 0 else { return precision }
        let exponent = ScientificDecimal.decimalExponent(of: value.magnitude)
        let needed = minimumSignificantDigits - 1 - exponent
        guard needed > precision else { return precision }
        return max(precision, min(needed, value.terminatingPlaces ?? needed))
    }

    /// The rounded value in machine form: `.` separator, no grouping, never scientific.
    ///
    /// - Parameter value: the exact value.
    /// - Returns: for example `3.10685596`.
    public func plain(_ value: Rational) -> String {
        rounded(value).fixedString
    }

    /// Whether text output writes `value` in scientific notation.
    ///
    /// - Parameter value: the exact value.
    /// - Returns: true beyond the thresholds.
    public func usesScientificNotation(_ value: Rational) -> Bool {
        let magnitude = value.magnitude
        return magnitude >= scientificAbove || (!magnitude.isZero && magnitude < scientificBelow)
    }

    /// Mantissa places in scientific notation.
    private var mantissaPlaces: Int { significantDigits.map { $0 - 1 } ?? precision }

    /// The rounded value for people: trimmed, localized, scientific beyond the thresholds.
    ///
    /// - Parameters:
    ///   - value: the exact value.
    ///   - language: whose separators to use.
    /// - Returns: for example `1,609344` (de) or `1.609344E15`.
    public func text(_ value: Rational, language: Language) -> String {
        guard usesScientificNotation(value) else {
            return Self.localized(rounded(value), grouping: true, language: language)
        }
        let scientific = ScientificDecimal(value, places: mantissaPlaces)
        return Self.localized(scientific.mantissa, grouping: false, language: language) + "E\(scientific.exponent)"
    }

    /// The text the plural category of the shown number is chosen from (CLDR operands), for example `1.5` or
    /// `1.6c15`.
    ///
    /// - Parameter value: the exact value.
    /// - Returns: an ASCII number as ``text(_:language:)`` shows it, without grouping.
    public func pluralOperandText(_ value: Rational) -> String {
        guard usesScientificNotation(value) else { return rounded(value).trimmedString }
        let scientific = ScientificDecimal(value, places: mantissaPlaces)
        return scientific.exponent >= 0 ? "\(scientific.mantissa.trimmedString)c\(scientific.exponent)" : "0.1"
    }

    /// An already rounded decimal with the language's separators, trailing zeros trimmed.
    private static func localized(_ rounded: RoundedDecimal, grouping: Bool, language: Language) -> String {
        let ascii = rounded.trimmedString
        guard ascii.count <= maximumExactDecimalDigits, let decimal = Decimal(string: ascii) else {
            return String(ascii.map { $0 == "." ? LanguageConventions(tag: language.tag).decimalSeparator : $0 })
        }
        guard rounded.places > maximumFormatterPlaces else {
            let formatter = DecimalFormatter(
                fractionDigits: rounded.places, trailingZeros: .trim, usesGrouping: grouping, scientific: .never)
            return formatter.format(decimal, conventions: LanguageConventions(tag: language.tag))
        }
        return longFraction(ascii, grouping: grouping, language: language)
    }

    /// Formatting's `DecimalFormatter` writes at most 8 fraction digits: longer fractions get the language's
    /// grouped integer part from it and their digits appended after the decimal separator.
    private static func longFraction(_ ascii: String, grouping: Bool, language: Language) -> String {
        let negative = ascii.hasPrefix("-")
        let unsigned = negative ? ascii.dropFirst() : Substring(ascii)
        let integer = unsigned.prefix { $0 != "." }
        let fraction = unsigned.dropFirst(integer.count + 1)
        let formatter = DecimalFormatter(fractionDigits: 0, usesGrouping: grouping, scientific: .never)
        let integerText =
            Decimal(string: String(integer)).map {
                formatter.format($0, conventions: LanguageConventions(tag: language.tag))
            } ?? ""
        let separator = fraction.isEmpty ? "" : String(LanguageConventions(tag: language.tag).decimalSeparator)
        return (negative ? "-" : "") + integerText + separator + fraction
    }

    /// The most fraction digits Formatting's `DecimalFormatter` writes.
    private static let maximumFormatterPlaces = 8

    /// Digits (plus sign and point) that `Decimal` holds exactly: its mantissa has 38 significant digits.
    private static let maximumExactDecimalDigits = 38
}
