import CLIKit
import Foundation
import TariffKit
import Validation

/// Builds a `FeeRequest` and `FeeReadings` from `denklem fee`'s options, rejecting contradictory combinations.
struct FeeRequestReader {
    typealias Options = FeeCommand

    /// The command's context.
    let context: CommandContext

    private var arguments: ParsedArguments { context.arguments }

    /// The request the options describe.
    func request() throws -> FeeRequest {
        let type = try DenklemInputs.disputeType(arguments[Options.type] ?? "")
        let persons = try count(Options.parties, .parties) ?? 2
        let mediators = try count(Options.mediators, .mediators) ?? 1
        var validator = Validator()
        validator.require("--parties", persons, [.atLeast(2)])
        validator.require("--mediators", mediators, [.atLeast(1)])
        try validator.validate()
        return FeeRequest(
            disputeType: type, outcome: try outcome(), persons: persons, mediators: mediators,
            isMandatory: try isMandatory(type), split: try split(persons: persons))
    }

    /// Whether `--confirm-unusual` was given.
    private var confirmed: Bool { arguments[Options.confirmUnusual] }

    /// A count option's value, read as a quantity (the same in every language; `1.000` refused naming both
    /// readings) and checked against its limits.
    private func count(_ option: Option<String>, _ limits: QuantityLimits) throws -> Int? {
        guard let text = arguments[option] else { return nil }
        return try limits.count(text, option: "--\(option.spec.name)", context, confirmed: confirmed)
    }

    /// `--hours`, read the same way in every language (`QuantityLimits.hours`).
    private func hours() throws -> Decimal? {
        try arguments[Options.hours].map {
            try QuantityLimits.hours.read($0, option: "--hours", context, confirmed: confirmed)
        }
    }

    /// `--split 70/30`: one percent per person (or per side: two), each 0–100 read as a quantity, adding up to 100.
    private func split(persons: Int) throws -> [Decimal]? {
        guard let text = arguments[Options.split] else { return nil }
        let percents = try text.split(separator: "/", omittingEmptySubsequences: false).map {
            try QuantityLimits.percent.read(String($0), option: "--split", context, confirmed: confirmed)
        }
        guard percents.count == persons || percents.count == 2 else {
            throw CommandError(.usage, key: "error.splitCount", text, String(percents.count), String(persons))
        }
        guard percents.reduce(0, +) == 100 else {
            throw CommandError(.usage, key: "error.splitInvalid", text, String(persons))
        }
        return percents
    }

    /// Dava şartı by default for the types where the law makes it so (`DisputeType.isMandatoryMediation`);
    /// `--voluntary` overrides; `--mandatory` is refused for family and other disputes, which are voluntary.
    private func isMandatory(_ type: DisputeType) throws -> Bool {
        let mandatory = arguments[Options.mandatory]
        let voluntary = arguments[Options.voluntary]
        if mandatory, voluntary {
            throw CommandError(.usage, key: "error.conflictingOptions", "--mandatory", "--voluntary")
        }
        if mandatory, !type.isMandatoryMediation {
            throw CommandError(.usage, key: "error.notMandatoryType", DenklemText(context: context).disputeType(type))
        }
        return voluntary ? false : type.isMandatoryMediation
    }

    /// Options that belong to one kind of calculation, with the flags that select it (no flag: `--agreed`).
    private static let outcomeOptions: [(option: any OptionDeclaration, kinds: Set<String>)] = [
        (Options.hours, ["--no-agreement", "--non-monetary"]),
        (Options.monthlyRent, ["--eviction"]),
        (Options.oldRent, ["--rent-determination"]), (Options.newRent, ["--rent-determination"]),
        (Options.compensation, ["--reinstatement"]), (Options.idleWages, ["--reinstatement"]),
        (Options.otherRights, ["--reinstatement"]), (Options.monthlyWage, ["--reinstatement"]),
        (Options.compensationMonths, ["--reinstatement"]), (Options.idleMonths, ["--reinstatement"]),
    ]

    /// Refuses an option that does not apply to the chosen calculation (it would be silently ignored).
    private func rejectInapplicable(chosen: [String]) throws {
        for (option, kinds) in Self.outcomeOptions where arguments.isGiven(option) && kinds.isDisjoint(with: chosen) {
            throw CommandError(
                .usage, key: "error.optionNotApplicable", "--\(option.spec.name)",
                kinds.sorted().joined(separator: ", "))
        }
    }

    /// The readings: defaults changed by `--reading NAME=VALUE`.
    func readings() throws -> FeeReadings {
        var readings = FeeReadings.defaults
        for text in arguments.all(Options.reading) where !text.hasPrefix(FeeReceipts.readingName + "=") {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, readings.setting(parts[0], to: parts[1]) else {
                throw UsageError.invalidValue(
                    text, for: "--reading", expectationKey: "value.expected.oneOf", choices: Self.readingChoices)
            }
        }
        return readings
    }

    /// The `--reading` names this calculation never consulted (a reading of another kind of file), in order.
    func unusedReadings(_ result: FeeResult) -> [String] {
        let names = arguments.all(Options.reading).compactMap { $0.split(separator: "=").first.map(String.init) }
        return names.filter { name in
            name == FeeReceipts.readingName
                ? !arguments[Options.smm] || result.statePays == 0
                : !result.assumptions.contains { $0.hasPrefix(name + ".") }
        }
    }

    /// The reading of the state's payment for `--smm` (`--reading stateSMM=vatIncluded|vatExcluded`).
    func stateReading() throws -> PayerReceipt.StateReading {
        let prefix = FeeReceipts.readingName + "="
        guard let text = arguments.all(Options.reading).last(where: { $0.hasPrefix(prefix) }) else {
            return .vatIncluded
        }
        guard let reading = PayerReceipt.StateReading(rawValue: String(text.dropFirst(prefix.count))) else {
            throw UsageError.invalidValue(
                text, for: "--reading", expectationKey: "value.expected.oneOf", choices: Self.readingChoices)
        }
        return reading
    }

    /// `name=value` for every reading, for the error message.
    private static let readingChoices =
        FeeReadings.names.flatMap { name in (FeeReadings.values(of: name) ?? []).map { "\(name)=\($0)" } }
        + PayerReceipt.StateReading.allCases.map { "\(FeeReceipts.readingName)=\($0.rawValue)" }

    /// Which outcome the flags select; exactly one kind may be given.
    private func outcome() throws -> FeeOutcome {
        let kinds: [(String, Bool)] = [
            ("--series", arguments.isGiven(Options.series)), ("--no-agreement", arguments[Options.noAgreement]),
            ("--ended-without-fee", arguments.isGiven(Options.endedWithoutFee)),
            ("--non-monetary", arguments[Options.nonMonetary]), ("--eviction", arguments[Options.eviction]),
            ("--rent-determination", arguments[Options.rentDetermination]),
            ("--reinstatement", arguments[Options.reinstatement]),
        ]
        let chosen = kinds.filter(\.1).map(\.0)
        if chosen.count > 1, Set(chosen) != ["--eviction", "--rent-determination"] {
            throw CommandError(.usage, key: "error.conflictingOptions", chosen[0], chosen[1])
        }
        if arguments.isGiven(Options.agreed), let first = chosen.first {
            throw CommandError(.usage, key: "error.conflictingOptions", "--agreed", first)
        }
        try rejectInapplicable(chosen: chosen)
        return try outcome(for: chosen.first)
    }

    private func outcome(for kind: String?) throws -> FeeOutcome {
        switch kind {
        case "--series": return .series(files: try count(Options.series, .series) ?? 0)
        case "--ended-without-fee": return .endedWithoutFee((arguments[Options.endedWithoutFee] ?? .notSuitable).reason)
        case "--no-agreement": return .noAgreement(hours: try requiredHours())
        case "--non-monetary": return .agreement(.nonMonetary(hours: try requiredHours()))
        case "--eviction", "--rent-determination": return .agreement(try tenancyBasis())
        case "--reinstatement": return .agreement(try reinstatementBasis())
        default:
            let amount = try DenklemInputs.requiredAmount(context, Options.agreed)
            try positive([("--agreed", amount)])
            return .agreement(.amount(amount))
        }
    }

    private func requiredHours() throws -> Decimal {
        guard let hours = try hours() else { throw UsageError.missingOption("--hours") }
        return hours
    }

    private func tenancyBasis() throws -> AgreementBasis {
        let rent = arguments[Options.eviction] ? try DenklemInputs.requiredAmount(context, Options.monthlyRent) : nil
        guard arguments[Options.rentDetermination] else {
            try positive([("--monthly-rent", rent ?? 0)])
            return .eviction(monthlyRent: rent ?? 0)
        }
        let old = try DenklemInputs.requiredAmount(context, Options.oldRent)
        let new = try DenklemInputs.requiredAmount(context, Options.newRent)
        var validator = Validator()
        validator.require("--old-rent", old, [.nonNegative, .decimalPlaces(2)])
        validator.require("--new-rent", new, [.nonNegative, .decimalPlaces(2)])
        if let rent { validator.require("--monthly-rent", rent, [.positive]) }
        try validator.validate()
        guard let rent else { return .rentDetermination(oldRent: old, newRent: new) }
        return .evictionAndRentDetermination(monthlyRent: rent, oldRent: old, newRent: new)
    }

    private func reinstatementBasis() throws -> AgreementBasis {
        if let wage = try DenklemInputs.amount(context, Options.monthlyWage) {
            for option in [Options.compensation, Options.idleWages] where arguments.isGiven(option) {
                throw CommandError(.usage, key: "error.conflictingOptions", "--monthly-wage", "--\(option.spec.name)")
            }
            guard let months = try count(Options.compensationMonths, .compensationMonths) else {
                throw UsageError.missingOption("--compensation-months")
            }
            let other = try DenklemInputs.amount(context, Options.otherRights) ?? 0
            var validator = Validator()
            validator.require("--other-rights", other, [.nonNegative])
            try validator.validate()
            return .reinstatementByWage(
                monthlyWage: wage, compensationMonths: months,
                idleMonths: try count(Options.idleMonths, .idleMonths) ?? 0,
                otherRights: other)
        }
        for option in [Options.compensationMonths, Options.idleMonths] where arguments.isGiven(option) {
            throw UsageError.missingOption("--monthly-wage")
        }
        let given = [Options.compensation, Options.idleWages, Options.otherRights].filter { arguments.isGiven($0) }
        guard !given.isEmpty else { throw CommandError(.usage, key: "error.reinstatementNeedsAmounts") }
        let parts = try [Options.compensation, Options.idleWages, Options.otherRights].map {
            try DenklemInputs.amount(context, $0) ?? 0
        }
        var validator = Validator()
        for (name, value) in zip(["--compensation", "--idle-wages", "--other-rights"], parts) {
            validator.require(name, value, [.nonNegative])
        }
        try validator.validate()
        return .reinstatement(compensation: parts[0], idleWages: parts[1], otherRights: parts[2])
    }

    private func positive(_ values: [(String, Decimal)]) throws {
        var validator = Validator()
        for (name, value) in values { validator.require(name, value, [.positive]) }
        try validator.validate()
    }
}
