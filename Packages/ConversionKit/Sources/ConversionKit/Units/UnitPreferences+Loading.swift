import Localization

extension UnitPreferences {
    /// Reads `unit-preferences.json` (rows of category, usage, region and units with ConversionKit ids and CLDR's
    /// `geq` thresholds); units the catalog lacks (empty `ids`) are left out.
    ///
    /// - Throws: ``ConversionError/invalidUnitTable(_:)`` naming the first malformed row, unknown id or threshold.
    init(json: [UInt8], catalog: UnitCatalog) throws(ConversionError) {
        guard case .object(let root)? = try? JSONScanner.parse(json), let version = root["cldrVersion"]?.stringValue,
            let rows = root["preferences"]?.arrayValue
        else { throw .invalidUnitTable("unit-preferences.json is not a preference table") }
        var table: [String: [Choice]] = [:]
        var usages: [UnitCategory: [String]] = [:]
        for row in rows {
            let (category, usage, region, choices) = try Self.row(row, catalog: catalog)
            table["\(category.rawValue) \(usage) \(region)"] = choices
            if !(usages[category] ?? []).contains(usage) { usages[category, default: []].append(usage) }
        }
        self.init(
            cldrVersion: version,
            usages: usages.mapValues { $0.sorted { ($0 == "default" ? "" : $0) < ($1 == "default" ? "" : $1) } },
            table: table)
    }

    private static func row(_ value: JSONValue, catalog: UnitCatalog) throws(ConversionError) -> (
        UnitCategory, String, String, [Choice]
    ) {
        guard case .object(let row) = value, let name = row["category"]?.stringValue,
            let category = UnitCategory(rawValue: name), let usage = row["usage"]?.stringValue,
            let region = row["region"]?.stringValue, let units = row["units"]?.arrayValue
        else { throw .invalidUnitTable("unit-preferences.json has a malformed row") }
        var choices: [Choice] = []
        for unit in units {
            guard let ids = unit.objectValue?["ids"]?.arrayValue else {
                throw .invalidUnitTable("unit-preferences.json: \(name) \(usage) \(region) has a unit without ids")
            }
            let definitions = ids.compactMap { $0.stringValue.flatMap(catalog.unit(withID:)) }
            guard definitions.count == ids.count else {
                throw .invalidUnitTable("unit-preferences.json: \(name) \(usage) \(region) names an unknown unit")
            }
            guard !definitions.isEmpty else { continue }
            let geq = unit.objectValue?["geq"]?.stringValue ?? "1"
            guard let threshold = Rational(exactLiteral: geq) else {
                throw .invalidUnitTable("unit-preferences.json: \(name) \(usage) \(region) has threshold \(geq)")
            }
            choices.append(Choice(units: definitions, threshold: threshold))
        }
        return (category, usage, region, choices)
    }
}
