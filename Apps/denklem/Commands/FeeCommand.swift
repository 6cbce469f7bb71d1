import CLIKit
import Foundation
import TariffKit

/// `denklem fee`: the mediation fee under the tariff, with its breakdown, shares, articles and assumptions.
public enum FeeCommand {
    static let type = Option<String>(
        "type", short: "t", valueName: "value.type", help: "fee.option.type", isRequired: true,
        suggestions: DisputeType.allCases.flatMap { [$0.rawValue, $0.turkishIdentifier] })
    static let agreed = Option<String>("agreed", short: "a", valueName: "value.amount", help: "fee.option.agreed")
    static let mediators = Option<String>(
        "mediators", valueName: "value.count", help: "fee.option.mediators", default: "1")
    static let parties = Option<String>("parties", valueName: "value.count", help: "fee.option.parties", default: "2")
    static let year = Option<Int>("year", valueName: "value.year", help: "option.year")
    static let endDate = Option<String>("end-date", valueName: "value.date", help: "fee.option.endDate")
    static let noAgreement = Flag("no-agreement", help: "fee.option.noAgreement")
    static let nonMonetary = Flag("non-monetary", help: "fee.option.nonMonetary")
    static let hours = Option<String>("hours", valueName: "value.hours", help: "fee.option.hours")
    static let mandatory = Flag("mandatory", help: "fee.option.mandatory")
    static let voluntary = Flag("voluntary", help: "fee.option.voluntary")
    static let split = Option<String>("split", valueName: "value.split", help: "fee.option.split")
    static let smm = Flag("smm", help: "fee.option.smm")
    static let series = Option<String>("series", valueName: "value.count", help: "fee.option.series")
    /// Why a dava şartı file closed with no fee due, under the tariff's madde 5(2).
    enum NoFee: String, CaseIterable, ArgumentValue {
        case registeredInError = "registered-in-error"
        case registeredTwice = "registered-twice"
        case notSuitable = "not-suitable"

        var reason: NoFeeReason {
            switch self {
            case .registeredInError: .registeredInError
            case .registeredTwice: .registeredTwice
            case .notSuitable: .notSuitable
            }
        }
    }
    static let endedWithoutFee = Option<NoFee>(
        "ended-without-fee", valueName: "value.noFeeReason", help: "fee.option.endedWithoutFee")
    static let eviction = Flag("eviction", help: "fee.option.eviction")
    static let monthlyRent = Option<String>("monthly-rent", valueName: "value.amount", help: "fee.option.monthlyRent")
    static let rentDetermination = Flag("rent-determination", help: "fee.option.rentDetermination")
    static let oldRent = Option<String>("old-rent", valueName: "value.amount", help: "fee.option.oldRent")
    static let newRent = Option<String>("new-rent", valueName: "value.amount", help: "fee.option.newRent")
    static let reinstatement = Flag("reinstatement", help: "fee.option.reinstatement")
    static let compensation = Option<String>("compensation", valueName: "value.amount", help: "fee.option.compensation")
    static let idleWages = Option<String>("idle-wages", valueName: "value.amount", help: "fee.option.idleWages")
    static let otherRights = Option<String>("other-rights", valueName: "value.amount", help: "fee.option.otherRights")
    static let monthlyWage = Option<String>("monthly-wage", valueName: "value.amount", help: "fee.option.monthlyWage")
    static let compensationMonths = Option<String>(
        "compensation-months", valueName: "value.count", help: "fee.option.compensationMonths")
    static let idleMonths = Option<String>("idle-months", valueName: "value.count", help: "fee.option.idleMonths")
    static let confirmUnusual = Flag("confirm-unusual", help: "fee.option.confirmUnusual")
    static let reading = Option<String>(
        "reading", valueName: "value.reading", help: "fee.option.reading", isRepeatable: true)
    static let tariffFile = Option<String>(
        "tariff-file", valueName: "value.file", help: "option.tariffFile", isRepeatable: true)

    /// The command.
    public static let command = Command(
        name: "fee", summary: "fee.summary", discussion: "fee.discussion",
        options: [
            type, agreed, mediators, parties, year, endDate, noAgreement, nonMonetary, hours, mandatory, voluntary,
            series, endedWithoutFee, eviction, monthlyRent, rentDetermination, oldRent, newRent, reinstatement,
            compensation,
            idleWages, otherRights, monthlyWage, compensationMonths, idleMonths, split, smm, confirmUnusual, reading,
            tariffFile,
        ] + PDFOutput.options + CaseHeader.options,
        examples: [
            CommandExample(
                "denklem fee --type commercial --agreed 1.000.000 --mediators 2", explanation: "fee.example.agreed"),
            CommandExample(
                "denklem fee --type labor --no-agreement --hours 3 --parties 4", explanation: "fee.example.noAgreement"),
            CommandExample("denklem fee --type labor --series 12", explanation: "fee.example.series"),
            CommandExample(
                "denklem fee --type kira --eviction --monthly-rent 40000", explanation: "fee.example.eviction"),
            CommandExample(
                "denklem fee --type labor --agreed 100000 --mediators 2 --reading minimumScope=perMediator",
                explanation: "fee.example.reading"),
        ],
        writesJSON: true
    ) { context in
        // With --smm, --party also says who is a person and who a company, so it is not PDF-only.
        let pdfOnly = CaseHeader.options.filter { !(context.arguments[smm] && $0.spec.name == "party") }
        try PDFOutput.requirePDF(context, for: pdfOnly)
        let header = try CaseHeader(context)
        let tariffFiles = try DenklemInputs.tariffFiles(context, tariffFile)
        var warnings: [DocumentWarning] = []
        let tariff = try DenklemInputs.tariff(
            context, library: try DenklemInputs.library(context, tariffFiles), year: year, endDate: endDate,
            warnings: &warnings)
        let reader = FeeRequestReader(context: context)
        let request = try reader.request()
        if !header.parties.isEmpty, header.parties.count != request.persons {
            // A --party beyond --parties was printed in the header but had no share or receipt (issue 31 item 5).
            throw CommandError(
                .usage, key: "error.partyCountMismatch", String(header.parties.count), String(request.persons))
        }
        let result = try FeeCalculator(tariff: tariff, readings: try reader.readings()).fee(for: request)
        let receipts = try FeeReceipts.make(context, result: result, stateReading: try reader.stateReading())
        warnings += try DenklemInputs.warnUnusedTariffFiles(context, tariffFiles, used: tariff)
        warnings += reader.unusedReadings(result).map { DocumentWarning.issue(context, "warning.readingUnused", $0) }
        let pdf = FeePDF(context: context, result: result, request: request, receipts: receipts, warnings: warnings)
        try PDFOutput.writeIfRequested(context, title: pdf.title) { pdf.fill(&$0, text: $1) }
        guard !PDFOutput.isOnStandardOutput(context) else { return .success }
        let report = FeeReport(
            context: context, result: result, request: request, receipts: receipts, warnings: warnings)
        if context.isJSONOutput { try context.writeJSON(LibraryDocument(report.document)) } else { report.writeText() }
        return .success
    }
}
