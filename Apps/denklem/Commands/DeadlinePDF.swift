import CLIKit
import Formatting
import Foundation
import PDFWriting
import TariffKit

/// The periods as a PDF: the case header, the statutory period from the assignment date and the periods after the
/// son tutanak, each with the working day it moves to and why (the holiday's name), the days left, and the rule.
struct DeadlinePDF {
    /// The command's context.
    let context: CommandContext
    /// The computed periods.
    let report: DeadlineCommand.Report
    /// The case the periods belong to.
    let header: CaseHeader

    /// The report's title: the mediation period, the periods after the son tutanak, or both (issue 31: a
    /// limitation period is not an "Arabuluculuk Süresi").
    var title: String {
        switch (report.statutory != nil, !report.after.isEmpty) {
        case (true, true): context.text("pdf.deadline.title.both")
        case (false, true): context.text("pdf.deadline.title.after")
        default: context.text("pdf.deadline.title")
        }
    }

    /// Adds the report's blocks.
    func fill(_ report: inout PDFReport, text: DenklemText) {
        if let rule = self.report.statutory?.rule {
            report.title(title, subtitle: rule.formatted(text.style))
        } else {
            report.title(title, subtitle: text.disputeType(self.report.type))
        }
        header.fill(&report, context: context)
        DocumentWarning.fill(self.report.warnings, &report, context: context)
        var rows: [(label: String, value: String)] = [
            (context.text("pdf.disputeType"), text.disputeType(self.report.type))
        ]
        if let result = self.report.statutory {
            rows.append((PDFOutput.label(context, "deadline.assigned"), text.date(result.assigned)))
            rows += day(result.deadline, label: PDFOutput.label(context, "deadline.deadline"), text: text)
            rows += day(result.extendedDeadline, label: PDFOutput.label(context, "deadline.extended"), text: text)
        }
        rows.append((PDFOutput.label(context, "deadline.today"), text.date(self.report.today)))
        report.keyValues(rows)
        for item in self.report.after {
            report.heading(DeadlineCommand.heading(item, text: text, context: context))
            report.keyValues(day(item.end, label: PDFOutput.label(context, "deadline.lastDay"), text: text))
        }
        report.rule()
        for key in DeadlineCommand.ruleKeys(self.report) { report.paragraph(context.text(key), small: true) }
    }

    private func day(_ day: DeadlineDay, label: String, text: DenklemText) -> [(label: String, value: String)] {
        let lines = DeadlineCommand.lines(day, key: "format.plain", report: report, context: context)
        return [
            (
                label,
                ([text.date(day.date)] + lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }).joined(
                    separator: "\n")
            )
        ]
    }
}
