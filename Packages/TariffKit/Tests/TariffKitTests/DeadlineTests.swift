import Expectations
import Foundation
import TariffKit
import Testing

/// 7036 madde 3(10), TTK madde 5/A(2), TKHK madde 73/A, HUAK madde 18/A–18/B: periods by dispute type and the worked
/// dates, with the HMK 93 working-day shift.
@Suite struct DeadlineTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let type: DisputeType
        let assigned: String
        let deadline: String
        let deadlineWorkingDay: String
        let extended: String
        let extendedWorkingDay: String
        var testDescription: String { "\(type.rawValue) \(assigned)" }
    }

    static let calendar: HolidayCalendar = {
        do {
            return try HolidayCalendar.bundled()
        } catch {
            preconditionFailure("bundled holidays do not load: \(error)")
        }
    }()

    static let examples: [Example] = [
        // Monday 05.01.2026 → 26.01.2026, extended 02.02.2026.
        Example(
            type: .labor, assigned: "2026-01-05", deadline: "2026-01-26", deadlineWorkingDay: "2026-01-26",
            extended: "2026-02-02", extendedWorkingDay: "2026-02-02"),
        // Ticari 05.01.2026 → 16.02.2026, extended 02.03.2026.
        Example(
            type: .commercial, assigned: "2026-01-05", deadline: "2026-02-16", deadlineWorkingDay: "2026-02-16",
            extended: "2026-03-02", extendedWorkingDay: "2026-03-02"),
        // Thursday 02.04.2026 → 23.04.2026 (Ulusal Egemenlik ve Çocuk Bayramı) → Friday 24.04.2026.
        Example(
            type: .labor, assigned: "2026-04-02", deadline: "2026-04-23", deadlineWorkingDay: "2026-04-24",
            extended: "2026-04-30", extendedWorkingDay: "2026-04-30"),
        // Wednesday 08.10.2025 → 29.10.2025 (Cumhuriyet Bayramı) → 30.10.2025.
        Example(
            type: .labor, assigned: "2025-10-08", deadline: "2025-10-29", deadlineWorkingDay: "2025-10-30",
            extended: "2025-11-05", extendedWorkingDay: "2025-11-05"),
        // Friday 10.04.2026 → 01.05.2026 (Emek ve Dayanışma Günü) → Monday 04.05.2026.
        Example(
            type: .labor, assigned: "2026-04-10", deadline: "2026-05-01", deadlineWorkingDay: "2026-05-04",
            extended: "2026-05-08", extendedWorkingDay: "2026-05-08"),
        // Agricultural 2 + 1 weeks; 06.05.2026 + 3 weeks = 27.05.2026, Kurban Bayramı → Monday 01.06.2026.
        Example(
            type: .agricultural, assigned: "2026-05-06", deadline: "2026-05-20", deadlineWorkingDay: "2026-05-20",
            extended: "2026-05-27", extendedWorkingDay: "2026-06-01"),
        // Tenancy 3 + 1 weeks from a Saturday assignment: deadline on a Saturday → Monday.
        Example(
            type: .tenancy, assigned: "2026-06-06", deadline: "2026-06-27", deadlineWorkingDay: "2026-06-29",
            extended: "2026-07-04", extendedWorkingDay: "2026-07-06"),
    ]

    @Test(arguments: examples)
    func worked(_ example: Example) throws {
        let result = try DeadlineResult(type: example.type, assigned: day(example.assigned), calendar: Self.calendar)
        expectEqual(result.deadline.date, day(example.deadline))
        expectEqual(result.deadline.workingDay, day(example.deadlineWorkingDay))
        expectEqual(result.extendedDeadline.date, day(example.extended))
        expectEqual(result.extendedDeadline.workingDay, day(example.extendedWorkingDay))
        #expect(result.deadline.holidaysKnown)
    }

    @Test func holidayIsNamed() throws {
        let result = try DeadlineResult(type: .labor, assigned: day("2026-04-02"), calendar: Self.calendar)
        guard case .holiday(let holiday) = result.deadline.status else {
            Issue.record("23.04.2026 should be a holiday")
            return
        }
        expectEqual(holiday.name, "Ulusal Egemenlik ve Çocuk Bayramı")
        #expect(result.deadline.isShifted)
    }

    /// An eve is a half day: the deadline stays on it (ends at 13:00).
    ///
    /// 28.10.2026 is a Wednesday.
    @Test func eveIsAHalfWorkingDay() throws {
        let result = try DeadlineResult(type: .labor, assigned: day("2026-10-07"), calendar: Self.calendar)
        expectEqual(result.deadline.date, day("2026-10-28"))
        expectEqual(result.deadline.workingDay, day("2026-10-28"))
        guard case .halfDay = result.deadline.status else {
            Issue.record("28.10.2026 should be a half day")
            return
        }
    }

    @Test(arguments: [DisputeType.family, .other])
    func voluntaryTypesHaveNoPeriod(type: DisputeType) {
        #expect(throws: TariffError.noStatutoryDeadline(type)) {
            try DeadlineResult(type: type, assigned: day("2026-01-05"), calendar: Self.calendar)
        }
    }

    @Test func beyondTheHolidayDataIsFlagged() throws {
        let result = try DeadlineResult(type: .labor, assigned: day("2027-12-20"), calendar: Self.calendar)
        expectEqual(result.deadline.date, day("2028-01-10"))
        #expect(!result.deadline.holidaysKnown)
    }

    @Test func userHolidayFileAddsDays() throws {
        let file = Array(#"{"schemaVersion": 1, "holidays": [{"date": "2028-01-10", "name": "Test"}]}"#.utf8)
        let calendar = try HolidayCalendar.bundled(adding: [file])
        let result = try DeadlineResult(type: .labor, assigned: day("2027-12-20"), calendar: calendar)
        expectEqual(result.deadline.workingDay, day("2028-01-11"))
        #expect(result.deadline.holidaysKnown)
    }

    /// A file that declares `years` replaces the bundled days of those years, so a corrected 2027 calendar removes a
    /// wrong unverified day instead of adding to it; the unverified flag is read (issue 31).
    @Test func declaredYearsReplaceTheBundledDays() throws {
        let file = Array(
            #"{"schemaVersion": 1, "years": [2027], "holidays": [{"date": "2027-03-10", "name": "R"}]}"#.utf8)
        let calendar = try HolidayCalendar.bundled(adding: [file])
        #expect(calendar.holidays[day("2027-03-09")] == nil && calendar.holidays[day("2027-03-10")]?.name == "R")
        #expect(calendar.holidays[day("2026-03-20")] != nil)
        expectEqual(Self.calendar.unverifiedHolidays(from: day("2027-01-01"), through: day("2027-12-31")).count, 9)
    }

    @Test func bundledHolidaysCoverFourYears() {
        expectEqual(Self.calendar.coveredYears, [2024, 2025, 2026, 2027])
        #expect(Self.calendar.holidays.count == 67)  // 17 a year; 19.05.2027 is also Kurban Bayramı day 4
    }

    @Test(arguments: [
        (
            #"{"schemaVersion": 1, "holidays": [{"date": "2028-02-30", "name": "x"}]}"#, "holidays[0].date",
            DataProblem.notADate
        ),
        (#"{"schemaVersion": 1, "holidays": [{"name": "x"}]}"#, "holidays[0].date", .missing),
        (#"{"schemaVersion": 2, "holidays": []}"#, "schemaVersion", .unsupportedVersion),
        (
            #"{"schemaVersion": 1, "holidays": [{"date": "2028-01-01", "name": "a"}, {"date": "2028-01-01", "name": "b"}]}"#,
            "holidays[1].date", .duplicate
        ),
    ])
    func badHolidayFile(text: String, field: String, problem: DataProblem) {
        #expect(throws: TariffError.invalidHolidayFile(field: field, problem: problem)) {
            try HolidayParser.parse(Array(text.utf8))
        }
    }
}
