import CLISupport
import ConversionKit

/// `unitconv list [CATEGORY | TERM]`: the units, their ids, symbols, names and aliases; a word that is not a
/// category searches ids, symbols, aliases and the localized names (`list mile`, `list Meile`, `list 英里`).
enum ListCommand {
    static let category = Positional<String>(
        valueName: "list.value.category", help: "list.argument.category", isRequired: false)

    static let command = Command(
        name: "list", summary: "list.summary", positionals: [category.spec],
        examples: [
            CommandExample("unitconv list volume", explanation: "list.example.volume"),
            CommandExample("unitconv list mile", explanation: "list.example.search"),
            CommandExample("unitconv list --json", explanation: "list.example.json"),
        ], writesJSON: true, action: run)

    @Sendable static func run(_ context: CommandContext) throws -> ExitCode {
        let names = QuantityFormatter(numbers: try ResultFormatter(), localizer: context.localizer)
        let units = try selectedUnits(context, names: names)
        if context.isJSONOutput {
            try context.writeJSON(["units": units.map { UnitListing($0, names: names) }])
            return .success
        }
        let table = UnitTable(units: units, names: names)
        for category in UnitCategory.allCases {
            let rows = table.lines(in: category)
            guard !rows.isEmpty else { continue }
            context.writeLine(context.text("category.\(category.rawValue)"))
            for row in rows { context.writeLine(row) }
        }
        return .success
    }

    /// The units of the category named, of those matching the search term, or all of them.
    private static func selectedUnits(_ context: CommandContext, names: QuantityFormatter) throws
        -> [UnitDefinition]
    {
        let catalog = UnitCatalog.standard
        guard let word = context.arguments[category] else { return catalog.units }
        if let chosen = UnitCategory(rawValue: word.lowercased()) { return catalog.units(in: chosen) }
        let matches = catalog.units.filter { UnitListing.matches($0, term: word, names: names) }
        guard !matches.isEmpty else {
            let choices = UnitCategory.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandError(.dataError, key: "error.noUnitMatches", word, choices)
        }
        return matches
    }
}

/// The text table of `unitconv list`: id, symbol, name and aliases, columns aligned by display width (a CJK
/// character takes two columns).
struct UnitTable {
    let units: [UnitDefinition]
    let names: QuantityFormatter

    /// `  length.mile  mi  mile  (mi, mile, miles, …)` for the units of one category.
    func lines(in category: UnitCategory) -> [String] {
        let rows = units.filter { $0.category == category }.map { unit in
            [
                unit.id, names.symbol(of: unit), names.name(of: unit),
                "(" + (unit.symbols + unit.names).joined(separator: ", ") + ")",
            ]
        }
        let widths = (0..<3).map { column in rows.map { TextWidth.columns($0[column]) }.max() ?? 0 }
        return rows.map { row in
            "  " + (0..<3).map { TextWidth.pad(row[$0], to: widths[$0] + 2) }.joined() + row[3]
        }
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

    /// Whether a search term occurs (case-insensitively) in the unit's id, symbols, aliases, or its name or symbol
    /// in the user's language.
    static func matches(_ unit: UnitDefinition, term: String, names: QuantityFormatter) -> Bool {
        let needle = term.lowercased()
        let haystack = [unit.id, names.name(of: unit), names.symbol(of: unit)] + unit.symbols + unit.names
        return haystack.contains { $0.lowercased().contains(needle) }
    }
}
