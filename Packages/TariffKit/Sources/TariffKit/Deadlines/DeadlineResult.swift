/// The deadline and the extended deadline of a mandatory mediation.
public struct DeadlineResult: Sendable, Equatable, Codable {
    /// The rule applied.
    public let rule: DeadlineRule
    /// The mediator's assignment date.
    public let assigned: CivilDate
    /// The normal deadline.
    public let deadline: DeadlineDay
    /// The deadline after the maximum extension.
    public let extendedDeadline: DeadlineDay

    /// Counts the deadlines for a dispute type from the assignment date.
    ///
    /// The period is in weeks, so it ends on the same weekday (HMK madde 92(2)); a day that is a weekend or official
    /// holiday is also given as the next working day (HMK madde 93 analogy — no source confirms that it governs the
    /// mediator's period, <doc:Readings>, so both days are shown).
    /// - Throws: ``TariffError/noStatutoryDeadline(_:)``.
    public init(type: DisputeType, assigned: CivilDate, calendar: HolidayCalendar) throws(TariffError) {
        rule = try DeadlineRule.rule(for: type)
        self.assigned = assigned
        deadline = DeadlineDay(date: assigned.adding(days: 7 * rule.weeks), calendar: calendar)
        extendedDeadline = DeadlineDay(
            date: assigned.adding(days: 7 * (rule.weeks + rule.extensionWeeks)), calendar: calendar)
    }
}
