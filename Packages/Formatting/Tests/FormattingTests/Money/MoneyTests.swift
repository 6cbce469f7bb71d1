import Expectations
import Foundation
import Testing

@testable import Formatting

@Suite struct MoneyFormatterTests {
    private static let nbsp = "\u{00A0}"
    private static let narrow = "\u{202F}"

    @Test(arguments: [
        (LanguageConventions.turkish, "1234567.891", "₺1.234.567,89"), (.turkish, "-1234.5", "-₺1.234,50"),
        (.turkish, "0", "₺0,00"),
        (.english, "1234567.891", "₺1,234,567.89"), (.english, "-1234.5", "-₺1,234.50"),
        (.german, "1234567.891", "1.234.567,89\(nbsp)₺"), (.german, "-1234.5", "-1.234,50\(nbsp)₺"),
        (.spanish, "1234567.891", "1.234.567,89\(nbsp)₺"), (.spanish, "-1234.5", "-1234,50\(nbsp)₺"),
        (.french, "1234567.891", "1\(narrow)234\(narrow)567,89\(nbsp)₺"),
        (.french, "-1234.5", "-1\(narrow)234,50\(nbsp)₺"),
        (.simplifiedChinese, "1234567.891", "₺1,234,567.89"), (.japanese, "1234567.891", "₺1,234,567.89"),
        (.turkish, "2.675", "₺2,68"), (.turkish, "-2.675", "-₺2,68"), (.turkish, "-0.004", "₺0,00"),
        (.turkish, "0.005", "₺0,01"),
    ])
    func formatsLiraInEveryLanguage(conventions: LanguageConventions, input: String, expected: String) {
        expectEqual(MoneyFormatter().format(Decimal(string: input) ?? .nan, conventions: conventions), expected)
    }

    @Test func writesCodesAndBareNumbers() {
        let amount = Decimal(string: "1234567.891") ?? .nan
        expectEqual(MoneyFormatter(display: .code).format(amount, conventions: .english), "TRY\(Self.nbsp)1,234,567.89")
        expectEqual(MoneyFormatter(display: .code).format(amount, conventions: .german), "1.234.567,89\(Self.nbsp)TRY")
        expectEqual(MoneyFormatter(display: .none).format(amount, conventions: .turkish), "1.234.567,89")
        expectEqual(MoneyFormatter(currency: .euro).format(amount, conventions: .german), "1.234.567,89\(Self.nbsp)€")
        expectEqual(MoneyFormatter(currency: .usDollar).format(amount, conventions: .english), "$1,234,567.89")
    }
}

@Suite struct MoneyParserTests {
    @Test(arguments: [
        ("1.234.567,89", "1234567.89"), ("1234567.89", "1234567.89"), ("1.000.000", "1000000"),
        ("1000000,50", "1000000.5"), ("₺1.234,50", "1234.5"), ("1.234,50 TL", "1234.5"),
        ("1.234,50\u{00A0}₺", "1234.5"),
        ("-₺12", "-12"), ("₺-12", "-12"), ("TRY 12.50", "12.5"), ("12 tl", "12"), ("  7,5  ", "7.5"),
    ])
    func parsesAmounts(text: String, expected: String) throws {
        #expect(try MoneyParser.parse(text, conventions: .turkish) == Decimal(string: expected))
    }

    @Test(arguments: [
        ("12abc", NumberParseError.invalidCharacter("a", offset: 2)), ("", .empty), ("₺", .missingDigits),
        ("12,345", .tooManyFractionDigits(found: 3, limit: 2)), ("₺ 1x", .invalidCharacter("x", offset: 3)),
        ("  12abc", .invalidCharacter("a", offset: 4)), ("1.23.4", .misplacedSeparator(".", offset: 1)),
        ("€12", .invalidCharacter("€", offset: 0)),
    ])
    func rejectsBadAmounts(text: String, expected: NumberParseError) {
        #expect(throws: expected) { try MoneyParser.parse(text, conventions: .turkish) }
    }

    @Test func parsesOtherCurrencies() throws {
        #expect(try MoneyParser.parse("12,50 €", conventions: .german, currency: .euro) == Decimal(string: "12.5"))
        #expect(
            try MoneyParser.parse("US$1,234.50", conventions: .english, currency: .usDollar)
                == Decimal(string: "1234.5"))
    }
}
