import Foundation
import Testing

@testable import Formatting

@Suite struct QuantityParserTests {
    @Test(arguments: [
        ("2.5", "2.5"), ("2,5", "2.5"), ("3", "3"), (" 7,75 ", "7.75"), ("-1.5", "-1.5"), ("+4", "4"),
        ("0.5", "0.5"), ("12.50", "12.5"), ("1000", "1000"), ("1.0000", "1"), (".5", "0.5"),
    ])
    func readsOneNumberInEveryLanguage(text: String, expected: String) throws {
        #expect(try QuantityParser.parse(text) == .number(try #require(Decimal(string: expected))))
    }

    @Test(arguments: [
        ("1.000", "1", "1000"), ("1,000", "1", "1000"), ("2.333", "2.333", "2333"), ("00.500", "0.5", "500"),
        ("0.500", "0.5", "500"), ("-3,250", "-3.25", "-3250"),
    ])
    func reportsBothReadingsOfThreeDigitsAfterOneSeparator(text: String, decimal: String, grouped: String) throws {
        let expected = QuantityReading.ambiguous(
            decimal: try #require(Decimal(string: decimal)), grouped: try #require(Decimal(string: grouped)))
        #expect(try QuantityParser.parse(text) == expected)
    }

    @Test(arguments: [
        ("1.000.000", NumberParseError.misplacedSeparator(".", offset: 5)),
        ("1,000.5", .misplacedSeparator(".", offset: 5)), ("1 000", .misplacedSeparator(" ", offset: 1)),
        ("1'000", .misplacedSeparator("'", offset: 1)), ("2h", .invalidCharacter("h", offset: 1)), ("", .empty),
        ("1e3", .invalidCharacter("e", offset: 1)),
    ])
    func refusesGrouping(text: String, expected: NumberParseError) {
        #expect(throws: expected) { try QuantityParser.parse(text) }
    }

    @Test(
        arguments: [
            ("33.333", "0", "100", "33.333"), ("1.000", "0", "100", "1"), ("1.000", "0", "10000", nil),
            ("2.5", "0", "100", "2.5"), ("250", "0", "100", nil), ("1.500", "1000", "9999", "1500"),
        ] as [(String, String, String, String?)])
    func resolvesByRange(text: String, low: String, high: String, expected: String?) throws {
        let range = try #require(Decimal(string: low))...(try #require(Decimal(string: high)))
        #expect(try QuantityParser.parse(text).resolved(within: range) == expected.flatMap { Decimal(string: $0) })
    }
}
