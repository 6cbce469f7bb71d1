import CLIKit
import Formatting
import Foundation
import PDFWriting
import TariffKit

/// A serbest meslek makbuzu's lines as a PDF: each line with its rate and legal basis (gross fee, income-tax
/// withholding GVK madde 94, KDV KDVK madde 28, KDV tevkifatı KDVK madde 9), then what the mediator receives and what the
/// payer pays, and the case header.
struct SMMPDF {
    /// The command's context.
    let context: CommandContext
    /// The receipt.
    let receipt: SMMReceipt
    /// The case the receipt belongs to.
    let header: CaseHeader
    /// The caveats, shown right after the header.
    let warnings: [DocumentWarning]

    /// The report's title.
    var title: String { context.text("pdf.smm.title") }

    /// Adds the report's blocks.
    func fill(_ report: inout PDFReport, text: DenklemText) {
        report.title(title, subtitle: context.text("smm.title.\(receipt.payer.rawValue)"))
        header.fill(&report, context: context)
        DocumentWarning.fill(warnings, &report, context: context)
        let calculator = SMMCalculator()
        let withholdingRate = receipt.payer == .company ? text.percent(calculator.incomeTaxRate * 100) : "—"
        let lines: [[String]] = [
            [PDFOutput.label(context, "smm.gross"), "", "", text.money(receipt.gross)],
            [
                PDFOutput.label(context, "smm.incomeTaxWithholding"), withholdingRate, "GVK md. 94",
                text.money(receipt.incomeTaxWithholding),
            ],
            [
                PDFOutput.label(context, "smm.vat"), text.percent(calculator.vatRate * 100), "KDVK md. 28",
                text.money(receipt.vat),
            ],
            [
                PDFOutput.label(context, "smm.vatWithholding"), receipt.vatWithholdingRate?.description ?? "—",
                "KDVK md. 9", text.money(receipt.vatWithholding),
            ],
        ]
        report.table(
            PDFTable(
                columns: [
                    .init(context.text("pdf.column.item"), weight: 3), .init(context.text("pdf.column.rate")),
                    .init(context.text("pdf.column.article"), weight: 2),
                    .init(context.text("pdf.column.amount"), alignment: .right),
                ],
                rows: lines, totalRows: []))
        let results: [(String, Decimal)] = [
            ("smm.net", receipt.net), ("smm.cashReceived", receipt.cashReceived),
            ("smm.payerTotal", receipt.payerTotal),
        ]
        report.keyValues(
            results.map { (PDFOutput.label(context, $0.0), text.money($0.1)) }, valueAlignment: .right)
        report.paragraph(context.text(receipt.payer == .company ? "smm.note" : "smm.note.person"), small: true)
    }
}
