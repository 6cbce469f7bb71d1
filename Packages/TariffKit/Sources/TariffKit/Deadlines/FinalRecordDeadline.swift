/// A period that runs after the mediation ends with the son tutanak (final record), with the working day it moves
/// to (4857 madde 20(1); HUAK 18/A(15)–(16), 7036 madde 3(17); HMK madde 92–93).
public struct FinalRecordDeadline: Sendable, Equatable {
    /// Which period.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        /// İşe iade lawsuit within two weeks of the son tutanak (4857 madde 20(1)).
        case reinstatementSuit
        /// One-week kesin süre to file a son tutanak missing from the claim, from the court's notice
        /// (HUAK 18/A(2); labor 7036 madde 3(2)).
        case missingFinalRecord
        /// A zamanaşımı or hak düşürücü süre extended by the days from the application to the son tutanak
        /// (HUAK 18/A(15); labor 7036 madde 3(17); voluntary HUAK 16(2)).
        case suspendedLimitation
    }

    /// Which period.
    public let kind: Kind
    /// The day it is counted from (son tutanak, the court's notice, or the original end).
    public let start: CivilDate
    /// Days added to ``start``.
    public let days: Int
    /// The end, as counted and as moved to a working day (HMK 92–93).
    public let end: DeadlineDay
    /// The provision.
    public let article: String

    /// İşe iade: the son tutanak + 2 weeks (4857 madde 20(1); counted by HMK madde 92(2)).
    public static func reinstatementSuit(finalRecord: CivilDate, calendar: HolidayCalendar) -> FinalRecordDeadline {
        FinalRecordDeadline(
            kind: .reinstatementSuit, start: finalRecord, days: 14,
            end: DeadlineDay(date: finalRecord.adding(days: 14), calendar: calendar),
            article: "4857 sayılı İş Kanunu md. 20(1)")
    }

    /// The missing son tutanak: the court's notice + 1 week (kesin süre).
    public static func missingFinalRecord(
        courtNotice: CivilDate, type: DisputeType, calendar: HolidayCalendar
    ) -> FinalRecordDeadline {
        FinalRecordDeadline(
            kind: .missingFinalRecord, start: courtNotice, days: 7,
            end: DeadlineDay(date: courtNotice.adding(days: 7), calendar: calendar),
            article: type == .labor ? "7036 sayılı Kanun md. 3(2)" : "6325 sayılı HUAK md. 18/A(2)")
    }

    /// The original end of a zamanaşımı / hak düşürücü süre moved by the days the mediation lasted (application to
    /// son tutanak; the period does not run in between).
    /// - Throws: ``TariffError/amountNegative(input:value:)`` when the son tutanak is before the application.
    public static func suspendedLimitation(
        originalEnd: CivilDate, application: CivilDate, finalRecord: CivilDate, type: DisputeType,
        calendar: HolidayCalendar
    ) throws(TariffError) -> FinalRecordDeadline {
        let days = finalRecord.daysSinceEpoch - application.daysSinceEpoch
        guard days >= 0 else { throw .amountNegative(input: "finalRecord", value: .init(days)) }
        let article =
            switch type {
            case .labor: "7036 sayılı Kanun md. 3(17)"
            case .family, .other: "6325 sayılı HUAK md. 16(2)"
            default: "6325 sayılı HUAK md. 18/A(15)"
            }
        return FinalRecordDeadline(
            kind: .suspendedLimitation, start: originalEnd, days: days,
            end: DeadlineDay(date: originalEnd.adding(days: days), calendar: calendar), article: article)
    }
}
