/// One unit of the table: its stable id, its exact relation to the SI base unit and the names it is typed as.
///
/// A value `v` in this unit is `(v + offset) × factor` base units. `offset` is zero for every unit except the
/// Celsius and Fahrenheit scales, whose zero is not absolute zero. A class with constant properties: passing a unit
/// around costs one reference count, which matters at millions of conversions per second. Equality is by id.
public final class UnitDefinition: Sendable, Hashable, Identifiable {
    /// Stable id, `<category>.<name>`; never renamed once published.
    ///
    /// For example `length.nautical_mile`.
    public let id: String
    /// The category, taken from the id's prefix.
    public let category: UnitCategory
    /// Base units per unit, exact (for example 201168/125 m for the mile; 5/9 K per degree Fahrenheit).
    public let factor: Rational
    /// Added to a value before scaling to the base unit; 273.15 for °C, 459.67 for °F, otherwise 0.
    public let offset: Rational
    /// Abbreviations matched case-sensitively (`mm`, `NM`, `K`), so that `nm` or `Mm` never match by accident.
    public let symbols: [String]
    /// Names and spelled-out aliases matched case-insensitively (`mile`, `us cup`, `imp pint`).
    public let names: [String]
    /// The standard or convention that defines the factor.
    public let source: String

    /// True for a unit a user defined (``UnitCatalog/adding(definitions:file:)``): its name is its only spelling,
    /// shown as is in every language.
    public let isUserDefined: Bool

    /// True when the unit's scale has an offset zero (temperature scales), so values cannot be added.
    public var isAffine: Bool { category == .temperature }

    /// Creates a definition; ``UnitCatalog`` builds these from its data file (`isUserDefined`: from a user's file).
    public init(
        id: String, category: UnitCategory, factor: Rational, offset: Rational = .zero, symbols: [String],
        names: [String], source: String, isUserDefined: Bool = false
    ) {
        self.isUserDefined = isUserDefined
        self.id = id
        self.category = category
        self.factor = factor
        self.offset = offset
        self.symbols = symbols
        self.names = names
        self.source = source
    }

    /// Units are equal when their ids are.
    public static func == (lhs: UnitDefinition, rhs: UnitDefinition) -> Bool {
        lhs === rhs || lhs.id == rhs.id
    }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
