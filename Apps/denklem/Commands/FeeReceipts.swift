import CLIKit
import Formatting
import Foundation
import PDFWriting
import TariffKit

/// `denklem fee … --smm`: one serbest meslek makbuzu per payer — each party that pays (as the person or company its
/// `--party` names) and the state — in the text, JSON and PDF reports.
struct FeeReceipts {
    /// The receipts, in order.
    let receipts: [PayerReceipt]
    /// The parties' names, when given.
    let header: CaseHeader
    /// How the state's payment is read.
    let stateReading: PayerReceipt.StateReading

    /// `stateSMM=vatIncluded|vatExcluded`, the reading of the state's payment (the tariffs are silent; practitioners'
    /// reading).
    static let readingName = PayerReceipt.StateReading.readingName

    /// Builds the receipts when `--smm` was given; `nil` otherwise.
    /// - Throws: `CommandError` (64) when a paying party's kind is not given.
    static func make(
        _ context: CommandContext, result: FeeResult, stateReading: PayerReceipt.StateReading
    ) throws -> FeeReceipts? {
        guard context.arguments[FeeCommand.smm] else { return nil }
        let header = try CaseHeader(context)
        let paying = result.partyShares.filter { $0.paidByParty > 0 }.count
        if paying > 0, header.parties.count < result.partyShares.count {
            throw CommandError(.usage, key: "error.smmNeedsParties", String(result.partyShares.count))
        }
        let kinds = header.parties.map { $0.kind == "company" ? SMMPayer.company : .person }
        let receipts = try PayerReceipt.receipts(
            for: result, kinds: kinds, stateReading: stateReading, year: result.tariffYear)
        return FeeReceipts(receipts: receipts, header: header, stateReading: stateReading)
    }

    /// Who pays, in the user's language.
    func payerName(_ payer: PayerReceipt.Payer, context: CommandContext) -> String {
        switch payer {
        case .state: return context.text("fee.receipt.state")
        case .party(let number, let kind):
            let name = number <= header.parties.count ? header.parties[number - 1].name : String(number)
            return context.text("fee.receipt.party", String(number), name, context.text("case.kind.\(kind.rawValue)"))
        }
    }

    /// Who pays and, with several mediators, which mediator issues the receipt.
    func issuerAndPayer(_ item: PayerReceipt, context: CommandContext, short: Bool = false) -> String {
        let payer =
            short && item.payer == .state ? context.text("pdf.stateShort") : payerName(item.payer, context: context)
        guard receipts.contains(where: { $0.mediator > 1 }) else { return payer }
        return context.text("fee.receipt.byMediator", String(item.mediator), payer)
    }

    /// The receipts as text.
    func writeText(_ context: CommandContext) {
        let text = DenklemText(context: context)
        context.writeLine(context.text("fee.receipts"))
        for item in receipts {
            context.writeLine("  " + issuerAndPayer(item, context: context))
            for (key, amount) in Self.lines(item.receipt) {
                context.writeLine("    " + context.text(key, text.money(amount)))
            }
        }
        context.writeLine()
    }

    /// The receipts as a PDF table.
    func fill(_ report: inout PDFReport, context: CommandContext, text: DenklemText) {
        report.heading(context.text("pdf.receipts"))
        let keys = ["smm.gross", "smm.incomeTaxWithholding", "smm.vat", "smm.vatWithholding", "smm.cashReceived"]
        report.table(
            PDFTable(
                columns: [.init(context.text("pdf.column.payer"), weight: 1.7)]
                    + keys.map { .init(PDFOutput.label(context, $0), alignment: .right, weight: 1.25) },
                rows: receipts.map { item in
                    [issuerAndPayer(item, context: context, short: true)]
                        + Self.lines(item.receipt).filter { $0.0 != "smm.net" && $0.0 != "smm.payerTotal" }.map {
                            text.money($0.1)
                        }
                }))
    }

    private static func lines(_ receipt: SMMReceipt) -> [(String, Decimal)] {
        [
            ("smm.gross", receipt.gross), ("smm.incomeTaxWithholding", receipt.incomeTaxWithholding),
            ("smm.vat", receipt.vat), ("smm.vatWithholding", receipt.vatWithholding), ("smm.net", receipt.net),
            ("smm.cashReceived", receipt.cashReceived), ("smm.payerTotal", receipt.payerTotal),
        ]
    }
}
