import Localization

/// The units a region prefers for a quantity, from CLDR's `unitPreferenceData` (issue 32, item 9).
///
/// Source: `Resources/unit-preferences.json`, CLDR 48's supplemental `units.xml` as shipped in ICU 78.3, written by
/// `Packages/ConversionKit/scripts/unit_preferences.py` (``cldrVersion``). For a category, a usage (`road`,
/// `person-height`, `fluid`, …; `default` when none is asked for) and a region, CLDR lists units largest first, each
/// with a threshold (default 1): the first unit in which the value is at least its threshold is chosen, else the
/// last (UTS #35 part 6, "Unit Preferences"). A region CLDR does not list takes the world's (`001`) preferences.
/// Units the catalog lacks (`mile-scandinavian`) are skipped. When the choice is the unit the value is already in
/// (5 km in Germany), the other measurement system's preference is given instead (the world's, else the United
/// States'), and ``Preference/isOtherSystem`` says so.
public struct UnitPreferences: Sendable {
    /// One preferred unit (several for a mixed unit such as CLDR's `foot-and-inch`) and its threshold.
    struct Choice: Sendable {
        let units: [UnitDefinition]
        let threshold: Rational
    }

    /// What ``preferred(for:in:usage:region:)`` chose.
    public struct Preference: Sendable, Equatable {
        /// The target units, largest first: one, or several for a mixed unit (`ft;in`).
        public let units: [UnitDefinition]
        /// The CLDR usage the choice was made for (`default`, `road`, …).
        public let usage: String
        /// The region whose preference was used: the one asked for, `001` (the world) or, for the other system, `001`
        /// or `US`.
        public let region: String
        /// True when the region's own choice was the value's own unit, so the other system's was taken.
        public let isOtherSystem: Bool

        /// Equal when they name the same units by id, usage, region and system.
        public static func == (lhs: Preference, rhs: Preference) -> Bool {
            lhs.units.map(\.id) == rhs.units.map(\.id) && lhs.usage == rhs.usage && lhs.region == rhs.region
                && lhs.isOtherSystem == rhs.isOtherSystem
        }
    }

    /// The CLDR version of the table (`48`).
    public let cldrVersion: String
    /// The usages CLDR has for each category, `default` first.
    public let usages: [UnitCategory: [String]]
    /// The choices by `category usage region`.
    private let table: [String: [Choice]]

    /// The table in `Resources/unit-preferences.json` over the standard catalog; empty if the file were unreadable
    /// (UnitPreferencesTests reads it).
    public static let standard: UnitPreferences =
        (try? UnitPreferences(json: PackageResources.unit_preferences_json, catalog: .standard))
        ?? UnitPreferences(cldrVersion: "", usages: [:], table: [:])

    init(cldrVersion: String, usages: [UnitCategory: [String]], table: [String: [Choice]]) {
        self.cldrVersion = cldrVersion
        self.usages = usages
        self.table = table
    }

    /// The preferred units for `value` in `unit`.
    ///
    /// - Parameters:
    ///   - value: the quantity's exact value in `unit`.
    ///   - unit: its unit (a temperature difference is chosen for as its scale).
    ///   - usage: a CLDR usage of the unit's category; nil for the default (`fluid` for a volume not in cubic units).
    ///   - region: an ISO 3166 region (`DE`, `us`) or nil / anything else for the world (`001`).
    /// - Returns: the units chosen and why.
    /// - Throws: ``ConversionError/unknownUsage(_:category:known:)`` for a usage CLDR lacks for the category;
    ///   ``ConversionError/belowAbsoluteZero(value:unitID:)`` from converting a temperature.
    public func preferred(for value: Rational, in unit: UnitDefinition, usage: String?, region: String?)
        throws(ConversionError) -> Preference
    {
        let category = unit.category
        let usage = usage ?? Self.defaultUsage(for: unit)
        let known = usages[category] ?? []
        guard known.contains(usage) else { throw .unknownUsage(usage, category: category.rawValue, known: known) }
        let asked = Self.region(region)
        let own = table["\(category.rawValue) \(usage) \(asked)"] != nil ? asked : "001"
        let units = try choose(value, in: unit, from: choices(category, usage, own))
        guard units.count == 1, units[0] === unit else {
            return Preference(units: units, usage: usage, region: own, isOtherSystem: false)
        }
        for other in ["001", "US"] where other != own {
            let otherUnits = try choose(value, in: unit, from: choices(category, usage, other))
            if otherUnits.count > 1 || otherUnits[0] !== unit {
                return Preference(units: otherUnits, usage: usage, region: other, isOtherSystem: true)
            }
        }
        return Preference(units: units, usage: usage, region: own, isOtherSystem: false)
    }

    /// `fluid` for a volume in litres, gallons, cups…; `default` for everything else (CLDR's default volume
    /// preference is cubic metres, which is what `unitconv 2 cup` would least expect).
    static func defaultUsage(for unit: UnitDefinition) -> String {
        unit.category == .volume && !unit.id.contains("cubic") ? "fluid" : "default"
    }

    /// A region code in upper case, or `001` for none or anything that is not two letters or three digits.
    static func region(_ text: String?) -> String {
        guard let text, text.utf8.count == 2 || text.utf8.count == 3 else { return "001" }
        let letters = text.utf8.count == 2 && text.allSatisfy { $0.isASCII && $0.isLetter }
        let digits = text.utf8.count == 3 && text.allSatisfy(\.isASCIIDigit)
        return letters || digits ? text.uppercased() : "001"
    }

    private func choices(_ category: UnitCategory, _ usage: String, _ region: String) -> [Choice] {
        table["\(category.rawValue) \(usage) \(region)"] ?? table["\(category.rawValue) \(usage) 001"] ?? []
    }

    /// The first choice whose threshold the value reaches in its first unit, else the last; the value's own unit
    /// when there is no choice at all.
    private func choose(_ value: Rational, in unit: UnitDefinition, from choices: [Choice]) throws(ConversionError)
        -> [UnitDefinition]
    {
        // One choice needs no conversion (so a temperature difference is never checked against absolute zero).
        guard choices.count > 1 else { return choices.first?.units ?? [unit] }
        let engine = UnitConversionEngine()
        for choice in choices
        where
            !(try engine.convert(value, from: unit, to: choice.units[0]).magnitude
            < choice.threshold)
        {
            return choice.units
        }
        return choices.last?.units ?? [unit]
    }
}
