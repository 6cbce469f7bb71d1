import CLIKit
import ConversionKit
import Localization

/// `unitconv list [CATEGORY | TERM]`: the units, their ids, symbols, names and aliases; a word that is not a
/// category searches ids, symbols, aliases and the localized names (`list mile`, `list Meile`, `list 英里`).
enum ListCommand {
    static let category = Positional<String>(
        valueName: "list.value.category", help: "list.argument.category", isRequired: false,
        suggestions: UnitCategory.allCases.map(\.rawValue))

    static let command = Command(
        name: "list", summary: "list.summary", positionals: [category.spec],
        examples: [
            CommandExample("unitconv list volume", explanation: "list.example.volume"),
            CommandExample("unitconv list mile", explanation: "list.example.search"),
            CommandExample("unitconv list --json", explanation: "list.example.json"),
        ], writesJSON: true, action: run)

    @Sendable static func run(_ context: CommandContext) throws -> ExitCode {
        let language = context.language
        let catalog = try ConversionServices.catalog(context)
        let units = try selectedUnits(context, catalog: catalog, language: language)
        if context.isJSONOutput {
            try context.writeJSON(["units": units.map { UnitListing($0, catalog: catalog, language: language) }])
            return .success
        }
        let table = UnitTable(units: units, catalog: catalog, language: language)
        for category in UnitCategory.allCases {
            let rows = table.lines(in: category)
            guard !rows.isEmpty else { continue }
            context.writeLine(category.localizedName(in: language))
            for row in rows { context.writeLine(row) }
        }
        return .success
    }

    /// The units of the category named, of those matching the search term, or all of them.
    private static func selectedUnits(_ context: CommandContext, catalog: UnitCatalog, language: Language) throws
        -> [UnitDefinition]
    {
        guard let word = context.arguments[category] else { return catalog.units }
        if let chosen = UnitCategory(rawValue: word.lowercased()) { return catalog.units(in: chosen) }
        let matches = catalog.units.filter { UnitListing.matches($0, term: word, catalog: catalog, language: language) }
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
    let catalog: UnitCatalog
    let language: Language

    /// `  length.mile  mi  mile  (mi, mile, miles, …)` for the units of one category.
    func lines(in category: UnitCategory) -> [String] {
        var table = TextTable(headers: [], alignments: Array(repeating: .leading, count: 4))
        for unit in units where unit.category == category {
            table.append([
                unit.id, unit.localizedSymbol(in: language), unit.localizedName(in: language),
                "(" + catalog.spellings(of: unit, in: language).joined(separator: ", ") + ")",
            ])
        }
        return table.lines().map { "  " + $0 }
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
    /// Every spelling accepted in the user's language, the other languages' long names included (issue 32).
    let spellings: [String]
    let source: String

    init(_ unit: UnitDefinition, catalog: UnitCatalog, language: Language) {
        id = unit.id
        category = unit.category.rawValue
        name = unit.localizedName(in: language)
        symbol = unit.localizedSymbol(in: language)
        factor = unit.factor.exactString
        offset = unit.offset.exactString
        aliases = unit.symbols + unit.names
        spellings = catalog.spellings(of: unit, in: language, includingOtherLanguages: true)
        source = unit.source
    }

    /// Whether a search term occurs (case-insensitively) in the unit's id, symbols, aliases, or its name or symbol
    /// in the user's language.
    static func matches(_ unit: UnitDefinition, term: String, catalog: UnitCatalog, language: Language) -> Bool {
        let needle = term.lowercased()
        let haystack =
            [unit.id, unit.localizedName(in: language), unit.localizedSymbol(in: language)]
            + catalog.spellings(of: unit, in: language)
        return haystack.contains { $0.lowercased().contains(needle) }
    }
}
