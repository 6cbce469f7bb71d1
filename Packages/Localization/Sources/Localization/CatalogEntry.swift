/// One value of a string catalog: a text, or a plural object with a text per CLDR category.
public enum CatalogEntry: Equatable, Sendable {
    /// A text with positional placeholders `{0}`, `{1}`, ….
    case text(String)
    /// A text per plural category, e.g. `{"one": "{0} day", "other": "{0} days"}`.
    case plural([PluralCategory: String])

    /// The placeholder indices used by the entry (for a plural object, by any of its forms).
    public var placeholders: Set<Int> {
        switch self {
        case .text(let text): PlaceholderFormatter.placeholders(in: text)
        case .plural(let forms):
            forms.values.reduce(into: []) { $0.formUnion(PlaceholderFormatter.placeholders(in: $1)) }
        }
    }
}
