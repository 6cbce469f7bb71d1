import Expectations
import Foundation
import Testing

@testable import Formatting

@Suite struct DateTextFormatterTests {
    /// 2026-04-02T06:30:00Z, that is 09:30 in Istanbul (UTC+3 all year since 2016).
    private static let instant = Date(timeIntervalSince1970: 1_775_111_400)
    private static let istanbul = TimeZone(identifier: "Europe/Istanbul") ?? .gmt

    @Test(arguments: [
        (LanguageConventions.turkish, "2 Nisan 2026"), (.english, "April 2, 2026"), (.spanish, "2 de abril de 2026"),
        (.french, "2 avril 2026"),
        (.german, "2. April 2026"), (.simplifiedChinese, "2026年4月2日"), (.japanese, "2026年4月2日"),
    ])
    func writesLongDates(conventions: LanguageConventions, expected: String) {
        expectEqual(
            DateTextFormatter(timeZone: Self.istanbul).longDate(Self.instant, conventions: conventions), expected)
    }

    @Test func writesTurkishMonthNamesForEveryMonth() {
        let formatter = DateTextFormatter(timeZone: .gmt)
        let names = (0..<12).map { month in
            // 2026-01-01T00:00Z plus 31 days per step lands once in every month.
            let date = Date(timeIntervalSince1970: 1_767_225_600 + Double(month) * 31 * 86_400)
            return formatter.longDate(date, conventions: .turkish)
        }
        #expect(
            names == [
                "1 Ocak 2026", "1 Şubat 2026", "4 Mart 2026", "4 Nisan 2026", "5 Mayıs 2026", "5 Haziran 2026",
                "6 Temmuz 2026", "6 Ağustos 2026", "6 Eylül 2026", "7 Ekim 2026", "7 Kasım 2026", "8 Aralık 2026",
            ])
    }

    @Test func writesISOFormsInTheGivenZone() {
        let istanbul = DateTextFormatter(timeZone: Self.istanbul)
        expectEqual(istanbul.isoDateTime(Self.instant), "2026-04-02T09:30:00+03:00")
        expectEqual(istanbul.isoDate(Self.instant), "2026-04-02")
        expectEqual(istanbul.time(Self.instant), "09:30")
        expectEqual(istanbul.longDateTime(Self.instant, conventions: .turkish), "2 Nisan 2026 09:30")
        let utc = DateTextFormatter(timeZone: .gmt)
        expectEqual(utc.isoDateTime(Self.instant), "2026-04-02T06:30:00Z")
        let newYork = DateTextFormatter(timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)
        expectEqual(newYork.isoDateTime(Self.instant), "2026-04-02T02:30:00-04:00")
        let kolkata = DateTextFormatter(timeZone: TimeZone(identifier: "Asia/Kolkata") ?? .gmt)
        expectEqual(kolkata.isoDateTime(Self.instant), "2026-04-02T12:00:00+05:30")
    }
}

@Suite struct ISO8601DateParserTests {
    private static let istanbul = TimeZone(identifier: "Europe/Istanbul") ?? .gmt

    @Test(arguments: [
        ("2026-04-02T06:30:00Z", 1_775_111_400.0), ("2026-04-02T09:30:00+03:00", 1_775_111_400),
        ("2026-04-02T09:30", 1_775_111_400), ("2026-04-02 09:30:00", 1_775_111_400),
        ("2026-04-02T09:30+0300", 1_775_111_400),
        ("2026-04-02T09:30:00+03", 1_775_111_400), ("2026-04-02", 1_775_077_200),
        ("2026-04-02T06:30:00.250Z", 1_775_111_400.25),
        ("2024-02-29T00:00:00Z", 1_709_164_800), ("2026-04-01T22:30:00-08:00", 1_775_111_400),
        ("  2026-04-02T06:30Z ", 1_775_111_400),
    ])
    func parsesISOForms(text: String, expected: TimeInterval) throws {
        let date = try ISO8601DateParser.parse(text, timeZone: Self.istanbul)
        expectEqual(date.timeIntervalSince1970, expected)
    }

    @Test(arguments: [
        ("", DateParseError.empty), ("2026-4-02", .malformed(offset: 6)), ("2026-02-30", .nonexistentDate),
        ("2025-02-29", .nonexistentDate), ("2100-02-29", .nonexistentDate), ("2026-13-01", .nonexistentDate),
        ("2026-04-02T24:00", .nonexistentDate), ("2026-04-02T09:60", .nonexistentDate),
        ("2026-04-02X", .malformed(offset: 10)),
        ("2026-04-02T09:30:00+19:00", .nonexistentDate), ("2026-04-02T09:30:00+03:75", .nonexistentDate),
        ("2026-04-02T09:30:00.Z", .malformed(offset: 20)), ("2026-04-02T09:30Q", .malformed(offset: 16)),
        ("2026-04-02T09:30:00Z1", .malformed(offset: 20)), ("2026-04-02T9:30", .malformed(offset: 12)),
    ])
    func rejectsBadDates(text: String, expected: DateParseError) {
        #expect(throws: expected) { try ISO8601DateParser.parse(text, timeZone: .gmt) }
    }
}
