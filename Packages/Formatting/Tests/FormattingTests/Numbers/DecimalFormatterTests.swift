import Expectations
import Foundation
import Testing

@testable import Formatting

private func decimal(_ text: String) -> Decimal {
    Decimal(string: text) ?? .nan
}

@Suite struct DecimalRoundingTests {
    @Test(arguments: [
        ("2.675", 2, "2.68"), ("-2.675", 2, "-2.68"), ("2.665", 2, "2.67"), ("2.5", 0, "3"), ("-2.5", 0, "-3"),
        ("0.123456785", 8, "0.12345679"), ("123456789012345678.125", 2, "123456789012345678.13"),
        ("0.004999", 2, "0"), ("1234.5", -2, "1200"), ("0.005", 2, "0.01"),
    ])
    func roundsHalfAwayFromZeroExactly(input: String, places: Int, expected: String) {
        expectEqual(decimal(input).roundedHalfAwayFromZero(places: places).description, expected)
    }

    @Test func roundsMoneyToKurus() {
        expectEqual(decimal("1234.565").roundedToMinorUnits(), decimal("1234.57"))
        expectEqual(decimal("-0.005").roundedToMinorUnits(), decimal("-0.01"))
    }
}

@Suite struct DecimalFormatterTests {
    private static let value = "1234567.891"

    @Test(arguments: [
        (LanguageConventions.turkish, "1.234.567,89"), (.english, "1,234,567.89"), (.spanish, "1.234.567,89"),
        (.french, "1\u{202F}234\u{202F}567,89"), (.german, "1.234.567,89"), (.simplifiedChinese, "1,234,567.89"),
        (.japanese, "1,234,567.89"),
    ])
    func localizesSeparators(conventions: LanguageConventions, expected: String) {
        expectEqual(DecimalFormatter().format(decimal(Self.value), conventions: conventions), expected)
    }

    @Test(arguments: [
        (LanguageConventions.turkish, "1.234,5"), (.spanish, "1234,5"), (.french, "1\u{202F}234,5"),
        (.english, "1,234.5"),
    ])
    func groupsFourDigitNumbersAsCLDRDoes(conventions: LanguageConventions, expected: String) {
        let formatter = DecimalFormatter(fractionDigits: 1)
        expectEqual(formatter.format(decimal("1234.5"), conventions: conventions), expected)
    }

    @Test(arguments: [
        ("0.123456785", 8, DecimalFormatter.TrailingZeros.keep, "0.12345679"),
        ("2.5", 3, .keep, "2.500"), ("2.5", 3, .trim, "2.5"), ("3.0001", 3, .trim, "3"), ("-0.0004", 3, .keep, "0.000"),
        ("-12.3456", 2, .keep, "-12.35"), ("99.995", 2, .keep, "100.00"), ("7", 0, .keep, "7"),
        ("1.5", 12, .keep, "1.50000000"), ("1.5", -3, .keep, "2"),
    ])
    func roundsAndTrims(input: String, digits: Int, zeros: DecimalFormatter.TrailingZeros, expected: String) {
        let formatter = DecimalFormatter(fractionDigits: digits, trailingZeros: zeros)
        expectEqual(formatter.format(decimal(input), conventions: .english), expected)
    }

    @Test(arguments: [
        ("1234567.891", 3, "1234567.891"), ("-1234567.8915", 3, "-1234567.892"), ("0.5", 0, "1"),
        ("1500000000000000000000", 3, "1.5E21"), ("0.0000000025", 2, "2.5E-9"),
        ("999999999999999.9", 0, "1000000000000000"),
        ("-0.00000012345", 3, "-1.235E-7"), ("9.9996E20", 3, "1E21"),
    ])
    func writesPlainMachineForm(input: String, digits: Int, expected: String) {
        let formatter = DecimalFormatter(fractionDigits: digits, trailingZeros: .trim)
        expectEqual(formatter.formatPlain(decimal(input)), expected)
    }

    @Test func localizesScientificNotationAndKeepsZerosOnRequest() {
        let formatter = DecimalFormatter(fractionDigits: 3, trailingZeros: .keep)
        expectEqual(formatter.format(decimal("1234567891234567890"), conventions: .turkish), "1,235E18")
        expectEqual(formatter.format(decimal("0.0000001"), conventions: .german), "1,000E-7")
    }

    @Test func honoursCustomThresholdsAndNever() {
        let custom = DecimalFormatter(
            fractionDigits: 2, trailingZeros: .trim, scientific: ScientificThresholds(upper: 1000, lower: 0.01))
        expectEqual(custom.format(decimal("1000"), conventions: .english), "1E3")
        expectEqual(custom.format(decimal("999.994"), conventions: .english), "999.99")
        expectEqual(custom.format(decimal("0.005"), conventions: .english), "5E-3")
        let never = DecimalFormatter(fractionDigits: 0, scientific: .never)
        expectEqual(never.format(decimal("1E20"), conventions: .english), "100,000,000,000,000,000,000")
    }

    @Test func withoutGroupingAndForNaN() {
        let formatter = DecimalFormatter(usesGrouping: false)
        expectEqual(formatter.format(decimal("1234567.891"), conventions: .turkish), "1234567,89")
        expectEqual(formatter.format(.nan, conventions: .turkish), "NaN")
        expectEqual(formatter.formatPlain(.nan), "NaN")
    }

    @Test func clampsFractionDigitsWhenChanged() {
        var formatter = DecimalFormatter()
        formatter.fractionDigits = 20
        expectEqual(formatter.fractionDigits, 8)
    }

    @Test func splitsDigitsOfExtremeValuesWithoutExponent() {
        expectEqual(DecimalDigits(decimal("1e-10"))?.fractionDigits, "0000000001")
        expectEqual(DecimalDigits(decimal("1e30"))?.integerDigits, "1" + String(repeating: "0", count: 30))
        #expect(DecimalDigits(.nan) == nil)
    }
}
