/// A word that names several different units (`cup`, `ton`, `gallon` …) and the one it is read as by default.
///
/// The default follows US customary usage, as GNU units does without `UNITS_ENGLISH=GB`; every conversion that
/// used an ambiguous alias reports it so the user can pick one of ``alternativeIDs`` explicitly.
public struct AmbiguousAlias: Sendable, Hashable, Codable {
    /// The word as the user typed it.
    public let alias: String
    /// The unit the word is read as.
    public let defaultID: String
    /// The other units the word commonly means, in order of likelihood.
    public let alternativeIDs: [String]

    /// Creates the record of one ambiguous word.
    public init(alias: String, defaultID: String, alternativeIDs: [String]) {
        self.alias = alias
        self.defaultID = defaultID
        self.alternativeIDs = alternativeIDs
    }
}
