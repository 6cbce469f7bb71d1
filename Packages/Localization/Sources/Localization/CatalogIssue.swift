/// One inconsistency between the catalogs of a `CatalogSet`, found by `CatalogConsistencyChecker`.
public enum CatalogIssue: Equatable, Sendable, CustomStringConvertible {
    /// A language the set must ship has no catalog at all.
    case missingLanguage(Language)
    /// A language's JSON could not be read.
    case unreadable(Language, CatalogError)
    /// A key exists in another language's catalog but not in this one.
    case missingKey(String, in: Language)
    /// The key's placeholders differ from English's (or, without English, from the first language's).
    case placeholderMismatch(String, in: Language, expected: Set<Int>, found: Set<Int>)
    /// The key is a plural object in one language and a plain text in another.
    case kindMismatch(String, in: Language)
    /// A plural object lacks a category its language needs.
    case missingPluralCategory(String, in: Language, PluralCategory)
    /// A plural object has a category its language never selects (dead text).
    case unusedPluralCategory(String, in: Language, PluralCategory)

    /// A one-line explanation for test failure output.
    public var description: String {
        switch self {
        case .missingLanguage(let language): "no catalog for \(language.tag)"
        case .unreadable(let language, let error): "catalog \(language.tag) unreadable: \(error)"
        case .missingKey(let key, let language): "key '\(key)' missing in \(language.tag)"
        case .placeholderMismatch(let key, let language, let expected, let found):
            "key '\(key)' in \(language.tag) has placeholders \(found.sorted()), expected \(expected.sorted())"
        case .kindMismatch(let key, let language): "key '\(key)' in \(language.tag) is plural in one catalog only"
        case .missingPluralCategory(let key, let language, let category):
            "key '\(key)' in \(language.tag) lacks plural category '\(category.rawValue)'"
        case .unusedPluralCategory(let key, let language, let category):
            "key '\(key)' in \(language.tag) has unused plural category '\(category.rawValue)'"
        }
    }
}
