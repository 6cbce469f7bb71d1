// Turning the rows of units.json into validated definitions.

extension UnitCatalog {
    /// Builds one definition; the category comes from the id's prefix.
    static func definition(from row: UnitTableFile.Unit) throws(ConversionError) -> UnitDefinition {
        let parts = row.id.split(separator: ".")
        guard parts.count == 2, let category = UnitCategory(rawValue: String(parts[0])) else {
            throw .invalidUnitTable("unit id \(row.id) does not start with a category")
        }
        guard let factor = Rational(exactLiteral: row.factor), factor > .zero else {
            throw .invalidUnitTable("unit \(row.id) has an invalid factor \(row.factor)")
        }
        guard let offset = Rational(exactLiteral: row.offset ?? "0") else {
            throw .invalidUnitTable("unit \(row.id) has an invalid offset \(row.offset ?? "")")
        }
        guard offset.isZero || category == .temperature else {
            throw .invalidUnitTable("unit \(row.id) has an offset outside the temperature category")
        }
        return UnitDefinition(
            id: row.id, category: category, factor: factor, offset: offset, symbols: row.symbols, names: row.names,
            source: row.source)
    }

    /// One record per alias of each ambiguity row.
    static func ambiguities(from rows: [UnitTableFile.Ambiguity]) -> [AmbiguousAlias] {
        rows.flatMap { row in
            row.aliases.map { AmbiguousAlias(alias: $0, defaultID: row.default, alternativeIDs: row.alternatives) }
        }
    }
}

/// The lookup dictionaries under construction; rejects any string that would name two units.
struct AliasIndex {
    var byID: [String: UnitDefinition] = [:]
    var bySymbol: [String: UnitDefinition] = [:]
    var byFoldedName: [String: UnitDefinition] = [:]
    var ambiguities: [String: AmbiguousAlias] = [:]
    private var foldedTaken: Set<String> = []

    /// An empty index sized for `units` units (the table has about 1.5 symbols and 4 names per unit, plus the
    /// ambiguous aliases), so it is not rehashed as it grows.
    init(capacity units: Int) {
        byID.reserveCapacity(units)
        bySymbol.reserveCapacity(units * 2)
        byFoldedName.reserveCapacity(units * 5)
        foldedTaken.reserveCapacity(units * 5)
    }

    /// Indexes a unit's id, symbols and names.
    mutating func add(_ unit: UnitDefinition) throws(ConversionError) {
        guard byID[unit.id] == nil else { throw .invalidUnitTable("duplicate unit id \(unit.id)") }
        byID[unit.id] = unit
        for symbol in unit.symbols {
            guard bySymbol[symbol] == nil, byID[symbol] == nil || symbol == unit.id else {
                throw .invalidUnitTable("symbol \(symbol) names two units")
            }
            bySymbol[symbol] = unit
        }
        for name in unit.names {
            let folded = UnitCatalog.folded(name)
            guard foldedTaken.insert(folded).inserted, bySymbol[name] == nil else {
                throw .invalidUnitTable("name \(name) names two units")
            }
            byFoldedName[folded] = unit
        }
    }

    /// Indexes an ambiguous alias; its default and alternatives must already be indexed units.
    mutating func add(_ ambiguity: AmbiguousAlias) throws(ConversionError) {
        let folded = UnitCatalog.folded(ambiguity.alias)
        guard foldedTaken.insert(folded).inserted, bySymbol[ambiguity.alias] == nil else {
            throw .invalidUnitTable("ambiguous alias \(ambiguity.alias) is also a plain alias")
        }
        for id in [ambiguity.defaultID] + ambiguity.alternativeIDs where byID[id] == nil {
            throw .invalidUnitTable("ambiguous alias \(ambiguity.alias) refers to unknown unit \(id)")
        }
        ambiguities[folded] = ambiguity
    }
}
