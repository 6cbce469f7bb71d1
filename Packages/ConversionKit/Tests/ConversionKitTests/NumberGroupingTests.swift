import Expectations
import Testing

@testable import ConversionKit

/// Issue 17: a separator followed by exactly three digits is read by the language's convention or refused, never
/// silently as a decimal; everything else reads the same under every convention.
@Suite struct NumberGroupingTests {
    @Test(arguments: [
        ("1,500", GroupingConvention.commaGroups, "1500"),
        ("1,500", .pointGroups, "1.5"),
        ("1.500", .commaGroups, "1.5"),
        ("1.500", .pointGroups, "1500"),
        ("1,852", .commaGroups, "1852"),
        ("-1,500", .commaGroups, "-1500"),
        ("1,500e3", .commaGroups, "1500000"),
        ("12,345", .commaGroups, "12345"),
        ("123.456", .pointGroups, "123456"),
    ])
    func ambiguousNumbersFollowTheConvention(text: String, grouping: GroupingConvention, expected: String) throws {
        #expect(try NumberReader.read(text, grouping: grouping).exactString == expected)
    }

    @Test(arguments: [
        ("1,5", "1.5"), ("0,500", "0.5"), (",500", "0.5"), ("1,5000", "1.5"), ("1234,567", "1234.567"),
        ("1,234.5", "1234.5"), ("1.234,5", "1234.5"), ("1,234,567", "1234567"), ("1.234.567", "1234567"),
        ("1,234,567.25", "1234567.25"), ("−2,5", "-2.5"), ("3/4", "0.75"),
    ])
    func unambiguousNumbersReadTheSameUnderEveryConvention(text: String, expected: String) throws {
        for grouping in GroupingConvention.allCases {
            #expect(try NumberReader.read(text, grouping: grouping).exactString == expected, "\(grouping)")
        }
    }

    @Test(arguments: ["1,500", "1.500", "999,999", "-1.000"])
    func refusalNamesBothReadings(text: String) {
        let digits = text.filter(\.isNumber)
        let integer = String(text.drop { $0 == "-" }.prefix { $0.isNumber })
        #expect(throws: ConversionError.self) { try NumberReader.read(text) }
        do {
            _ = try NumberReader.read(text)
        } catch {
            guard case .ambiguousNumber(let typed, let grouped, let decimal) = error else {
                Issue.record("\(error)")
                return
            }
            expectEqual(typed, text)
            expectEqual(grouped, digits)
            #expect(decimal.hasPrefix(integer))
        }
    }

    @Test(arguments: ["1,23,456", "1,234.5.6", "1.234,567.8", "1,2345,678", "1,,5", "1,5e3,0"])
    func misplacedSeparatorsAreInvalid(text: String) {
        for grouping in GroupingConvention.allCases {
            #expect(throws: ConversionError.invalidNumber(text)) { try NumberReader.read(text, grouping: grouping) }
        }
    }

    @Test(arguments: [
        ("en", GroupingConvention.commaGroups), ("zh-Hans", .commaGroups), ("ja", .commaGroups),
        ("de_DE.UTF-8", .pointGroups), ("fr", .pointGroups), ("es", .pointGroups), ("tr", .pointGroups),
        ("xx", .refuseAmbiguous),
    ])
    func languagesChooseTheirConvention(tag: String, expected: GroupingConvention) {
        expectEqual(GroupingConvention(languageTag: tag), expected)
    }

    @Test func theParserUsesItsConvention() throws {
        let english = RequestParser(catalog: .standard, grouping: .commaGroups)
        let german = RequestParser(catalog: .standard, grouping: .pointGroups)
        let converter = UnitConversionEngine()
        #expect(try converter.convert(english.parse("1,852 m km")).value.exactString == "1.852")
        #expect(try converter.convert(german.parse("1.500 m km")).value.exactString == "1.5")
        #expect(try converter.convert(german.parse("1,500 m km")).value.exactString == "0.0015")
    }
}
