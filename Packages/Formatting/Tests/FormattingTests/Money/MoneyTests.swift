import Foundation
import Testing

@testable import Formatting

@Suite struct MoneyFormatterTests {
    private static let nbsp = "\u{00A0}"
    private static let narrow = "\u{202F}"

    @Test(arguments: [
        (FormatLanguage.tr, "1234567.891", "₺1.234.567,89"), (.tr, "-1234.5", "-₺1.234,50"), (.tr, "0", "₺0,00"),
        (.en, "1234567.891", "₺1,234,567.89"), (.en, "-1234.5", "-₺1,234.50"),
        (.de, "1234567.891", "1.234.567,89\(nbsp)₺"), (.de, "-1234.5", "-1.234,50\(nbsp)₺"),
        (.es, "1234567.891", "1.234.567,89\(nbsp)₺"), (.es, "-1234.5", "-1234,50\(nbsp)₺"),
        (.fr, "1234567.891", "1\(narrow)234\(narrow)567,89\(nbsp)₺"), (.fr, "-1234.5", "-1\(narrow)234,50\(nbsp)₺"),
        (.zhHans, "1234567.891", "₺1,234,567.89"), (.ja, "1234567.891", "₺1,234,567.89"),
        (.tr, "2.675", "₺2,68"), (.tr, "-2.675", "-₺2,68"), (.tr, "-0.004", "₺0,00"), (.tr, "0.005", "₺0,01"),
    ])
    func formatsLiraInEveryLanguage(language: FormatLanguage, input: String, expected: String) {
        #expect(MoneyFormatter().format(Decimal(string: input) ?? .nan, language: language) == expected)
    }

    @Test func writesCodesAndBareNumbers() {
        let amount = Decimal(string: "1234567.891") ?? .nan
        #expect(MoneyFormatter(display: .code).format(amount, language: .en) == "TRY\(Self.nbsp)1,234,567.89")
        #expect(MoneyFormatter(display: .code).format(amount, language: .de) == "1.234.567,89\(Self.nbsp)TRY")
        #expect(MoneyFormatter(display: .none).format(amount, language: .tr) == "1.234.567,89")
        #expect(MoneyFormatter(currency: .euro).format(amount, language: .de) == "1.234.567,89\(Self.nbsp)€")
        #expect(MoneyFormatter(currency: .usDollar).format(amount, language: .en) == "$1,234,567.89")
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
        #expect(try MoneyParser.parse(text, language: .tr) == Decimal(string: expected))
    }

    @Test(arguments: [
        ("12abc", NumberParseError.invalidCharacter("a", offset: 2)), ("", .empty), ("₺", .missingDigits),
        ("12,345", .tooManyFractionDigits(found: 3, limit: 2)), ("₺ 1x", .invalidCharacter("x", offset: 3)),
        ("  12abc", .invalidCharacter("a", offset: 4)), ("1.23.4", .misplacedSeparator(".", offset: 1)),
        ("€12", .invalidCharacter("€", offset: 0)),
    ])
    func rejectsBadAmounts(text: String, expected: NumberParseError) {
        #expect(throws: expected) { try MoneyParser.parse(text, language: .tr) }
    }

    @Test func parsesOtherCurrencies() throws {
        #expect(try MoneyParser.parse("12,50 €", language: .de, currency: .euro) == Decimal(string: "12.5"))
        #expect(try MoneyParser.parse("US$1,234.50", language: .en, currency: .usDollar) == Decimal(string: "1234.5"))
    }
}
