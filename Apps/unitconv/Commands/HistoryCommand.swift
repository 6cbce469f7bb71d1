import CLIKit
import ConversionKit
import Foundation

/// `unitconv history [--limit N]` and `unitconv history clear`.
enum HistoryCommand {
    static let limit = Option<Int>(
        "limit", short: "n", valueName: "history.value.count", help: "history.option.limit",
        default: ConversionHistoryPolicy.capacity)

    static let clear = Command(name: "clear", summary: "history.clear.summary", action: runClear)

    static let command = Command(
        name: "history", summary: "history.summary", options: [limit],
        examples: [CommandExample("unitconv history --limit 5", explanation: "history.example.limit")],
        subcommands: [clear], writesJSON: true, action: runList)

    @Sendable static func runList(_ context: CommandContext) throws -> ExitCode {
        let count = context.arguments[limit] ?? ConversionHistoryPolicy.capacity
        guard count >= 1 else { throw CommandError(.usage, key: "error.limitOutOfRange", String(count)) }
        let entries = try storeCall(context) {
            try ConversionServices.openStores(context, readOnly: true).history.recent(limit: count)
        }
        if context.isJSONOutput {
            try context.writeJSON(["entries": entries])
            return .success
        }
        for entry in entries { context.writeLine(line(for: entry, context: context)) }
        return .success
    }

    @Sendable static func runClear(_ context: CommandContext) throws -> ExitCode {
        try storeCall(context) { try ConversionServices.openStores(context).history.clearHistory() }
        return .success
    }

    /// `2026-11-22T16:45:00+03:00  5 km mi  →  3.10685596 mi`: local time (`$TZ`, else the system's zone), the
    /// value as the user saw it.
    private static func line(for entry: HistoryEntry, context: CommandContext) -> String {
        let date = localTime(entry.date, context: context)
        guard let unit = UnitCatalog.standard.unit(withID: entry.toID), let value = Rational(exactLiteral: entry.value),
            let numbers = try? ResultFormatter(precision: entry.precision)
        else { return "\(date)  \(entry.input)  →  \(entry.value) \(entry.toID)" }
        let quantities = QuantityFormatter(numbers: numbers, localizer: context.localizer)
        return "\(date)  \(entry.input)  →  \(quantities.format(value, unit: unit))"
    }

    /// An ISO 8601 date-time with the local offset: the zone the environment's `TZ` names, else the environment's
    /// zone (the system's, as `date` does, in the live environment).
    static func localTime(_ date: Date, context: CommandContext) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let name = context.environment.variables["TZ"].map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 }
        formatter.timeZone = name.flatMap { TimeZone(identifier: $0) } ?? context.environment.timeZone
        return formatter.string(from: date)
    }

    /// Runs a store operation, turning a storage failure into the command's localized error.
    static func storeCall<T>(_ context: CommandContext, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(
                .ioError, key: "error.database", ConversionServices.databasePath(context), context.describe(error))
        }
    }
}
