import CLISupport
import ConversionKit

/// `unitconv list [CATEGORY]`: the units, their ids, symbols, names and aliases.
enum ListCommand {
    static let category = Positional<String>(
        valueName: "list.value.category", help: "list.argument.category", isRequired: false)

    static let command = Command(
        name: "list", summary: "list.summary", positionals: [category.spec],
        examples: [
            CommandExample("unitconv list volume", explanation: "list.example.volume"),
            CommandExample("unitconv list --json", explanation: "list.example.json"),
        ], action: run)

    @Sendable static func run(_ context: CommandContext) throws -> ExitCode {
        let categories = try selectedCategories(context)
        let catalog = UnitCatalog.standard
        let names = QuantityFormatter(numbers: try ResultFormatter(), localizer: context.localizer)
        if context.isJSONOutput {
            let units = categories.flatMap { catalog.units(in: $0) }
            try context.writeJSON(units.map { UnitListing($0, names: names) })
            return .success
        }
        for category in categories {
            context.writeLine(context.text("category.\(category.rawValue)"))
            for unit in catalog.units(in: category) { context.writeLine(line(for: unit, names: names)) }
        }
        return .success
    }

    /// `  length.mile  mi  mile  (mi, mile, miles, …)`, columns padded for the longest id.
    private static func line(for unit: UnitDefinition, names: QuantityFormatter) -> String {
        let id = unit.id.padding(toLength: 32)
        let symbol = names.symbol(of: unit).padding(toLength: 14)
        let aliases = (unit.symbols + unit.names).joined(separator: ", ")
        return "  \(id)\(symbol)\(names.name(of: unit))  (\(aliases))"
    }

    /// The category named on the command line, or all of them.
    private static func selectedCategories(_ context: CommandContext) throws -> [UnitCategory] {
        guard let word = context.arguments[category] else { return UnitCategory.allCases }
        guard let chosen = UnitCategory(rawValue: word.lowercased()) else {
            let choices = UnitCategory.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandError(.usage, key: "error.unknownCategory", word, choices)
        }
        return [chosen]
    }
}

/// One unit in `unitconv list --json`.
struct UnitListing: Encodable {
    let id: String
    let category: String
    let name: String
    let symbol: String
    let factor: String
    let offset: String
    let aliases: [String]
    let source: String

    init(_ unit: UnitDefinition, names: QuantityFormatter) {
        id = unit.id
        category = unit.category.rawValue
        name = names.name(of: unit)
        symbol = names.symbol(of: unit)
        factor = unit.factor.exactString
        offset = unit.offset.exactString
        aliases = unit.symbols + unit.names
        source = unit.source
    }
}

extension String {
    /// The string padded with spaces to `length` characters (at least one space after it).
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(1, length - count))
    }
}
