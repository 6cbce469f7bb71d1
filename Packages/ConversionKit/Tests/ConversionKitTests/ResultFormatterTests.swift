import Expectations
import Formatting
import Localization
import Testing

@testable import ConversionKit

@Suite struct ResultFormatterTests {
    static func value(_ text: String) -> Rational {
        Rational(exactLiteral: text) ?? .zero
    }

    @Test(arguments: [
        ("3.106855961", 8, "3.10685596", "3.10685596"),
        ("-40", 8, "-40.00000000", "-40"),
        ("1234567.891", 2, "1234567.89", "1,234,567.89"),
        ("0.284130625", 8, "0.28413063", "0.28413063"),
        ("999999999999.999999999", 8, "1000000000000.00000000", "1,000,000,000,000"),
        ("1609344000000000", 8, "1609344000000000.00000000", "1.609344E15"),
        ("0.000000000984206528", 8, "0.0000000010", "9.84206528E-10"),
        ("0.000001", 8, "0.00000100", "0.000001"),
        ("0", 3, "0.000", "0"),
        ("2.5", 0, "3", "3"),
    ])
    func writesPlainAndTextForms(value: String, precision: Int, plain: String, english: String) throws {
        let formatter = try ResultFormatter(precision: precision)
        expectEqual(formatter.plain(Self.value(value)), plain)
        expectEqual(formatter.text(Self.value(value), language: .english), english)
    }

    @Test(arguments: [
        (Language.german, "1.234.567,89"), (.turkish, "1.234.567,89"), (.french, "1\u{202F}234\u{202F}567,89"),
        (.spanish, "1.234.567,89"), (.japanese, "1,234,567.89"), (.simplifiedChinese, "1,234,567.89"),
    ])
    func localizesSeparators(language: Language, expected: String) throws {
        let formatter = try ResultFormatter(precision: 2)
        expectEqual(formatter.text(Self.value("1234567.891"), language: language), expected)
    }

    @Test func scientificMantissaUsesTheLanguagesSeparator() throws {
        let formatter = try ResultFormatter()
        expectEqual(formatter.text(Self.value("1609344000000000"), language: .german), "1,609344E15")
    }

    @Test func thresholdsAreConfigurable() throws {
        let formatter = try ResultFormatter(
            precision: 8, scientificAbove: Rational.powerOfTen(3), scientificBelow: .zero)
        expectEqual(formatter.text(Self.value("1609.344"), language: .english), "1.609344E3")
        expectEqual(formatter.text(Self.value("0.000000001"), language: .english), "0.000000001")
    }

    @Test func rejectsPrecisionOutsideZeroToThirtyAndDigitsOutsideOneToThirty() {
        #expect(throws: ConversionError.precisionOutOfRange(31)) { try ResultFormatter(precision: 31) }
        #expect(throws: ConversionError.precisionOutOfRange(-1)) { try ResultFormatter(precision: -1) }
        #expect(throws: ConversionError.significantDigitsOutOfRange(0)) { try ResultFormatter(significantDigits: 0) }
        #expect(throws: ConversionError.significantDigitsOutOfRange(31)) { try ResultFormatter(significantDigits: 31) }
    }

    /// Issue 17: `--digits N` rounds to N significant figures; plain keeps them all, text trims.
    @Test(arguments: [
        ("1.609344", 3, "1.61", "1.61"),
        ("123456", 2, "120000", "120,000"),
        ("9.996", 3, "10.0", "10"),
        ("0.000123456789", 4, "0.0001235", "0.0001235"),
        ("-2.5", 1, "-3", "-3"),
        ("1.609344", 30, "1.60934400000000000000000000000", "1.609344"),
        ("0.000000000984206528", 3, "0.000000000984", "9.84E-10"),
    ])
    func significantDigits(value: String, digits: Int, plain: String, english: String) throws {
        let formatter = try ResultFormatter(significantDigits: digits)
        expectEqual(formatter.plain(Self.value(value)), plain)
        expectEqual(formatter.text(Self.value(value), language: .english), english)
    }

    /// Issue 17: a non-zero result never prints as zero; unitconv's default keeps six significant digits.
    @Test(arguments: [
        ("0.00000124274238447", 8, 6, "0.00000124274"),
        ("0.000001", 2, 1, "0.000001"),
        ("0.001", 2, 1, "0.001"),
        ("0.0012345", 2, 1, "0.001"),
        ("0.5", 8, 6, "0.5"),
        ("2.5", 0, 6, "2.5"),
        ("2.5", 0, 1, "3"),
    ])
    func smallValuesKeepSignificantDigits(value: String, precision: Int, minimum: Int, english: String) throws {
        let formatter = try ResultFormatter(precision: precision, minimumSignificantDigits: minimum)
        expectEqual(formatter.text(Self.value(value), language: .english), english)
    }

    @Test func valuesBeyondDecimalsThirtyEightDigitsStayExact() throws {
        let formatter = try ResultFormatter(precision: 8, scientificAbove: Rational.powerOfTen(100))
        let huge = Self.value("123456789012345678901234567890123.123456789")
        expectEqual(formatter.text(huge, language: .german), "123456789012345678901234567890123,12345679")
        expectEqual(formatter.plain(huge), "123456789012345678901234567890123.12345679")
    }

    @Test func pluralOperandsFollowTheShownNumber() throws {
        let formatter = try ResultFormatter()
        expectEqual(formatter.pluralOperandText(Self.value("1")), "1")
        expectEqual(formatter.pluralOperandText(Self.value("1.5")), "1.5")
        expectEqual(formatter.pluralOperandText(Self.value("1609344000000000")), "1.609344c15")
        expectEqual(formatter.pluralOperandText(Self.value("0.0000000001")), "0.1")
    }
}
