/// Official holidays by date, with the years the data covers.
public struct HolidayCalendar: Sendable {
    /// Holidays by day.
    public let holidays: [CivilDate: Holiday]
    /// The years for which the calendar knows every holiday.
    public let coveredYears: Set<Int>
    /// The years whose holidays this calendar declares complete (a holiday file's explicit `years`): merged onto
    /// another calendar, it replaces that one's holidays of these years, so a corrected file removes a wrong day.
    public let declaredYears: Set<Int>

    /// Creates a calendar.
    public init(holidays: [Holiday], coveredYears: Set<Int>, declaredYears: Set<Int> = []) {
        var byDate: [CivilDate: Holiday] = [:]
        for holiday in holidays { byDate[holiday.date] = holiday }
        self.holidays = byDate
        self.coveredYears = coveredYears
        self.declaredYears = declaredYears
    }

    /// The bundled Turkish holidays 2024–2027, with the contents of user holiday files added
    /// (a user entry replaces the bundled one of the same day).
    /// - Throws: ``TariffError/invalidHolidayFile(field:problem:)``.
    public static func bundled(adding userFiles: [[UInt8]] = []) throws(TariffError) -> HolidayCalendar {
        var calendar = try HolidayParser.parse(BundledData.holidays)
        for file in userFiles { calendar = calendar.merging(try HolidayParser.parse(file)) }
        return calendar
    }

    /// This calendar with another one's holidays added; the other's entries win on the same day, and replace all of
    /// this one's in the other's ``declaredYears``.
    public func merging(_ other: HolidayCalendar) -> HolidayCalendar {
        let kept = holidays.filter { !other.declaredYears.contains($0.key.year) }
        return HolidayCalendar(
            holidays: Array(kept.merging(other.holidays) { _, new in new }.values),
            coveredYears: coveredYears.union(other.coveredYears),
            declaredYears: declaredYears.union(other.declaredYears))
    }

    /// The status of a day.
    public func status(of date: CivilDate) -> DayStatus {
        if let holiday = holidays[date] {
            if !holiday.isHalfDay { return .holiday(holiday) }
            return date.isWeekend ? .weekend : .halfDay(holiday)
        }
        return date.isWeekend ? .weekend : .workingDay
    }

    /// The unverified holidays (``Holiday/isUnverified``) from `start` through `end`, by date.
    public func unverifiedHolidays(from start: CivilDate, through end: CivilDate) -> [Holiday] {
        holidays.values.filter { $0.isUnverified && start <= $0.date && $0.date <= end }.sorted { $0.date < $1.date }
    }

    /// The first working day on or after `date` (full or half day).
    public func workingDay(onOrAfter date: CivilDate) -> CivilDate {
        var day = date
        while !status(of: day).isWorkingDay { day = day.adding(days: 1) }
        return day
    }
}
