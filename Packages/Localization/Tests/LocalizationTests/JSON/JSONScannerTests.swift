import Expectations
import Foundation
import Testing

@testable import Localization

/// The strict JSON reader behind the Open-Meteo decoder and the coastline (RFC 8259).
@Suite struct JSONScannerTests {
    static func parse(_ text: String) throws -> JSONValue {
        try JSONScanner.parse(Data(text.utf8))
    }

    /// Numbers take the exact fast path or `Double(String)`; either way they equal what `Double(String)` gives.
    @Test(arguments: [
        "0", "-0", "12.5", "0.1", "0.3", "36.95", "-27.8500", "1780300800", "123456789012345", "1234567890123456789",
        "0.000000000000000000001", "1e3", "2.5E-3", "-1.7976931348623157e308", "4.9e-324", "9007199254740993",
        "0.1234567890123456789",
    ])
    func numbersMatchDoubleParsing(text: String) throws {
        let value = try Self.parse(text)
        let expected = try #require(Double(text))
        expectEqual(value, .number(expected))
        if case .number(let number) = value { #expect(number.sign == expected.sign) }
    }

    @Test func stringsWithEscapesAndUnicode() throws {
        let text = #"["Gökova İskelesi", "a\"b\\c\/d\n\t", "\u00e7\u0131", "\ud83c\udf0a", ""]"#
        #expect(
            try Self.parse(text)
                == .array([
                    .string("Gökova İskelesi"), .string("a\"b\\c/d\n\t"), .string("çı"),
                    .string("🌊"), .string(""),
                ]))
    }

    @Test func nestedValues() throws {
        let value = try Self.parse(#" {"a": [1, null, true, false, {"b": []}], "c": {}} "#)
        #expect(
            value
                == .object([
                    "a": .array([.number(1), .null, .bool(true), .bool(false), .object(["b": .array([])])]),
                    "c": .object([:]),
                ]))
    }

    /// Anything that is not JSON is refused with the byte offset of the problem.
    @Test(arguments: [
        ("", 0), ("[1,]", 3), ("[1 2]", 3), (#"{"a" 1}"#, 5), (#"{"a":1,}"#, 7), ("01", 2), ("1.", 2), ("-", 1),
        ("1e", 2), ("tru", 0), (#""abc"#, 4), ("\"a\u{01}\"", 2), ("[1] x", 4), (#"{1:2}"#, 1), ("nul", 0),
        (String(repeating: "[", count: 65) + String(repeating: "]", count: 65), 64),
    ])
    func rejectsWhatIsNotJSON(text: String, offset: Int) {
        #expect(throws: JSONScanner.Failure.self) { try Self.parse(text) }
        #expect((try? Self.parse(text)) == nil)
        do {
            _ = try JSONScanner.parse(Data(text.utf8))
        } catch {
            expectEqual(error.offset, offset, "\(text)")
        }
    }
}
