/// A deadline as counted and as moved to a working day.
public struct DeadlineDay: Sendable, Equatable, Codable {
    /// The day the period ends by plain counting (HMK madde 92(2): the same weekday n weeks later).
    public let date: CivilDate
    /// What kind of day that is.
    public let status: DayStatus
    /// The first working day on or after ``date`` (HMK madde 93 analogy).
    public let workingDay: CivilDate
    /// What kind of day the working day is (a half-day eve ends at 13:00).
    public let workingDayStatus: DayStatus
    /// Whether the holiday data covers every day from ``date`` to ``workingDay``; if not, a holiday may be missed.
    public let holidaysKnown: Bool

    /// Counts the working day for a date.
    public init(date: CivilDate, calendar: HolidayCalendar) {
        self.date = date
        status = calendar.status(of: date)
        workingDay = calendar.workingDay(onOrAfter: date)
        workingDayStatus = calendar.status(of: workingDay)
        holidaysKnown = calendar.coveredYears.contains(date.year) && calendar.coveredYears.contains(workingDay.year)
    }

    /// Whether the deadline moved.
    public var isShifted: Bool { workingDay != date }
}
