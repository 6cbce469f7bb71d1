import Expectations
import Foundation
import Testing

@testable import Formatting

@Suite struct DecimalParserTests {
    @Test(arguments: [
        ("1.234.567,89", LanguageConventions.turkish, "1234567.89"), ("1234567.89", .turkish, "1234567.89"),
        ("1.000.000", .turkish, "1000000"), ("1000000,50", .turkish, "1000000.5"),
        ("1,234,567.89", .turkish, "1234567.89"),
        ("1.500", .turkish, "1500"), ("1.500", .english, "1.5"), ("1,500", .english, "1500"), ("1,5", .english, "1.5"),
        ("  -12,5 ", .turkish, "-12.5"), ("\u{2212}3", .english, "-3"), ("+7", .english, "7"),
        ("1 234 567,8", .french, "1234567.8"),
        ("1\u{202F}234,5", .french, "1234.5"), ("1\u{00A0}234", .german, "1234"), ("0,000001", .german, "0.000001"),
        (".5", .english, "0.5"), ("12", .japanese, "12"), ("1'234.5", .english, "1234.5"),
    ])
    func parsesBothConventions(text: String, conventions: LanguageConventions, expected: String) throws {
        #expect(try DecimalParser.parse(text, conventions: conventions) == Decimal(string: expected))
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
        #expect(throws: expected) { try DecimalParser.parse(text, conventions: .turkish) }
    }

    @Test func acceptsThirtyEightDigits() throws {
        let text = String(repeating: "9", count: 38)
        #expect(try DecimalParser.parse(text, conventions: .english) == Decimal(string: text))
    }

    @Test func roundTripsPlainOutput() throws {
        let formatter = DecimalFormatter(fractionDigits: 8, trailingZeros: .trim, scientific: .never)
        for text in ["0.12345679", "-1234567.5", "42"] {
            let value = try DecimalParser.parse(text, conventions: .turkish)
            expectEqual(formatter.formatPlain(value), text)
        }
    }
}
