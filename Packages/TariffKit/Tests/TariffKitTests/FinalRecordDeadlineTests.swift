import Expectations
import Foundation
import Testing

@testable import TariffKit

/// Periods after the son tutanak (4857 madde 20(1); HUAK 18/A(15)–(16), 7036 madde 3(17); HMK madde 92–93).
@Suite struct FinalRecordDeadlineTests {
    static let calendar = (try? HolidayCalendar.bundled()) ?? HolidayCalendar(holidays: [], coveredYears: [])

    /// 4857 madde 20(1): son tutanak Mon 2026-03-02 → işe iade suit by Mon 2026-03-16.
    @Test func reinstatementSuitIsTwoWeeks() {
        let item = FinalRecordDeadline.reinstatementSuit(finalRecord: day("2026-03-02"), calendar: Self.calendar)
        expectEqual(item.end.date, day("2026-03-16"))
        expectEqual(item.end.workingDay, day("2026-03-16"))
        expectEqual(item.article, "4857 sayılı İş Kanunu md. 20(1)")
    }

    /// Two weeks from 2026-04-09 end on 23 April (a holiday): the working day is the 24th.
    @Test func reinstatementSuitRollsOverAHoliday() {
        let item = FinalRecordDeadline.reinstatementSuit(finalRecord: day("2026-04-09"), calendar: Self.calendar)
        expectEqual(item.end.date, day("2026-04-23"))
        expectEqual(item.end.workingDay, day("2026-04-24"))
    }

    @Test func missingFinalRecordIsOneWeek() {
        let labor = FinalRecordDeadline.missingFinalRecord(
            courtNotice: day("2026-03-02"), type: .labor, calendar: Self.calendar)
        expectEqual(labor.end.date, day("2026-03-09"))
        expectEqual(labor.article, "7036 sayılı Kanun md. 3(2)")
    }

    /// Application 05.01.2026, son tutanak 20.03.2026: 74 days added to the original end 30.06.2026 → 12.09.2026
    /// (a Saturday → Monday 14.09.2026).
    @Test func limitationIsExtendedByTheMediation() throws {
        let item = try FinalRecordDeadline.suspendedLimitation(
            originalEnd: day("2026-06-30"), application: day("2026-01-05"), finalRecord: day("2026-03-20"),
            type: .commercial, calendar: Self.calendar)
        expectEqual(item.days, 74)
        expectEqual(item.end.date, day("2026-09-12"))
        expectEqual(item.end.workingDay, day("2026-09-14"))
        expectEqual(item.article, "6325 sayılı HUAK md. 18/A(15)")
        #expect(throws: TariffError.self) {
            try FinalRecordDeadline.suspendedLimitation(
                originalEnd: day("2026-06-30"), application: day("2026-03-21"), finalRecord: day("2026-03-20"),
                type: .labor, calendar: Self.calendar)
        }
    }

    /// The AAÜT dates are written as day numbers; check them.
    @Test func attorneyTariffDates() {
        expectEqual(AttorneyTariffs.tariff2025.effectiveFrom, day("2024-10-03"))
        expectEqual(AttorneyTariffs.tariff2026.effectiveFrom, day("2025-11-04"))
    }
}
