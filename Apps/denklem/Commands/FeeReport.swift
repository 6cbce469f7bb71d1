import CLIKit
import Foundation
import TariffKit

/// `denklem fee`'s output: a readable report, or one JSON object (amounts as strings with two decimals).
struct FeeReport {
    /// The JSON form.
    struct JSON: JSONDocument {
        struct Gazette: Encodable {
            let date: String
            let number: String?
            let url: String?
        }

        struct Share: Encodable {
            let share: String
            let paidByState: String
            let paidByParty: String
        }

        struct Line: Encodable {
            let kind: String
            let text: String
            let article: String
            let amount: String?
        }

        let tariffYear: Int
        let gazette: Gazette
        let disputeType: String
        let total: String
        let perMediator: String
        let mediatorShares: [String]
        let perParty: String
        let partyShares: [Share]
        let perFile: String?
        let perFilePerParty: String?
        let perFileShares: [Share]?
        let statePortion: String
        let statePays: String
        let partiesPay: String
        let breakdown: [Line]
        let articles: [String]
        let assumptions: [String]
        let receipts: [FeeReceipts.JSON]?
        let warnings: [DocumentWarning]
    }

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

    /// The JSON object.
    var json: JSON {
        let plain = DenklemText.plain
        return JSON(
            tariffYear: result.tariffYear,
            gazette: JSON.Gazette(
                date: result.gazette.date.iso, number: result.gazette.number, url: result.gazette.url),
            disputeType: result.disputeType.rawValue, total: plain(result.total),
            perMediator: plain(result.perMediator.first ?? 0), mediatorShares: result.perMediator.map(plain),
            perParty: plain(result.partyShares.first?.share ?? 0),
            partyShares: result.partyShares.map(Self.share),
            perFile: result.perFile.map(plain), perFilePerParty: result.perFileShares?.first.map { plain($0.share) },
            perFileShares: result.perFileShares.map { $0.map(Self.share) }, statePortion: plain(result.statePortion),
            statePays: plain(result.statePays),
            partiesPay: plain(result.partiesPay),
            breakdown: result.breakdown.map {
                JSON.Line(
                    kind: $0.kind.rawValue, text: text.line($0), article: $0.article, amount: $0.amount.map(plain))
            },
            articles: result.articles, assumptions: result.assumptions + (receipts?.stateAssumption.map { [$0] } ?? []),
            receipts: receipts?.json, warnings: warnings)
    }

    private static func share(_ share: PartyShare) -> JSON.Share {
        let plain = DenklemText.plain
        return JSON.Share(
            share: plain(share.share), paidByState: plain(share.paidByState), paidByParty: plain(share.paidByParty))
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
        for id in result.assumptions + (receipts?.stateAssumption.map { [$0] } ?? []) {
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
