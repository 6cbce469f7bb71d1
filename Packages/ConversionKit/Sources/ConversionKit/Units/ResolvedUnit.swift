/// The result of looking up a unit as typed: the unit and, when the word was ambiguous, the choice made.
public struct ResolvedUnit: Sendable, Hashable {
    /// The unit the text names.
    public let unit: UnitDefinition
    /// Set when the text was an ambiguous alias resolved to its default.
    public let ambiguity: AmbiguousAlias?

    /// Creates a resolution.
    public init(unit: UnitDefinition, ambiguity: AmbiguousAlias? = nil) {
        self.unit = unit
        self.ambiguity = ambiguity
    }
}
