/// Checks that a module's catalogs agree with each other; every module's tests run it on its own catalogs.
///
/// ```swift
/// @Test func catalogsAreConsistent() {
///     #expect(CatalogConsistencyChecker.issues(in: TariffStringCatalogs.catalogs) == [])
/// }
/// ```
///
/// It reports: languages without a catalog (of those required), unreadable JSON, keys missing in a language
/// that another language has, placeholder sets that differ from the reference language (English when present),
/// entries that are plural in one language and plain in another, and plural objects lacking a category their
/// language needs or carrying one it never selects.
public enum CatalogConsistencyChecker {
    /// All inconsistencies of a catalog set, sorted by key and language for stable output.
    ///
    /// - Parameters:
    ///   - set: the module's catalogs.
    ///   - requiredLanguages: languages the set must ship; by default all seven.
    /// - Returns: the issues; empty when the catalogs are consistent.
    public static func issues(in set: CatalogSet, requiredLanguages: Set<Language> = Set(Language.allCases))
        -> [CatalogIssue]
    {
        var issues: [CatalogIssue] = []
        for language in requiredLanguages.subtracting(set.languages).sorted(by: tagOrder) {
            issues.append(.missingLanguage(language))
        }
        for (language, error) in set.loadErrors.sorted(by: { tagOrder($0.key, $1.key) }) {
            issues.append(.unreadable(language, error))
        }
        let languages = set.catalogs.keys.sorted(by: tagOrder)
        let allKeys = set.catalogs.values.reduce(into: Set<String>()) { $0.formUnion($1.entries.keys) }
        for key in allKeys.sorted() {
            issues += keyIssues(key, set: set, languages: languages)
        }
        return issues
    }

    private static func keyIssues(_ key: String, set: CatalogSet, languages: [Language]) -> [CatalogIssue] {
        let present = languages.compactMap { language in set.entry(key, in: language).map { (language, $0) } }
        guard let reference = present.first(where: { $0.0 == .fallback }) ?? present.first else { return [] }
        var issues = languages.filter { set.entry(key, in: $0) == nil }.map { CatalogIssue.missingKey(key, in: $0) }
        for (language, entry) in present {
            issues += entryIssues(key, language: language, entry: entry, reference: reference.1)
        }
        return issues
    }

    private static func entryIssues(_ key: String, language: Language, entry: CatalogEntry, reference: CatalogEntry)
        -> [CatalogIssue]
    {
        var issues: [CatalogIssue] = []
        if entry.placeholders != reference.placeholders {
            issues.append(
                .placeholderMismatch(key, in: language, expected: reference.placeholders, found: entry.placeholders))
        }
        switch (entry, reference) {
        case (.plural(let forms), .plural):
            let given = Set(forms.keys)
            let needed = language.pluralCategories
            issues += needed.subtracting(given).sorted().map { .missingPluralCategory(key, in: language, $0) }
            issues += given.subtracting(needed).sorted().map { .unusedPluralCategory(key, in: language, $0) }
        case (.text, .text):
            break
        default:
            issues.append(.kindMismatch(key, in: language))
        }
        return issues
    }

    private static func tagOrder(_ lhs: Language, _ rhs: Language) -> Bool {
        lhs.tag < rhs.tag
    }
}
