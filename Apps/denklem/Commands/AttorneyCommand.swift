import CLIKit
import Foundation
import TariffKit

/// `denklem attorney`: the minimum attorney fee for the mediation stage (AAÜT madde 16/2, madde 9/1), with its steps
/// and articles, from the AAÜT in force on the day the work was completed (madde 21).
public enum AttorneyCommand {
    static let agreed = Option<String>("agreed", short: "a", valueName: "value.amount", help: "attorney.option.agreed")
    static let noAgreement = Flag("no-agreement", help: "attorney.option.noAgreement")
    static let claim = Option<String>("claim", valueName: "value.amount", help: "attorney.option.claim")
    static let nonMonetary = Flag("non-monetary", help: "attorney.option.nonMonetary")
    static let court = Option<String>("court", valueName: "value.court", help: "attorney.option.court")
    static let tenancyClaim = Option<String>(
        "tenancy-claim", valueName: "value.amount", help: "attorney.option.tenancyClaim", isRepeatable: true)
    static let year = Option<Int>("year", valueName: "value.year", help: "option.year")
    static let endDate = Option<String>("end-date", valueName: "value.date", help: "attorney.option.endDate")
    static let reading = Option<String>(
        "reading", valueName: "value.reading", help: "attorney.option.reading", isRepeatable: true)

    /// The command.
    public static let command = Command(
        name: "attorney", summary: "attorney.summary", discussion: "attorney.discussion",
        options: [agreed, noAgreement, claim, nonMonetary, court, tenancyClaim, year, endDate, reading]
            + PDFOutput.options + CaseHeader.options,
        examples: [
            CommandExample("denklem attorney --agreed 2.000.000 --year 2026", explanation: "attorney.example.agreed"),
            CommandExample(
                "denklem attorney --no-agreement --claim 6000 --end-date 20.03.2026",
                explanation: "attorney.example.noAgreement"),
            CommandExample("denklem attorney --tenancy-claim 350000", explanation: "attorney.example.tenancy"),
        ],
        writesJSON: true
    ) { context in
        try PDFOutput.requirePDF(context, for: CaseHeader.options)
        let header = try CaseHeader(context)
        let tariff = try selectedTariff(context)
        let result = try AttorneyFeeCalculator(tariff: tariff, readings: readings(context)).fee(
            for: request(context))
        // A reading the calculation never asked (tenancyBasis on an agreement) did nothing: said, not ignored.
        let warnings = context.arguments.all(reading).compactMap { $0.split(separator: "=").first.map(String.init) }
            .filter { name in !result.assumptions.contains { $0.hasPrefix(name + ".") } }
            .map { DocumentWarning.issue(context, "warning.readingUnused", $0) }
        let pdf = AttorneyPDF(context: context, result: result, header: header, warnings: warnings)
        try PDFOutput.writeIfRequested(context, title: pdf.title) { pdf.fill(&$0, text: $1) }
        if context.isJSONOutput {
            let document = AttorneyDocument(
                result: result, warnings: warnings, style: DenklemText(context: context).style)
            try context.writeJSON(LibraryDocument(document))
        } else {
            writeText(result, warnings: warnings, context: context)
        }
        return .success
    }

    /// The AAÜT of `--year`, else the one in force on `--end-date` (today by default), from the bundled tariffs and
    /// those installed with `denklem tariff install` (an installed one replaces the bundled one of its year).
    private static func selectedTariff(_ context: CommandContext) throws -> AttorneyTariff {
        let tariffs = AttorneyTariffs.merged(with: try InstalledData(context: context).attorneyTariffs())
        if let year = try DenklemInputs.year(context, year) {
            do {
                return try AttorneyTariffs.tariff(year: year, in: tariffs)
            } catch {
                throw CommandError(
                    .dataError, key: "error.noAttorneyTariffForYear", String(year),
                    tariffs.map { String($0.year) }.joined(separator: ", "))
            }
        }
        let day = try context.arguments[endDate].map { try DenklemInputs.date($0, option: "--end-date") }
        let completed = day ?? DenklemInputs.today(context)
        do {
            return try AttorneyTariffs.tariff(completedOn: completed, in: tariffs)
        } catch {
            throw CommandError(.dataError, key: "error.noAttorneyTariffForDate", DenklemText.dotted(completed))
        }
    }

    private static func readings(_ context: CommandContext) throws -> AttorneyReadings {
        var readings = AttorneyReadings()
        for text in context.arguments.all(reading) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, readings.setting(parts[0], to: parts[1]) else {
                let choices = AttorneyReadings.names.flatMap { name in
                    (AttorneyReadings.values(of: name) ?? []).map { "\(name)=\($0)" }
                }
                throw UsageError.invalidValue(
                    text, for: "--reading", expectationKey: "value.expected.oneOf", choices: choices)
            }
        }
        return readings
    }

    /// Exactly one kind of result; options of another kind are refused.
    static func request(_ context: CommandContext) throws -> AttorneyRequest {
        let arguments = context.arguments
        let kinds = [
            ("--agreed", arguments.isGiven(agreed)), ("--no-agreement", arguments[noAgreement]),
            ("--non-monetary", arguments[nonMonetary]), ("--tenancy-claim", arguments.isGiven(tenancyClaim)),
        ].filter(\.1).map(\.0)
        if kinds == ["--no-agreement", "--non-monetary"] {
            // No agreement in a non-monetary dispute: md. 16/2-c, the row 6 fee with no claim to cap it.
            for option in [claim, court] where arguments.isGiven(option) {
                throw CommandError(.usage, key: "error.conflictingOptions", "--non-monetary", "--\(option.spec.name)")
            }
            return .noAgreement(claim: nil)
        }
        guard kinds.count == 1, let kind = kinds.first else {
            if kinds.count > 1 { throw CommandError(.usage, key: "error.conflictingOptions", kinds[0], kinds[1]) }
            throw UsageError.missingOption("--agreed")
        }
        if arguments.isGiven(claim), kind != "--no-agreement" {
            throw CommandError(.usage, key: "error.optionNotApplicable", "--claim", "--no-agreement")
        }
        if arguments.isGiven(court), kind != "--non-monetary" {
            throw CommandError(.usage, key: "error.optionNotApplicable", "--court", "--non-monetary")
        }
        switch kind {
        case "--agreed": return .agreement(amount: try DenklemInputs.requiredAmount(context, agreed))
        case "--no-agreement": return .noAgreement(claim: try DenklemInputs.requiredAmount(context, claim))
        case "--non-monetary": return .nonMonetary(court: try courtValue(context))
        default:
            let claims = try arguments.all(tenancyClaim).map { try DenklemInputs.amount($0, option: "--tenancy-claim") }
            guard claims.count <= 2 else {
                throw CommandError(.usage, key: "error.tooManyTenancyClaims", String(claims.count))
            }
            return .tenancy(claims: claims)
        }
    }

    private static func courtValue(_ context: CommandContext) throws -> AttorneyCourt {
        guard let text = context.arguments[court] else { throw UsageError.missingOption("--court") }
        guard let value = AttorneyCourt(rawValue: text.lowercased()) else {
            throw UsageError.invalidValue(
                text, for: "--court", expectationKey: "value.expected.oneOf",
                choices: AttorneyCourt.allCases.map(\.rawValue))
        }
        return value
    }

    static func line(_ line: AttorneyLine, text: DenklemText, context: CommandContext) -> String {
        line.formatted(text.style)
    }

    /// Where the tariff was published, or from when it applies when that is not known.
    static func source(_ result: AttorneyResult, text: DenklemText, context: CommandContext) -> String {
        result.gazette.map(text.gazette)
            ?? context.text("attorney.inForceFrom", DenklemText.dotted(result.effectiveFrom))
    }

    static func writeText(_ result: AttorneyResult, warnings: [DocumentWarning], context: CommandContext) {
        let text = DenklemText(context: context)
        context.writeLine(
            context.text("attorney.title", String(result.tariffYear), source(result, text: text, context: context)))
        context.writeLine()
        DocumentWarning.writeText(warnings, context)
        var previousArticle = ""
        for item in result.breakdown {
            let body = line(item, text: text, context: context)
            context.writeLine(
                "  " + (item.article == previousArticle ? body : context.text("fee.line", body, item.article)))
            previousArticle = item.article
        }
        context.writeLine()
        context.writeLine(context.text("attorney.total", text.money(result.total)))
        context.writeLine()
        context.writeLine(context.text("fee.assumptions"))
        for id in result.assumptions { context.writeLine("  - " + text.assumption(id)) }
    }
}
