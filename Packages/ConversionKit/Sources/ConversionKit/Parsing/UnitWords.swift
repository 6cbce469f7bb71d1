import Localization

/// How the parser reads the words of a unit: a plain unit, a temperature interval (`delta_degC`, `Δ°C`, as pint and
/// GNU units write differences), or, as a target, several units separated by `;` for mixed output (`ft;in`).
struct UnitWords {
    let catalog: UnitCatalog
    /// The input's language, whose own unit words come first.
    var language: Language = .english

    /// The prefixes that make a temperature scale an interval, compared case-insensitively.
    static let intervalPrefixes = ["delta_", "delta ", "Δ"]

    /// Resolves one unit.
    /// - Throws: ``ConversionError/unknownUnit(_:suggestions:)``, also for an interval of a non-temperature unit.
    func resolve(_ text: String) throws(ConversionError) -> (unit: ResolvedUnit, isInterval: Bool) {
        guard let scale = Self.intervalScale(text) else {
            return (try catalog.resolve(text, language: language), false)
        }
        let unit = try catalog.resolve(scale, language: language)
        guard unit.unit.category == .temperature else { throw .unknownUnit(text, suggestions: []) }
        return (unit, true)
    }

    /// Whether ``resolve(_:)`` would succeed (without building the suggestions of an error).
    func recognizes(_ text: String) -> Bool {
        guard let scale = Self.intervalScale(text) else { return catalog.recognizes(text, language: language) }
        return catalog.recognizes(scale, language: language)
            && (try? catalog.resolve(scale, language: language))?.unit.category == .temperature
    }

    /// Resolves a target: one unit, or `;`-separated units of one category, largest first (`ft;in`).
    /// - Throws: as ``resolve(_:)``; ``ConversionError/mixedCategories(first:second:)`` across categories.
    func resolveTarget(_ text: String) throws(ConversionError) -> (units: [ResolvedUnit], isInterval: Bool) {
        let pieces = text.split(separator: ";").map { String($0) }
        guard pieces.count > 1 else {
            let (unit, isInterval) = try resolve(text)
            return ([unit], isInterval)
        }
        var units: [ResolvedUnit] = []
        for piece in pieces {
            let unit = try catalog.resolve(piece, language: language)
            if let first = units.first, first.unit.category != unit.unit.category || unit.unit.isAffine {
                throw .mixedCategories(first: first.unit.id, second: unit.unit.id)
            }
            units.append(unit)
        }
        return (units, false)
    }

    /// Whether ``resolveTarget(_:)`` would succeed (checked cheaply first: every piece must name a unit).
    func recognizesTarget(_ text: String) -> Bool {
        guard text.contains(";") else { return recognizes(text) }
        guard text.split(separator: ";").allSatisfy({ catalog.recognizes(String($0), language: language) }) else {
            return false
        }
        return (try? resolveTarget(text)) != nil
    }

    /// The scale named after an interval prefix, or nil.
    private static func intervalScale(_ text: String) -> String? {
        for prefix in intervalPrefixes where text.lowercased().hasPrefix(prefix.lowercased()) {
            let rest = text.dropFirst(prefix.count)
            return rest.isEmpty ? nil : String(rest)
        }
        return nil
    }
}

extension ResolvedUnit {
    /// The resolved unit's id.
    var id: String { unit.id }
}
