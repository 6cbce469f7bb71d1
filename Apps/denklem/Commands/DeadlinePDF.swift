import CLISupport
import Formatting
import Foundation
import TariffKit

/// The statutory period as a PDF: dispute type, assignment date, the deadline and the extended deadline with the
/// working day each moves to and why (the holiday's name), and the rule applied.
struct DeadlinePDF {
    /// The command's context.
    let context: CommandContext
    /// The computed periods.
    let result: DeadlineResult
    /// The case the periods belong to.
    let header: CaseHeader

    /// The report's title.
    var title: String { context.text("pdf.deadline.title") }

    /// Adds the report's blocks.
    func fill(_ report: inout PDFReport, text: DenklemText) {
        let rule = result.rule
        report.title(
            title,
            subtitle: context.text(
                "deadline.title", text.disputeType(rule.type), String(rule.weeks), String(rule.extensionWeeks),
                rule.article))
        header.fill(&report, context: context)
        var rows: [(label: String, value: String)] = [
            (context.text("pdf.disputeType"), text.disputeType(rule.type)),
            (PDFOutput.label(context, "deadline.assigned"), text.date(result.assigned)),
        ]
        rows += day(result.deadline, key: "deadline.deadline", text: text)
        rows += day(result.extendedDeadline, key: "deadline.extended", text: text)
        report.keyValues(rows)
        report.rule()
        report.paragraph(context.text("deadline.rule"), small: true)
        if !(result.deadline.holidaysKnown && result.extendedDeadline.holidaysKnown) {
            report.paragraph(context.text("deadline.holidaysUnknown"), small: true)
        }
    }

    private func day(_ day: DeadlineDay, key: String, text: DenklemText) -> [(label: String, value: String)] {
        var value = text.date(day.date)
        if day.isShifted {
            value +=
                "\n"
                + context.text(
                    "deadline.shifted", DeadlineCommand.status(day.status, context: context), text.date(day.workingDay))
        }
        return [(PDFOutput.label(context, key), value)]
    }
}
