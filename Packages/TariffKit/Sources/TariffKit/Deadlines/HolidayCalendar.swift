/// Official holidays by date, with the years the data covers.
public struct HolidayCalendar: Sendable {
    /// Holidays by day.
    public let holidays: [CivilDate: Holiday]
    /// The years for which the calendar knows every holiday.
    public let coveredYears: Set<Int>

    /// Creates a calendar.
    public init(holidays: [Holiday], coveredYears: Set<Int>) {
        var byDate: [CivilDate: Holiday] = [:]
        for holiday in holidays { byDate[holiday.date] = holiday }
        self.holidays = byDate
        self.coveredYears = coveredYears
    }

    /// The bundled Turkish holidays 2024–2027, with the contents of user holiday files added
    /// (a user entry replaces the bundled one of the same day).
    /// - Throws: ``TariffError/invalidHolidayFile(field:problem:)``.
    public static func bundled(adding userFiles: [[UInt8]] = []) throws(TariffError) -> HolidayCalendar {
        var calendar = try HolidayParser.parse(BundledData.holidays)
        for file in userFiles { calendar = calendar.merging(try HolidayParser.parse(file)) }
        return calendar
    }

    /// This calendar with another one's holidays added; the other's entries win on the same day.
    public func merging(_ other: HolidayCalendar) -> HolidayCalendar {
        HolidayCalendar(
            holidays: Array(holidays.merging(other.holidays) { _, new in new }.values),
            coveredYears: coveredYears.union(other.coveredYears))
    }

    /// The status of a day.
    public func status(of date: CivilDate) -> DayStatus {
        if let holiday = holidays[date] {
            if !holiday.isHalfDay { return .holiday(holiday) }
            return date.isWeekend ? .weekend : .halfDay(holiday)
        }
        return date.isWeekend ? .weekend : .workingDay
    }

    /// The first working day on or after `date` (full or half day).
    public func workingDay(onOrAfter date: CivilDate) -> CivilDate {
        var day = date
        while !status(of: day).isWorkingDay { day = day.adding(days: 1) }
        return day
    }
}
