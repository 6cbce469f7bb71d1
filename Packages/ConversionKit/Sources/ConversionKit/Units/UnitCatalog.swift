import Foundation
import Localization

/// The unit table with its lookup indexes: resolves what a user typed to a ``UnitDefinition``.
///
/// Lookup order: exact unit id (`length.mile`), then symbols case-sensitively (`NM`, `mm`), then ambiguous aliases
/// and names case-insensitively (`cup`, `Imperial Pint`). No SI prefix is ever applied to an alias, so `nmi` is
/// the nautical mile and `nm` is unknown rather than a nanometre or a nautical mile.
public struct UnitCatalog: Sendable {
    /// Every unit, in table order (category by category).
    public let units: [UnitDefinition]
    /// Every ambiguous alias with its default, keyed by the folded alias.
    let ambiguities: [String: AmbiguousAlias]
    let byID: [String: UnitDefinition]
    let bySymbol: [String: UnitDefinition]
    let byFoldedName: [String: UnitDefinition]

    /// The built-in table (`Resources/units.json`), validated once; the tests prove it loads.
    public static let standard: UnitCatalog = {
        do {
            return try UnitCatalog(json: PackageResources.units_json)
        } catch {
            preconditionFailure("ConversionKit's built-in unit table is invalid: \(error)")
        }
    }()

    /// Reads and validates a unit table in the format of `Resources/units.json`.
    /// - Throws: ``ConversionError/invalidUnitTable(_:)`` on malformed JSON, a bad factor, an unknown category or
    ///   an alias that names two units.
    public init(json: [UInt8]) throws(ConversionError) {
        let file: UnitTableFile
        do {
            file = try UnitTableFile(json: json)
        } catch {
            throw .invalidUnitTable(error.description)
        }
        let units = try file.units.map { row throws(ConversionError) in try Self.definition(from: row) }
        try self.init(units: units, ambiguities: Self.ambiguities(from: file.ambiguous))
    }

    /// Builds a catalog from definitions already in memory.
    /// - Throws: ``ConversionError/invalidUnitTable(_:)`` when two units share an id or alias, or an ambiguous alias
    ///   refers to an unknown id.
    public init(units: [UnitDefinition], ambiguities: [AmbiguousAlias]) throws(ConversionError) {
        var index = AliasIndex(capacity: units.count)
        for unit in units { try index.add(unit) }
        for ambiguity in ambiguities { try index.add(ambiguity) }
        self.units = units
        self.byID = index.byID
        self.bySymbol = index.bySymbol
        self.byFoldedName = index.byFoldedName
        self.ambiguities = index.ambiguities
    }

    /// factor_from ÷ factor_to: the exact number that converts a value from one linear unit to another.
    ///
    /// Computed per request (one reduced product) rather than tabulated for every pair at load: a tool run converts
    /// one pair, and building the table of all 882 pairs cost 1.4 M of the 20 M instructions of `unitconv 1 mile km`
    /// (callgrind, issue 17). Batch conversion remembers the ratio of each request shape
    /// (``RepeatedRequestConverter``).
    func ratio(from source: UnitDefinition, to target: UnitDefinition) -> Rational {
        source.factor * target.reciprocalFactor
    }

    /// The unit with this exact id, if any.
    public func unit(withID id: String) -> UnitDefinition? { byID[id] }

    /// The units of one category in table order.
    public func units(in category: UnitCategory) -> [UnitDefinition] {
        units.filter { $0.category == category }
    }

    /// Resolves a unit as typed: surrounding spaces are ignored and inner runs of spaces count as one.
    ///
    /// - Parameters:
    ///   - text: the unit as typed.
    ///   - language: the input's language: its own unit words and abbreviations come first (`mil` is the mile in
    ///     Turkish, the thou in English); other languages' abbreviations are not accepted (default English).
    /// - Returns: the unit, with the choice made when the text was an ambiguous alias.
    /// - Throws: ``ConversionError/unknownUnit(_:suggestions:)`` with the three closest ids or aliases;
    ///   ``ConversionError/ambiguousUnitWord(_:alternatives:)`` for a plain kitchen word of `language` (`Tasse`).
    public func resolve(_ text: String, language: Language = .english) throws(ConversionError) -> ResolvedUnit {
        let key = Self.normalized(text)
        if let resolved = ownWord(key, language: language) { return resolved }
        if let alternatives = KitchenWords.alternatives(for: key, in: language) {
            throw .ambiguousUnitWord(key, alternatives: alternatives)
        }
        if let resolved = strictlyResolved(key) ?? leniently(key) { return resolved }
        throw unknown(key)
    }

    /// A unit word of `language`'s own catalog, before the table's aliases (which are English and symbols); none for
    /// English, whose words the table holds.
    private func ownWord(_ key: String, language: Language) -> ResolvedUnit? {
        guard language != .english, byID[key] == nil else { return nil }
        return LocalizedUnitNames.id(for: key, in: language).flatMap { byID[$0] }.map { ResolvedUnit(unit: $0) }
    }

    /// Why `text` names no unit: arithmetic on a unit (`m*3`, `m/2`, `(3m)`: an operator or parenthesis, or a `/`
    /// before a digit), else an unknown unit with the three closest ids or aliases.
    func unknown(_ text: String) -> ConversionError {
        let characters = Array(text)
        let arithmetic = characters.indices.contains { index in
            let character = characters[index]
            if "*×|()".contains(character) { return true }
            return character == "/" && index + 1 < characters.count && characters[index + 1].isASCIIDigit
        }
        return arithmetic ? .arithmeticOnUnit(text) : .unknownUnit(text, suggestions: suggestions(for: text))
    }

    /// The unit an id, symbol, ambiguous alias or name of the table names exactly.
    private func strictlyResolved(_ key: String) -> ResolvedUnit? {
        if let unit = byID[key] ?? bySymbol[key] { return ResolvedUnit(unit: unit) }
        let folded = Self.folded(key)
        if let ambiguity = ambiguities[folded], let unit = byID[ambiguity.defaultID] {
            return ResolvedUnit(
                unit: unit,
                ambiguity: AmbiguousAlias(
                    alias: key, defaultID: ambiguity.defaultID, alternativeIDs: ambiguity.alternativeIDs))
        }
        if let unit = byFoldedName[folded] { return ResolvedUnit(unit: unit) }
        return nil
    }

    /// What GNU units also accepts: a plural `s` on any alias of three or more letters (`kgs`, `foots`, `cms`),
    /// the English catalog's words (`metric tons`), and the long unit names of the other catalogs (`kilomètres`,
    /// `Seemeilen`, `公里`), unless a name means different units in two languages; never their abbreviations.
    private func leniently(_ key: String) -> ResolvedUnit? {
        if key.count > 2, key.hasSuffix("s"), let singular = strictlyResolved(String(key.dropLast())) {
            return singular
        }
        if let plain = Self.undotted(key), let resolved = strictlyResolved(plain) ?? leniently(plain) {
            return resolved
        }
        let id = LocalizedUnitNames.id(for: key, in: .english) ?? LocalizedUnitNames.id(for: key)
        return id.flatMap { byID[$0] }.map { ResolvedUnit(unit: $0) }
    }

    /// Abbreviation points and Python's power dropped (`lb.` → `lb`, `sq. ft` → `sq ft`, `m**2` → `m^2`, issue 32);
    /// nil when there is nothing to drop.
    static func undotted(_ key: String) -> String? {
        guard key.contains(".") || key.contains("**") else { return nil }
        let words = key.split(separator: " ").map { $0.hasSuffix(".") && $0.count > 1 ? $0.dropLast() : $0 }
        let plain = words.joined(separator: " ").replacingOccurrences(of: "**", with: "^")
        return plain == key ? nil : plain
    }

    /// True when `text` names a unit (ambiguous or not) in `language`.
    public func recognizes(_ text: String, language: Language = .english) -> Bool {
        let key = Self.normalized(text)
        if ownWord(key, language: language) != nil { return true }
        guard KitchenWords.alternatives(for: key, in: language) == nil else { return false }
        return strictlyResolved(key) != nil || leniently(key) != nil
    }

    /// Every string `resolve` accepts (ids, symbols, names, ambiguous aliases), for suggestions and listings.
    public var allAliases: [String] {
        units.flatMap { [$0.id] + $0.symbols + $0.names } + ambiguities.keys.sorted()
    }

    /// Collapses whitespace runs to one space and trims the ends.
    static func normalized(_ text: String) -> String {
        if isNormalizedASCII(text) { return text }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// True for text already in normal form as far as a byte scan can tell: no whitespace but single inner spaces,
    /// and no byte of a non-ASCII character (which might be Unicode whitespace).
    private static func isNormalizedASCII(_ text: String) -> Bool {
        var previousWasSpace = true
        for byte in text.utf8 {
            if byte >= 0x80 || (byte < 0x20) || (byte == 0x20 && previousWasSpace) { return false }
            previousWasSpace = byte == 0x20
        }
        return !previousWasSpace
    }

    /// Lower-cases for the case-insensitive indexes (Unicode default case mapping, locale-independent).
    static func folded(_ text: String) -> String {
        text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 }) ? text.lowercased() : text
    }
}
