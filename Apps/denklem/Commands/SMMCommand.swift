import CLIKit
import Foundation
import TariffKit

/// `denklem smm`: the lines of a serbest meslek makbuzu, from the gross fee or back from a net or cash amount.
public enum SMMCommand {
    /// Who pays, as typed.
    enum Payer: String, CaseIterable, ArgumentValue {
        case company
        case person

        var smmPayer: SMMPayer { self == .company ? .company : .person }
    }

    static let gross = Option<String>("gross", valueName: "value.amount", help: "smm.option.gross")
    static let net = Option<String>("net", valueName: "value.amount", help: "smm.option.net")
    static let cash = Option<String>("cash", valueName: "value.amount", help: "smm.option.cash")
    static let vatIncluded = Option<String>("vat-included", valueName: "value.amount", help: "smm.option.vatIncluded")
    static let payer = Option<Payer>("payer", valueName: "value.payer", help: "smm.option.payer", isRequired: true)
    static let vatWithholding = Option<String>(
        "vat-withholding", valueName: "value.fraction", help: "smm.option.vatWithholding")
    static let year = Option<Int>("year", valueName: "value.year", help: "smm.option.year")

    /// The command.
    public static let command = Command(
        name: "smm", summary: "smm.summary", discussion: "smm.discussion",
        options: [gross, net, cash, vatIncluded, payer, vatWithholding, year] + PDFOutput.options + CaseHeader.options,
        examples: [
            CommandExample("denklem smm --gross 10000 --payer company", explanation: "smm.example.gross"),
            CommandExample("denklem smm --net 8000 --payer company", explanation: "smm.example.net"),
            CommandExample(
                "denklem smm --gross 20000 --payer company --vat-withholding 5/10", explanation: "smm.example.vat"),
            CommandExample("denklem smm --vat-included 12000 --payer company", explanation: "smm.example.vatIncluded"),
        ],
        writesJSON: true
    ) { context in
        try PDFOutput.requirePDF(context, for: CaseHeader.options)
        let header = try CaseHeader(context)
        let receipt = try receipt(context)
        let year = try DenklemInputs.year(context, year) ?? DenklemInputs.today(context).year
        let warnings =
            try warnNotExact(receipt, context: context) + warnBelowThreshold(receipt, year: year, context: context)
        let pdf = SMMPDF(context: context, receipt: receipt, header: header, warnings: warnings)
        try PDFOutput.writeIfRequested(context, title: pdf.title) { pdf.fill(&$0, text: $1) }
        guard !PDFOutput.isOnStandardOutput(context) else { return .success }
        if context.isJSONOutput {
            try context.writeJSON(LibraryDocument(SMMDocument(receipt: receipt, warnings: warnings)))
        } else {
            writeText(receipt, warnings: warnings, context: context)
        }
        return .success
    }

    private static func receipt(_ context: CommandContext) throws -> SMMReceipt {
        let given = [gross, net, cash, vatIncluded].filter { context.arguments.isGiven($0) }
        guard given.count == 1, let option = given.first else {
            if given.count > 1 {
                throw CommandError(
                    .usage, key: "error.conflictingOptions", "--\(given[0].spec.name)", "--\(given[1].spec.name)")
            }
            throw UsageError.missingOption("--gross")
        }
        let amount = try DenklemInputs.requiredAmount(context, option)
        let withholding = try context.arguments[vatWithholding].map { try VATWithholding(parsing: $0) }
        let who = (context.arguments[payer] ?? .person).smmPayer
        if withholding != nil, who == .person {
            // KDV tevkifatı is withheld by designated buyers (KDVK md. 9), never by a private person.
            throw CommandError(.usage, key: "error.personNoVATWithholding")
        }
        let calculator = SMMCalculator()
        switch option.spec.name {
        case "net": return try calculator.receipt(net: amount, payer: who, vatWithholding: withholding)
        case "cash": return try calculator.receipt(cashReceived: amount, payer: who, vatWithholding: withholding)
        case "vat-included": return try calculator.receipt(vatIncluded: amount, payer: who, vatWithholding: withholding)
        default: return try calculator.receipt(gross: amount, payer: who, vatWithholding: withholding)
        }
    }

    /// `--cash 9999.99` for a private payer: no gross fee gives exactly that (the lines are rounded to the kuruş), so
    /// the nearest receipt is shown, and said to be the nearest (issue 31).
    private static func warnNotExact(_ receipt: SMMReceipt, context: CommandContext) throws -> [DocumentWarning] {
        let text = DenklemText(context: context)
        for (option, key, value) in [(cash, "smm.cashReceived", receipt.cashReceived), (net, "smm.net", receipt.net)] {
            guard let asked = try DenklemInputs.amount(context, option), asked != value else { continue }
            return [
                DocumentWarning.issue(
                    context, "warning.inverseNotExact", text.money(asked), PDFOutput.label(context, key),
                    text.money(value), text.money(receipt.gross))
            ]
        }
        return []
    }

    /// KDV tevkifatı asked for an amount at or below the year's VUK 232 threshold: computed as asked, with a warning
    /// on stderr and in the text, JSON and PDF.
    private static func warnBelowThreshold(
        _ receipt: SMMReceipt, year: Int, context: CommandContext
    ) -> [DocumentWarning] {
        guard receipt.vatWithholdingRate != nil,
            VATWithholdingThreshold.applies(toVATIncluded: receipt.payerTotal, year: year) == false,
            let threshold = VATWithholdingThreshold.amount(forYear: year)
        else { return [] }
        let text = DenklemText(context: context)
        return [
            DocumentWarning.issue(
                context, "warning.vatWithholdingBelowThreshold", text.money(receipt.payerTotal), String(year),
                text.money(threshold))
        ]
    }

    static func writeText(_ receipt: SMMReceipt, warnings: [DocumentWarning], context: CommandContext) {
        let text = DenklemText(context: context)
        context.writeLine(context.text("smm.title.\(receipt.payer.rawValue)"))
        DocumentWarning.writeText(warnings, context)
        let lines: [(String, Decimal)] = [
            ("smm.gross", receipt.gross), ("smm.incomeTaxWithholding", receipt.incomeTaxWithholding),
            ("smm.vat", receipt.vat), ("smm.vatWithholding", receipt.vatWithholding), ("smm.net", receipt.net),
            ("smm.cashReceived", receipt.cashReceived), ("smm.payerTotal", receipt.payerTotal),
        ]
        // Labels on the left, amounts lined up on the right (issue 31).
        var table = TextTable(headers: [], alignments: [.leading, .trailing])
        for (key, amount) in lines {
            table.append([context.text(key, "").trimmingCharacters(in: .whitespaces), text.money(amount)])
        }
        for line in table.lines() { context.writeLine("  " + line) }
        context.writeLine()
        context.writeLine(context.text(receipt.payer == .company ? "smm.note" : "smm.note.person"))
    }
}
