import CLIKit
import ConversionKit
import Foundation

/// `unitconv VALUE FROM TO`: the root command, converting one quantity (or stdin lines with `--batch`).
enum ConvertCommand {
    /// The root command with the tool's subcommands under it.
    static func root(subcommands: [Command]) -> Command {
        Command(
            name: "unitconv", summary: "unitconv.summary", discussion: "unitconv.discussion",
            options: [
                UnitconvOptions.precision, UnitconvOptions.digits, UnitconvOptions.favorite, UnitconvOptions.long,
                UnitconvOptions.batch, UnitconvOptions.numbers, UnitconvOptions.usage, UnitconvOptions.rates,
                UnitconvOptions.noHistory,
                UnitconvOptions.database,
            ],
            positionals: [UnitconvOptions.quantity.spec],
            examples: [
                CommandExample("unitconv 5 km mi", explanation: "unitconv.example.basic"),
                CommandExample("unitconv 5 ft 3 in to cm", explanation: "unitconv.example.compound"),
                CommandExample("unitconv --for person-height 175 cm", explanation: "unitconv.example.preferred"),
                CommandExample("unitconv --precision 3 -- -40 degC degF", explanation: "unitconv.example.negative"),
                CommandExample("unitconv --json 1 length.mile length.kilometer", explanation: "unitconv.example.json"),
                CommandExample("unitconv 100 USD EUR", explanation: "unitconv.example.currency"),
                CommandExample("unitconv --batch < lines.txt", explanation: "unitconv.example.batch"),
                CommandExample("unitconv --fav 1 42", explanation: "unitconv.example.fav"),
            ],
            subcommands: subcommands, writesJSON: true,
            action: run)
    }

    /// Dispatches to a single conversion or batch mode.
    @Sendable static func run(_ context: CommandContext) async throws -> ExitCode {
        let words = context.arguments.all(UnitconvOptions.quantity)
        let formatter = try resultFormatter(context)
        if context.arguments[UnitconvOptions.batch] {
            guard words.isEmpty else {
                throw CommandError(.usage, key: "error.batchWithQuantity", words.joined(separator: " "))
            }
            return try BatchConversion(
                context: context, formatter: formatter, reading: NumberReading.of(context),
                catalog: ConversionServices.catalog(context)
            ).run()
        }
        if let number = context.arguments[UnitconvOptions.favorite] {
            let input = try FavoritesCommand.request(favorite: number, value: words, context: context)
            return try convertOne(input, formatter: formatter, context: context)
        }
        if words.isEmpty && !context.environment.standardInputIsTerminal {
            // No quantity on the command line and input piped in: the lines of standard input, as --batch.
            var batch = try BatchConversion(
                context: context, formatter: formatter, reading: NumberReading.of(context),
                catalog: ConversionServices.catalog(context))
            batch.requiresInput = true
            return try batch.run()
        }
        // No quantity on a terminal: GNU units' "You have / You want" dialogue until end of input (issue 32).
        guard !words.isEmpty else { return try InteractiveSession(context: context, formatter: formatter).run() }
        if let currency = CurrencyConversion(words) { return try await currency.run(context) }
        return try convertOne(words.joined(separator: " "), formatter: formatter, context: context)
    }

    /// The number formatter for `--precision` or `--digits` (the rule is ResultFormatter's).
    ///
    /// A value out of range, or both options, is a usage error. Without either, 8 places widened to keep 6 significant digits; with
    /// `--precision`, widened to keep 1, so a non-zero result is never 0.
    static func resultFormatter(_ context: CommandContext) throws -> ResultFormatter {
        var precision =
            context.arguments.isGiven(UnitconvOptions.precision) ? context.arguments[UnitconvOptions.precision] : nil
        var digits = context.arguments[UnitconvOptions.digits]
        if precision != nil, digits != nil { throw CommandError(.usage, key: "error.precisionAndDigits") }
        if precision == nil, digits == nil {
            // Settings (`config set precision 4`) only when neither option is given: options win.
            precision = try UnitconvSettings.value("precision", context).flatMap { Int($0) }
            digits = try UnitconvSettings.value("digits", context).flatMap { Int($0) }
        }
        do {
            return try ResultFormatter(
                precision: precision ?? 8, significantDigits: digits, minimumSignificantDigits: precision == nil ? 6 : 1
            )
        } catch {
            throw CommandError(.usage, wrapping: error)
        }
    }

    /// Converts, prints, notes ambiguous aliases on stderr and records the history.
    static func convertOne(_ input: String, formatter: ResultFormatter, context: CommandContext) throws
        -> ExitCode
    {
        let reading = try NumberReading.of(context)
        let quantities = QuantityFormatter(
            numbers: formatter, localizer: context.localizer, numberSymbols: reading.symbols)
        let converter = UnitConversionEngine(catalog: try ConversionServices.catalog(context))
        let parser = RequestParser(catalog: converter.catalog, grouping: reading.grouping, language: context.language)
        let preferred = PreferredTarget(context: context)
        let result = try converter.convert(
            parser.parse(input) { request throws(ConversionError) in
                try preferred.targets(for: request, quantities: quantities)
            })
        for ambiguity in result.request.ambiguities {
            context.diagnostics.hint("unitconv: " + quantities.note(for: ambiguity))
        }
        if context.isJSONOutput {
            try context.writeJSON(LibraryDocument(ConversionDocument(result, formatter: formatter)))
        } else {
            let style: QuantityFormatter.Style = try isLong(context) ? .long : .short
            context.writeLine(text(of: result, quantities: quantities, style: style))
        }
        if !context.arguments[UnitconvOptions.noHistory] { record(result, formatter: formatter, context: context) }
        return .success
    }

    /// `--long`, else the `long` setting.
    static func isLong(_ context: CommandContext) throws -> Bool {
        let setting = try UnitconvSettings.value("long", context)
        return context.arguments[UnitconvOptions.long] || setting == "true"
    }

    /// The result with its unit name; in mixed units (`ft;in`) every part, `5 ft 2.99212598 in`.
    static func text(of result: ConversionResult, quantities: QuantityFormatter, style: QuantityFormatter.Style)
        -> String
    {
        guard result.request.targets.count > 1 else {
            return quantities.format(
                result.value, unit: result.targetUnit, style: style, isDifference: result.request.isInterval)
        }
        let parts = ConversionServices().converter.mixedParts(of: result, roundedBy: quantities.numbers)
        return parts.map { quantities.format($0.value, unit: $0.unit, style: style) }.joined(separator: " ")
    }

    /// Appends to the history; a failure is a warning (the result is already printed), never lost silently.
    private static func record(_ result: ConversionResult, formatter: ResultFormatter, context: CommandContext) {
        let entry = HistoryEntry(result: result, formatter: formatter, date: context.now)
        do {
            try ConversionServices.openStores(context).history.append(entry)
        } catch let error as CommandError {
            context.diagnostics.warning(
                context.text("warning.historyNotRecorded", context.localizer.message(for: error)))
        } catch {
            context.diagnostics.warning(context.text("warning.historyNotRecorded", context.describe(error)))
        }
    }
}
