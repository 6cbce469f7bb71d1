import CLISupport
import Foundation
import TariffKit

/// `denklem deadline`: the statutory mediation period from the assignment date, and the working day it moves to.
public enum DeadlineCommand {
    static let type = Option<String>(
        "type", short: "t", valueName: "value.type", help: "deadline.option.type", isRequired: true)
    static let assigned = Option<String>(
        "assigned", valueName: "value.date", help: "deadline.option.assigned", isRequired: true)
    static let holidays = Option<String>(
        "holidays", valueName: "value.file", help: "deadline.option.holidays", isRepeatable: true)

    /// The JSON form.
    struct JSON: Encodable {
        let disputeType: String
        let weeks: Int
        let extensionWeeks: Int
        let article: String
        let assigned: String
        let deadline: String
        let extendedDeadline: String
        let deadlineWorkingDay: String
        let extendedDeadlineWorkingDay: String
        let holidaysKnown: Bool
    }

    /// The command.
    public static let command = Command(
        name: "deadline", summary: "deadline.summary", discussion: "deadline.discussion",
        options: [type, assigned, holidays] + PDFOutput.options + CaseHeader.options,
        examples: [
            CommandExample("denklem deadline --type labor --assigned 2026-04-02", explanation: "deadline.example.labor")
        ]
    ) { context in
        try PDFOutput.requirePDF(context, for: CaseHeader.options)
        let header = try CaseHeader(context)
        let disputeType = try DenklemInputs.disputeType(context.arguments[type] ?? "")
        let day = try DenklemInputs.date(context.arguments[assigned] ?? "", option: "--assigned")
        let calendar = try HolidayCalendar.bundled(adding: DenklemInputs.files(context.arguments.all(holidays)))
        let result = try DeadlineResult(type: disputeType, assigned: day, calendar: calendar)
        let pdf = DeadlinePDF(context: context, result: result, header: header)
        try PDFOutput.writeIfRequested(context, title: pdf.title) { pdf.fill(&$0, text: $1) }
        if context.isJSONOutput {
            try context.writeJSON(json(result))
        } else {
            writeText(result, context: context)
        }
        return .success
    }

    static func json(_ result: DeadlineResult) -> JSON {
        JSON(
            disputeType: result.rule.type.rawValue, weeks: result.rule.weeks,
            extensionWeeks: result.rule.extensionWeeks,
            article: result.rule.article, assigned: result.assigned.iso, deadline: result.deadline.date.iso,
            extendedDeadline: result.extendedDeadline.date.iso, deadlineWorkingDay: result.deadline.workingDay.iso,
            extendedDeadlineWorkingDay: result.extendedDeadline.workingDay.iso,
            holidaysKnown: result.deadline.holidaysKnown && result.extendedDeadline.holidaysKnown)
    }

    static func writeText(_ result: DeadlineResult, context: CommandContext) {
        let text = DenklemText(context: context)
        context.writeLine(
            context.text(
                "deadline.title", text.disputeType(result.rule.type), String(result.rule.weeks),
                String(result.rule.extensionWeeks), result.rule.article))
        context.writeLine(context.text("deadline.assigned", text.date(result.assigned)))
        write(result.deadline, key: "deadline.deadline", context: context)
        write(result.extendedDeadline, key: "deadline.extended", context: context)
        context.writeLine()
        context.writeLine(context.text("deadline.rule"))
        if !(result.deadline.holidaysKnown && result.extendedDeadline.holidaysKnown) {
            context.diagnostics.warning(context.text("deadline.holidaysUnknown"))
        }
    }

    private static func write(_ day: DeadlineDay, key: String, context: CommandContext) {
        let text = DenklemText(context: context)
        context.writeLine(context.text(key, text.date(day.date)))
        if day.isShifted {
            context.writeLine(
                "  " + context.text("deadline.shifted", status(day.status, context: context), text.date(day.workingDay))
            )
        }
        if case .halfDay(let holiday) = day.workingDayStatus {
            context.writeLine("  " + context.text("deadline.status.halfDay", holiday.name))
        }
    }

    static func status(_ status: DayStatus, context: CommandContext) -> String {
        switch status {
        case .workingDay: context.text("deadline.status.workingDay")
        case .weekend: context.text("deadline.status.weekend")
        case .holiday(let holiday): context.text("deadline.status.holiday", holiday.name)
        case .halfDay(let holiday): context.text("deadline.status.halfDay", holiday.name)
        }
    }
}
