import Foundation
import Testing

@testable import Formatting

@Suite struct DecimalParserTests {
    @Test(arguments: [
        ("1.234.567,89", FormatLanguage.tr, "1234567.89"), ("1234567.89", .tr, "1234567.89"),
        ("1.000.000", .tr, "1000000"), ("1000000,50", .tr, "1000000.5"), ("1,234,567.89", .tr, "1234567.89"),
        ("1.500", .tr, "1500"), ("1.500", .en, "1.5"), ("1,500", .en, "1500"), ("1,5", .en, "1.5"),
        ("  -12,5 ", .tr, "-12.5"), ("\u{2212}3", .en, "-3"), ("+7", .en, "7"), ("1 234 567,8", .fr, "1234567.8"),
        ("1\u{202F}234,5", .fr, "1234.5"), ("1\u{00A0}234", .de, "1234"), ("0,000001", .de, "0.000001"),
        (".5", .en, "0.5"), ("12", .ja, "12"), ("1'234.5", .en, "1234.5"),
    ])
    func parsesBothConventions(text: String, language: FormatLanguage, expected: String) throws {
        #expect(try DecimalParser.parse(text, language: language) == Decimal(string: expected))
    }

    @Test(arguments: [
        ("12abc", NumberParseError.invalidCharacter("a", offset: 2)), ("", .empty), ("   ", .empty),
        ("-", .missingDigits), ("1.23.456", .misplacedSeparator(".", offset: 1)),
        ("1234.567,5", .misplacedSeparator(".", offset: 4)), ("1.234 567", .misplacedSeparator(" ", offset: 5)),
        ("12,", .misplacedSeparator(",", offset: 2)), ("1,2.3,4", .misplacedSeparator(",", offset: 1)),
        ("--1", .invalidCharacter("-", offset: 1)), ("1e5", .invalidCharacter("e", offset: 1)),
        (".1.000", .misplacedSeparator(".", offset: 0)), ("1,5,", .misplacedSeparator(",", offset: 1)),
        (String(repeating: "9", count: 39), .tooManyDigits(limit: 38)),
    ])
    func rejectsWithStructuredErrors(text: String, expected: NumberParseError) {
        #expect(throws: expected) { try DecimalParser.parse(text, language: .tr) }
    }

    @Test func acceptsThirtyEightDigits() throws {
        let text = String(repeating: "9", count: 38)
        #expect(try DecimalParser.parse(text, language: .en) == Decimal(string: text))
    }

    @Test func roundTripsPlainOutput() throws {
        let formatter = DecimalFormatter(fractionDigits: 8, trailingZeros: .trim, scientific: .never)
        for text in ["0.12345679", "-1234567.5", "42"] {
            let value = try DecimalParser.parse(text, language: .tr)
            #expect(formatter.formatPlain(value) == text)
        }
    }
}
