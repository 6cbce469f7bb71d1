import CLIKit
import Formatting
import Foundation
import PDFWriting
import TariffKit

/// The attorney fee as a PDF: the case header, the AAÜT and where it was published, the steps with their articles
/// and amounts, the total and the readings.
struct AttorneyPDF {
    /// The command's context.
    let context: CommandContext
    /// The calculation.
    let result: AttorneyResult
    /// The case the fee belongs to.
    let header: CaseHeader
    /// The caveats, shown right after the header.
    let warnings: [DocumentWarning]

    /// The report's title.
    var title: String { context.text("pdf.attorney.title") }

    /// Adds the report's blocks.
    func fill(_ report: inout PDFReport, text: DenklemText) {
        report.title(
            title,
            subtitle: "AAÜT \(result.tariffYear) · " + AttorneyCommand.source(result, text: text, context: context))
        header.fill(&report, context: context)
        DocumentWarning.fill(warnings, &report, context: context)
        report.heading(context.text("pdf.breakdown"))
        var previousArticle = ""
        let rows = result.breakdown.map { line in
            defer { previousArticle = line.article }
            return [
                AttorneyCommand.line(line, text: text, context: context),
                line.article == previousArticle ? "" : line.article, line.amount.map(text.money) ?? "",
            ]
        }
        report.table(
            PDFTable(
                columns: [
                    .init(context.text("pdf.column.item"), weight: 5),
                    .init(context.text("pdf.column.article"), weight: 2),
                    .init(context.text("pdf.column.amount"), alignment: .right, weight: 1.4),
                ],
                rows: rows))
        report.keyValues(
            [(PDFOutput.label(context, "attorney.total"), text.money(result.total))], valueAlignment: .right)
        report.heading(PDFOutput.label(context, "fee.assumptions"))
        for id in result.assumptions { report.paragraph(text.assumption(id), small: true) }
    }
}
