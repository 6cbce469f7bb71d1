import CLIKit
import Foundation
import TariffKit

/// `denklem deadline`: the statutory mediation period from the assignment date, the periods that run after the son
/// tutanak (işe iade lawsuit, missing final record, suspended limitation), the working day each moves to, and the
/// days left from today (`--today`).
public enum DeadlineCommand {
    static let type = Option<String>(
        "type", short: "t", valueName: "value.type", help: "deadline.option.type", isRequired: true,
        suggestions: DisputeType.allCases.flatMap { [$0.rawValue, $0.turkishIdentifier] })
    static let assigned = Option<String>("assigned", valueName: "value.date", help: "deadline.option.assigned")
    static let finalRecord = Option<String>(
        "final-record", valueName: "value.date", help: "deadline.option.finalRecord")
    static let reinstatement = Flag("reinstatement", help: "deadline.option.reinstatement")
    static let courtNotice = Option<String>(
        "court-notice", valueName: "value.date", help: "deadline.option.courtNotice")
    static let application = Option<String>("application", valueName: "value.date", help: "deadline.option.application")
    static let limitationEnd = Option<String>(
        "limitation-end", valueName: "value.date", help: "deadline.option.limitationEnd")
    static let today = Option<String>("today", valueName: "value.date", help: "deadline.option.today")
    static let holidays = Option<String>(
        "holidays", valueName: "value.file", help: "deadline.option.holidays", isRepeatable: true)

    /// Everything the command computed.
    struct Report {
        let type: DisputeType
        let today: CivilDate
        let statutory: DeadlineResult?
        let after: [FinalRecordDeadline]
        /// The holidays the days were counted with.
        let calendar: HolidayCalendar
        /// The caveats (holidays not known, a limitation that had already run out), in every output.
        var warnings: [DocumentWarning] = []

        var holidaysKnown: Bool {
            let days = [statutory?.deadline, statutory?.extendedDeadline].compactMap { $0 } + after.map(\.end)
            return days.allSatisfy(\.holidaysKnown)
        }

        func daysLeft(_ day: DeadlineDay) -> Int { day.workingDay.daysSinceEpoch - today.daysSinceEpoch }
    }

    /// The command.
    public static let command = Command(
        name: "deadline", summary: "deadline.summary", discussion: "deadline.discussion",
        options: [type, assigned, finalRecord, reinstatement, courtNotice, application, limitationEnd, today, holidays]
            + PDFOutput.options + CaseHeader.options,
        examples: [
            CommandExample(
                "denklem deadline --type labor --assigned 2026-04-02", explanation: "deadline.example.labor"),
            CommandExample(
                "denklem deadline --type labor --final-record 02.03.2026 --reinstatement",
                explanation: "deadline.example.reinstatement"),
        ],
        writesJSON: true
    ) { context in
        try PDFOutput.requirePDF(context, for: CaseHeader.options)
        let header = try CaseHeader(context)
        var report = try report(context)
        report.warnings = try warnings(report, context)
        let pdf = DeadlinePDF(context: context, report: report, header: header)
        try PDFOutput.writeIfRequested(context, title: pdf.title) { pdf.fill(&$0, text: $1) }
        guard !PDFOutput.isOnStandardOutput(context) else { return .success }
        if context.isJSONOutput {
            try context.writeJSON(LibraryDocument(document(report)))
        } else {
            writeText(report, context: context)
        }
        return .success
    }

    private static func date(_ context: CommandContext, _ option: Option<String>) throws -> CivilDate? {
        try context.arguments[option].map { try DenklemInputs.date($0, option: "--\(option.spec.name)") }
    }

    static func report(_ context: CommandContext) throws -> Report {
        let disputeType = try DenklemInputs.disputeType(context.arguments[type] ?? "")
        let calendar = try DenklemInputs.holidays(context, holidays)
        let day = try date(context, assigned)
        let after = try afterFinalRecord(context, disputeType, calendar)
        guard day != nil || !after.isEmpty else { throw UsageError.missingOption("--assigned") }
        return Report(
            type: disputeType, today: try date(context, today) ?? DenklemInputs.today(context),
            statutory: try day.map { day throws in
                try DeadlineResult(type: disputeType, assigned: day, calendar: calendar)
            },
            after: after, calendar: calendar)
    }

    /// The periods after the son tutanak the options ask for; options without their companion are refused.
    private static func afterFinalRecord(
        _ context: CommandContext, _ type: DisputeType, _ calendar: HolidayCalendar
    ) throws -> [FinalRecordDeadline] {
        let record = try date(context, finalRecord)
        let applied = try date(context, application)
        let originalEnd = try date(context, limitationEnd)
        try requireCompanions(context, type, record: record, applied: applied, originalEnd: originalEnd)
        var result: [FinalRecordDeadline] = []
        if let record, context.arguments[reinstatement] {
            result.append(.reinstatementSuit(finalRecord: record, calendar: calendar))
        }
        if let notice = try date(context, courtNotice) {
            result.append(.missingFinalRecord(courtNotice: notice, type: type, calendar: calendar))
        }
        if let record, let applied, let originalEnd {
            result.append(
                try .suspendedLimitation(
                    originalEnd: originalEnd, application: applied, finalRecord: record, type: type, calendar: calendar)
            )
        }
        if record != nil, !result.contains(where: { $0.kind != .missingFinalRecord }) {
            throw CommandError(.usage, key: "error.finalRecordNeedsPeriod")
        }
        return result
    }

    /// Refuses `--reinstatement`, `--application` and `--limitation-end` without the options they need.
    private static func requireCompanions(
        _ context: CommandContext, _ type: DisputeType, record: CivilDate?, applied: CivilDate?,
        originalEnd: CivilDate?
    ) throws {
        let limitation = applied != nil || originalEnd != nil
        if context.arguments[reinstatement] || limitation, record == nil {
            let option = context.arguments[reinstatement] ? "--reinstatement" : "--application"
            throw CommandError(.usage, key: "error.optionNotApplicable", option, "--final-record")
        }
        if let pair = [("--application", applied), ("--limitation-end", originalEnd)].first(where: { $0.1 == nil }),
            limitation
        {
            let other = pair.0 == "--application" ? "--limitation-end" : "--application"
            throw CommandError(.usage, key: "error.optionNotApplicable", other, pair.0)
        }
        if context.arguments[reinstatement], type != .labor {
            throw CommandError(
                .dataError, wrapping: TariffError.basisRequiresType(basis: "reinstatement", type: .labor))
        }
    }

    /// The JSON document: TariffKit's ``DeadlineDocument``.
    static func document(_ report: Report) -> DeadlineDocument {
        DeadlineDocument(
            type: report.type, today: report.today, statutory: report.statutory, after: report.after,
            warnings: report.warnings)
    }

    static func writeText(_ report: Report, context: CommandContext) {
        let text = DenklemText(context: context)
        if let result = report.statutory {
            context.writeLine(result.rule.formatted(text.style))
            context.writeLine(context.text("deadline.assigned", text.date(result.assigned)))
            for line in lines(result.deadline, key: "deadline.deadline", report: report, context: context) {
                context.writeLine(line)
            }
            for line in lines(result.extendedDeadline, key: "deadline.extended", report: report, context: context) {
                context.writeLine(line)
            }
            context.writeLine()
        }
        for item in report.after {
            context.writeLine(heading(item, text: text, context: context))
            for line in lines(item.end, key: "deadline.lastDay", report: report, context: context) {
                context.writeLine(line)
            }
            context.writeLine()
        }
        context.writeLine(context.text("deadline.today", text.date(report.today)))
        for key in ruleKeys(report) { context.writeLine(context.text(key)) }
        if !report.warnings.isEmpty { context.writeLine() }
        DocumentWarning.writeText(report.warnings, context)
    }

    /// The counting notes that belong to what is shown (issue 31).
    ///
    /// The mediator's own period moves to a working day only by analogy with HMK md. 93 (no source confirms it);
    /// the periods after the son tutanak (a lawsuit, a kesin süre, a limitation period) are court and substantive
    /// periods that HMK md. 92–93 govern directly.
    static func ruleKeys(_ report: Report) -> [String] {
        (report.statutory == nil ? [] : ["deadline.rule"]) + (report.after.isEmpty ? [] : ["deadline.rule.after"])
    }

    /// Holiday data missing for a day shown, and a limitation period that ended before the application (mediation
    /// cannot suspend a period that had already run out: the date shown assumes it had not; issue 31 item 7).
    private static func warnings(_ report: Report, _ context: CommandContext) throws -> [DocumentWarning] {
        var warnings: [DocumentWarning] = []
        if !report.holidaysKnown { warnings.append(DocumentWarning.issue(context, "deadline.holidaysUnknown")) }
        let unverified = unverifiedHolidays(near: report)
        if !unverified.isEmpty {
            let names = unverified.map { "\(DenklemText.dotted($0.date)) \($0.name)" }.joined(separator: ", ")
            warnings.append(DocumentWarning.issue(context, "deadline.unverifiedHolidays", names))
        }
        if let applied = try date(context, application), let end = try date(context, limitationEnd), end < applied {
            warnings.append(
                DocumentWarning.issue(
                    context, "warning.limitationExpired", DenklemText.dotted(end), DenklemText.dotted(applied)))
        }
        return warnings
    }

    /// The unverified holidays (the bundled 2027 religious holidays) within two days of a day shown, from the day
    /// counted to the working day it moved to: a holiday one day off would move that deadline.
    private static func unverifiedHolidays(near report: Report) -> [Holiday] {
        let calendar = report.calendar
        let days =
            [report.statutory?.deadline, report.statutory?.extendedDeadline].compactMap { $0 }
            + report.after.map(\.end)
        let found = days.flatMap {
            calendar.unverifiedHolidays(from: $0.date.adding(days: -2), through: $0.workingDay.adding(days: 2))
        }
        return Array(Set(found.map(\.date))).sorted().compactMap { calendar.holidays[$0] }
    }

    /// The line that names a period after the son tutanak.
    static func heading(_ item: FinalRecordDeadline, text: DenklemText, context: CommandContext) -> String {
        context.text(
            "deadline.after.\(item.kind.rawValue)", text.date(item.start), item.article, String(item.days))
    }

    /// The day, where it moves and why, and the days left.
    static func lines(_ day: DeadlineDay, key: String, report: Report, context: CommandContext) -> [String] {
        let text = DenklemText(context: context)
        var lines = [context.text(key, text.date(day.date))]
        if let shift = day.formattedShift(text.style) { lines.append("  " + shift) }
        if case .halfDay = day.workingDayStatus {
            lines.append("  " + day.workingDayStatus.formatted(text.style))
        }
        lines.append("  " + remaining(report.daysLeft(day), context: context))
        return lines
    }

    /// "12 gün kaldı", "bugün son gün", "3 gün önce geçti".
    static func remaining(_ days: Int, context: CommandContext) -> String {
        if days == 0 { return context.text("deadline.dueToday") }
        let key = days > 0 ? "deadline.daysLeft" : "deadline.passed"
        return context.localizer.plural(key, count: abs(days), String(abs(days)))
    }
}
