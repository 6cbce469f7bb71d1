import CLISupport
import Formatting
import Foundation
import TariffKit

/// A serbest meslek makbuzu's lines as a PDF: gross fee, withholdings, VAT, net, cash received, the payer's cost.
struct SMMPDF {
    /// The command's context.
    let context: CommandContext
    /// The receipt.
    let receipt: SMMReceipt

    /// The report's title.
    var title: String { context.text("pdf.smm.title") }

    /// Adds the report's blocks.
    func fill(_ report: inout PDFReport, text: DenklemText) {
        report.title(title, subtitle: context.text("smm.title.\(receipt.payer.rawValue)"))
        let lines: [(String, Decimal)] = [
            ("smm.gross", receipt.gross), ("smm.incomeTaxWithholding", receipt.incomeTaxWithholding),
            ("smm.vat", receipt.vat), ("smm.vatWithholding", receipt.vatWithholding), ("smm.net", receipt.net),
        ]
        let totals: [(String, Decimal)] = [
            ("smm.cashReceived", receipt.cashReceived), ("smm.payerTotal", receipt.payerTotal),
        ]
        report.table(
            PDFTable(
                columns: [
                    .init(context.text("pdf.column.item"), weight: 3),
                    .init(context.text("pdf.column.amount"), alignment: .right),
                ],
                rows: lines.map { [PDFOutput.label(context, $0.0), text.money($0.1)] },
                totalRows: totals.map { [PDFOutput.label(context, $0.0), text.money($0.1)] }))
        report.paragraph(context.text("smm.note"), small: true)
    }
}
