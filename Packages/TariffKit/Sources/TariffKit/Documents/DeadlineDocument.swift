/// Mediation deadlines as `denklem deadline --json` writes them (Docs/schemas/denklem-deadline.schema.json): the
/// statutory period from the assignment date (absent without one), the periods that run after the son tutanak, each
/// last day and the working day it moves to (ISO 8601 calendar dates), the days left from ``today``, and the caveats.
///
/// ```swift
/// // assigned 2026-04-02, today 2026-04-10: three weeks end on 23 April, a holiday, so on the 24th
/// let result = try DeadlineResult(type: .labor, assigned: assigned, calendar: HolidayCalendar.bundled())
/// let document = DeadlineDocument(type: .labor, today: today, statutory: result)
/// let json = try JSONEncoder().encode(document)
/// // {…,"deadline":"2026-04-23","deadlineDaysLeft":14,"deadlineWorkingDay":"2026-04-24",…}
/// ```
public struct DeadlineDocument: Sendable, Equatable, Codable {
    /// A period that runs after the son tutanak (``FinalRecordDeadline``).
    public struct AfterFinalRecord: Sendable, Equatable, Codable {
        /// Which period.
        public var kind: FinalRecordDeadline.Kind
        /// The day it is counted from.
        public var start: CivilDate
        /// Its length, days.
        public var days: Int
        /// Its last day as counted.
        public var end: CivilDate
        /// The working day the last day moves to (HMK madde 93).
        public var endWorkingDay: CivilDate
        /// Days from ``DeadlineDocument/today`` to ``endWorkingDay`` (negative once it has passed).
        public var daysLeft: Int
        /// The provision that sets it.
        public var article: String
    }

    /// The dispute type.
    public var disputeType: DisputeType
    /// The day the days left are counted from.
    public var today: CivilDate
    /// The statutory period, weeks (absent without an assignment date, as every statutory member).
    public var weeks: Int?
    /// The extension the mediator may add, weeks.
    public var extensionWeeks: Int?
    /// The provision that sets the period.
    public var article: String?
    /// The assignment date.
    public var assigned: CivilDate?
    /// The period's last day as counted.
    public var deadline: CivilDate?
    /// The extended period's last day as counted.
    public var extendedDeadline: CivilDate?
    /// The working day ``deadline`` moves to.
    public var deadlineWorkingDay: CivilDate?
    /// The working day ``extendedDeadline`` moves to.
    public var extendedDeadlineWorkingDay: CivilDate?
    /// Days from ``today`` to ``deadlineWorkingDay``.
    public var deadlineDaysLeft: Int?
    /// Days from ``today`` to ``extendedDeadlineWorkingDay``.
    public var extendedDeadlineDaysLeft: Int?
    /// The periods after the son tutanak that were asked for.
    public var afterFinalRecord: [AfterFinalRecord]
    /// Whether the holidays of every day counted are known (else the days may move).
    public var holidaysKnown: Bool
    /// The caveats (holidays not known or not verified, a limitation that had already run out).
    public var warnings: [DocumentWarning]

    /// The document of the deadlines computed for `type`, counted from `today`.
    public init(
        type: DisputeType, today: CivilDate, statutory: DeadlineResult? = nil, after: [FinalRecordDeadline] = [],
        warnings: [DocumentWarning] = []
    ) {
        let daysLeft = { (day: DeadlineDay) in day.workingDay.daysSinceEpoch - today.daysSinceEpoch }
        (disputeType, self.today) = (type, today)
        (weeks, extensionWeeks, article) =
            (statutory?.rule.weeks, statutory?.rule.extensionWeeks, statutory?.rule.article)
        assigned = statutory?.assigned
        (deadline, extendedDeadline) = (statutory?.deadline.date, statutory?.extendedDeadline.date)
        deadlineWorkingDay = statutory?.deadline.workingDay
        extendedDeadlineWorkingDay = statutory?.extendedDeadline.workingDay
        deadlineDaysLeft = statutory.map { daysLeft($0.deadline) }
        extendedDeadlineDaysLeft = statutory.map { daysLeft($0.extendedDeadline) }
        afterFinalRecord = after.map {
            AfterFinalRecord(
                kind: $0.kind, start: $0.start, days: $0.days, end: $0.end.date, endWorkingDay: $0.end.workingDay,
                daysLeft: daysLeft($0.end), article: $0.article)
        }
        let days = [statutory?.deadline, statutory?.extendedDeadline].compactMap { $0 } + after.map(\.end)
        holidaysKnown = days.allSatisfy(\.holidaysKnown)
        self.warnings = warnings
    }
}
