import CLIKit
import Formatting
import Foundation
import PDFWriting
import TariffKit

/// The fee calculation as a PDF a mediator attaches to the file: title, tariff and Resmî Gazete reference, the
/// inputs as typed, the breakdown with articles and amounts, the totals, each party's share and who pays it, and
/// the assumptions, in the user's language.
struct FeePDF {
    /// The command's context.
    let context: CommandContext
    /// The calculation.
    let result: FeeResult
    /// What was asked.
    let request: FeeRequest
    /// The receipts per payer (`--smm`).
    let receipts: FeeReceipts?
    /// The caveats, shown right after the header.
    let warnings: [DocumentWarning]

    /// The report's title (also the document title).
    var title: String { context.text("pdf.fee.title") }

    /// Adds the report's blocks.
    func fill(_ report: inout PDFReport, text: DenklemText) {
        report.title(title, subtitle: subtitle(text))
        header.fill(&report, context: context)
        DocumentWarning.fill(warnings, &report, context: context)
        report.heading(context.text("pdf.inputs"))
        report.keyValues(inputs(text))
        report.heading(context.text("pdf.breakdown"))
        report.table(breakdown(text))
        report.heading(context.text("pdf.result"))
        report.keyValues(
            FeeReport.summary(result).map { (PDFOutput.label(context, $0.0), text.money($0.1)) },
            valueAlignment: .right)
        report.heading(context.text("pdf.shares"))
        report.table(shares(text))
        report.paragraph(context.text("pdf.articles", result.articles.joined(separator: ", ")), small: true)
        receipts?.fill(&report, context: context, text: text)
        report.heading(PDFOutput.label(context, "fee.assumptions"))
        let document = FeeDocument(result: result, receipts: receipts?.receipts, stateReading: receipts?.stateReading)
        for id in document.assumptions {
            report.paragraph(text.assumption(id), small: true)
        }
    }

    /// The case header (`--file-no`, `--party`, …); empty when none was given or it cannot be read.
    private var header: CaseHeader {
        (try? CaseHeader(context)) ?? CaseHeader.empty
    }

    private func subtitle(_ text: DenklemText) -> String {
        context.text(
            "pdf.fee.subtitle", text.disputeType(result.disputeType), String(result.tariffYear),
            text.gazette(result.gazette))
    }

    /// The options the user gave, labelled with their help texts, amounts in the user's notation.
    private func inputs(_ text: DenklemText) -> [(label: String, value: String)] {
        var rows: [(label: String, value: String)] = [
            (context.text("pdf.disputeType"), text.disputeType(request.disputeType)),
            (
                context.text("pdf.mediationKind"),
                context.text(request.isMandatory ? "pdf.mediationKind.mandatory" : "pdf.mediationKind.voluntary")
            ),
        ]
        let amounts = [
            FeeCommand.agreed, FeeCommand.monthlyRent, FeeCommand.oldRent, FeeCommand.newRent,
            FeeCommand.compensation, FeeCommand.idleWages, FeeCommand.otherRights,
        ]
        for option in amounts {
            guard let typed = context.arguments[option], let amount = try? DenklemInputs.amount(typed, option: "")
            else { continue }
            rows.append((helpLabel(option.spec.help), text.money(amount)))
        }
        if let typed = context.arguments[FeeCommand.hours],
            let hours = try? QuantityLimits.hours.read(typed, option: "--hours", context, confirmed: true)
        {
            rows.append((helpLabel(FeeCommand.hours.spec.help), text.number(hours)))
        }
        rows.append((helpLabel(FeeCommand.mediators.spec.help), String(request.mediators)))
        rows.append((helpLabel(FeeCommand.parties.spec.help), String(request.persons)))
        if case .series(let files) = request.outcome {
            rows.append((helpLabel(FeeCommand.series.spec.help), String(files)))
        }
        let flags = [
            FeeCommand.noAgreement, FeeCommand.nonMonetary, FeeCommand.eviction,
            FeeCommand.rentDetermination, FeeCommand.reinstatement,
        ].filter { context.arguments[$0] }
        if !flags.isEmpty {
            rows.append((context.text("pdf.conditions"), flags.map { helpLabel($0.spec.help) }.joined(separator: "; ")))
        }
        return rows
    }

    /// An option's help text as a label: without its closing hint in parentheses ("Taraf olan kişi sayısı (en az
    /// 2)" → "Taraf olan kişi sayısı"): a document's labels are labels, not form hints (issue 31).
    private func helpLabel(_ key: String) -> String {
        let help = context.text(key).trimmingCharacters(in: .whitespaces)
        guard let last = help.last, last == ")" || last == "）",
            let open = help.range(of: last == ")" ? "(" : "（", options: .backwards)
        else { return help }
        return help[..<open.lowerBound].trimmingCharacters(in: .whitespaces)
    }

    /// The breakdown lines with their article (written once per run of equal articles) and amount.
    ///
    /// No total row: the lines are steps, not addends; the results follow in their own block.
    private func breakdown(_ text: DenklemText) -> PDFTable {
        var previousArticle = ""
        let rows = result.breakdown.map { line in
            defer { previousArticle = line.article }
            return [
                text.line(line), line.article == previousArticle ? "" : line.article, line.amount.map(text.money) ?? "",
            ]
        }
        return PDFTable(
            columns: [
                .init(context.text("pdf.column.item"), weight: 5), .init(context.text("pdf.column.article"), weight: 2),
                .init(context.text("pdf.column.amount"), alignment: .right, weight: 1.4),
            ],
            rows: rows, totalRows: [])
    }

    /// A shares row's label: the party's name (`--party`) or number; in a series the first is the common party and
    /// the others are the counterparties of every file, each paying its own file's share (issue 31).
    private func partyLabel(_ index: Int, _ text: DenklemText) -> String {
        let parties = header.parties
        let name = index < parties.count ? parties[index].name : String(index + 1)
        guard case .series(let files) = request.outcome, let fileShares = result.perFileShares,
            index < fileShares.count
        else { return name }
        if index == 0 { return context.text("pdf.series.commonParty", name) }
        let counterparties = context.text(
            "pdf.series.counterparties", String(files), text.money(fileShares[index].share))
        // A name or a number only where it tells rows apart: a named party, or more than one counterparty per file.
        guard index < parties.count || fileShares.count > 2 else { return counterparties }
        return name + ": " + counterparties
    }

    /// Each party's share of the whole fee and who pays it, the state's two hours as a row of their own, and a
    /// total row that is the sum of every column.
    private func shares(_ text: DenklemText) -> PDFTable {
        var rows = result.partyShares.enumerated().map { index, share in
            [
                partyLabel(index, text), text.money(share.share), text.money(share.paidByState),
                text.money(share.paidByParty),
            ]
        }
        if result.statePortion > 0 {
            rows.append([
                context.text("pdf.stateTwoHours"), text.money(result.statePortion), text.money(result.statePortion),
                text.money(0),
            ])
        }
        return PDFTable(
            columns: [
                .init(context.text("pdf.column.party"), weight: 2),
                .init(context.text("pdf.column.share"), alignment: .right),
                .init(PDFOutput.label(context, "fee.statePays"), alignment: .right),
                .init(PDFOutput.label(context, "fee.partiesPay"), alignment: .right),
            ],
            rows: rows,
            totalRows: [
                [
                    PDFOutput.label(context, "fee.total"), text.money(result.total), text.money(result.statePays),
                    text.money(result.partiesPay),
                ]
            ])
    }
}
