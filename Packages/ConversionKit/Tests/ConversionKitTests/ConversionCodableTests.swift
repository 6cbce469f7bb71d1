import ConversionKit
import Expectations
import Foundation
import Testing

/// Rationals meet `Decimal` and `Double`, print themselves, and results travel as JSON unchanged.
@Suite struct ConversionCodableTests {
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func exact(_ text: String) throws -> Rational { try #require(Rational(exactLiteral: text)) }

    @Test(arguments: [
        ("0.3048", "0.3048"), ("-40", "-40"), ("1/3", "1/3"), ("2/4", "0.5"), ("2/6", "1/3"), ("1e-5", "0.00001"),
    ])
    func printsItsExactValue(_ literal: String, _ printed: String) throws {
        #expect(try Self.exact(literal).description == printed)
    }

    @Test func decimalConversionsAreExactOrNil() throws {
        let decimal = Decimal(sign: .minus, exponent: -4, significand: 3048)
        expectEqual(Rational(exactly: decimal), (try Self.exact("-0.3048")))
        #expect(try Self.exact("-0.3048").exactDecimal == decimal)
        #expect(try Self.exact("1/8").exactDecimal == Decimal(sign: .plus, exponent: -3, significand: 125))
        #expect(try Self.exact("1/3").exactDecimal == nil)
        // 40 significant digits do not fit Decimal's 128-bit mantissa (2^128 ≈ 3.4e38).
        #expect(try Self.exact("1.000000000000000000000000000000000000001").exactDecimal == nil)
        #expect(Rational(exactly: Decimal.nan) == nil)
    }

    @Test func doubleConversions() throws {
        // 0.1 as a binary double is 3602879701896397 / 2^55 (IEEE 754 binary64).
        expectEqual(Rational(exactly: 0.1), (try Self.exact("3602879701896397/36028797018963968")))
        expectEqual(Rational(exactly: -2.5), (try Self.exact("-5/2")))
        #expect(Rational(exactly: Double.leastNonzeroMagnitude).map { $0.isZero } == false)
        #expect(Rational(exactly: Double.infinity) == nil)
        #expect(try Self.exact("1/3").nearestDouble == 1.0 / 3.0)
        #expect(try Self.exact("0.3048").nearestDouble == 0.3048)
        #expect(try Self.exact("-1e-300").nearestDouble == -1e-300)
        for double in [0.1, Double.leastNormalMagnitude / 64, 123456.789, -7.25e200] {
            expectEqual(Rational(exactly: double)?.nearestDouble, double)
        }
    }

    @Test func resultRoundTripsAndIsPinned() throws {
        let result = try UnitConversionEngine().convert("5 ft 3 in to cm")
        let text = try Self.json(result)
        let decoded = try JSONDecoder().decode(ConversionResult.self, from: Data(text.utf8))
        expectEqual(decoded, result)
        let pinned = [
            #"{"request":{"input":"5 ft 3 in to cm","isInterval":false,"parts":[{"unit":{"unit":"length.foot"},"#,
            #""value":"5","valueText":"5"},{"unit":{"unit":"length.inch"},"value":"3","valueText":"3"}],"#,
            #""targets":[{"unit":"length.centimeter"}]},"value":"160.02"}"#,
        ].joined()
        expectEqual(text, pinned)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                ConversionResult.self,
                from: Data(text.replacingOccurrences(of: "length.foot", with: "length.parsec").utf8))
        }
    }

    @Test func historyEntryFromAResult() throws {
        let result = try UnitConversionEngine().convert("1 mi to km")
        let entry = HistoryEntry(result: result, formatter: try ResultFormatter(), date: Date(timeIntervalSince1970: 0))
        // 1 mi = 1.609344 km exactly (international mile, 1959).
        #expect(entry.fromID == "length.mile" && entry.toID == "length.kilometer")
        expectEqual(entry.exact, "1.609344")
        let shown = (entry.value, entry.precision)
        #expect(shown == ("1.60934400", 8))  // the default precision: 8 places
    }
}
