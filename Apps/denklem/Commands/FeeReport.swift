import CLIKit
import Foundation
import TariffKit

/// `denklem fee`'s output: a readable report, or TariffKit's ``FeeDocument`` as JSON.
struct FeeReport {
    /// The command's context.
    let context: CommandContext
    /// The calculation.
    let result: FeeResult
    /// What was asked.
    let request: FeeRequest
    /// The receipts per payer (`--smm`).
    let receipts: FeeReceipts?
    /// The caveats, also on standard error (issue 31 item 4).
    let warnings: [DocumentWarning]

    private var text: DenklemText { DenklemText(context: context) }

    /// The JSON document: TariffKit's ``FeeDocument``, texts in the user's language.
    var document: FeeDocument {
        FeeDocument(
            result: result, receipts: receipts?.receipts, stateReading: receipts?.stateReading, warnings: warnings,
            style: text.style)
    }

    /// Writes the readable report.
    func writeText() {
        context.writeLine(
            context.text(
                "fee.title", String(result.tariffYear), text.gazette(result.gazette),
                text.disputeType(result.disputeType)))
        context.writeLine()
        DocumentWarning.writeText(warnings, context)
        var previousArticle = ""
        for line in result.breakdown {
            let showsArticle = line.article != previousArticle
            previousArticle = line.article
            context.writeLine(
                "  " + (showsArticle ? context.text("fee.line", text.line(line), line.article) : text.line(line)))
        }
        context.writeLine()
        writeSummary()
        if result.partyShares.contains(where: { $0.paidByState > 0 }) {
            for (index, share) in result.partyShares.enumerated() where share.paidByState > 0 {
                context.writeLine(
                    context.text(
                        "fee.partyStateShare", String(index + 1), text.money(share.paidByState),
                        text.money(share.paidByParty)))
            }
        }
        context.writeLine()
        receipts?.writeText(context)
        context.writeLine(context.text("fee.assumptions"))
        for id in document.assumptions {
            context.writeLine("  - " + text.assumption(id))
        }
    }

    /// The summary as two columns, labels on the left and amounts lined up on the right (issue 31).
    private func writeSummary() {
        var table = TextTable(headers: [], alignments: [.leading, .trailing])
        for (key, amount) in Self.summary(result) {
            table.append([context.text(key, "").trimmingCharacters(in: .whitespaces), text.money(amount)])
        }
        for line in table.lines() { context.writeLine(line) }
    }

    /// The summary lines: total, per file, per mediator, per party, who pays.
    ///
    /// In a series the common party pays its share of every file and each counterparty its own file's share, so
    /// the lines say that instead of "per party" (issue 31).
    static func summary(_ result: FeeResult) -> [(String, Decimal)] {
        var lines: [(String, Decimal)] = [("fee.total", result.total)]
        if let perFile = result.perFile { lines.append(("fee.perFile", perFile)) }
        lines.append(("fee.perMediator", result.perMediator.first ?? 0))
        if let fileShares = result.perFileShares, let common = result.partyShares.first {
            lines.append(("fee.commonParty", common.share))
            if let counterparty = fileShares.dropFirst().first {
                lines.append(("fee.perCounterparty", counterparty.share))
            }
        } else if !result.breakdown.contains(where: { $0.kind == .agreedSplit }) {
            // With an agreed split the shares differ: they are in the breakdown and the shares table.
            lines.append(("fee.perParty", result.partyShares.first?.share ?? 0))
        }
        lines += [("fee.statePays", result.statePays), ("fee.partiesPay", result.partiesPay)]
        return lines
    }
}
