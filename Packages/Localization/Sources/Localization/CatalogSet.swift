/// A module's string catalogs: one per language it ships, read from embedded JSON.
///
/// Each module that shows text declares one, usually as a static constant next to its resources:
///
/// ```swift
/// public enum TariffStrings {
///     public static let catalogs = CatalogSet(name: "TariffKit", json: [
///         .english: PackageResources.strings_en_json, .turkish: PackageResources.strings_tr_json, …
///     ])
/// }
/// ```
///
/// A catalog that fails to decode is recorded in `loadErrors` (and reported by `CatalogConsistencyChecker`)
/// instead of crashing the program; its keys then fall back to English.
public struct CatalogSet: Sendable {
    /// The owning module's name, used in consistency reports.
    public let name: String
    /// The decoded catalogs by language.
    public let catalogs: [Language: StringCatalog]
    /// The languages whose JSON could not be read, with the reason.
    public let loadErrors: [Language: CatalogError]

    /// Languages the set claims: those it has JSON for, readable or not.
    public var languages: Set<Language> { Set(catalogs.keys).union(loadErrors.keys) }

    /// Decodes one catalog per language from embedded JSON bytes.
    ///
    /// - Parameters:
    ///   - name: the owning module's name.
    ///   - json: the JSON bytes of each language's catalog.
    public init(name: String, json: [Language: [UInt8]]) {
        var catalogs: [Language: StringCatalog] = [:]
        var errors: [Language: CatalogError] = [:]
        for (language, bytes) in json {
            do {
                catalogs[language] = try StringCatalog(language: language, json: bytes)
            } catch {
                errors[language] = error
            }
        }
        self.init(name: name, catalogs: Array(catalogs.values), loadErrors: errors)
    }

    /// Groups catalogs already in memory.
    ///
    /// - Parameters:
    ///   - name: the owning module's name.
    ///   - catalogs: at most one catalog per language (a later one replaces an earlier one).
    ///   - loadErrors: languages whose catalogs could not be read.
    public init(name: String, catalogs: [StringCatalog], loadErrors: [Language: CatalogError] = [:]) {
        self.name = name
        self.catalogs = Dictionary(catalogs.map { ($0.language, $0) }, uniquingKeysWith: { _, last in last })
        self.loadErrors = loadErrors
    }

    /// The entry for a key in one language, if that language's catalog has it.
    ///
    /// - Parameters:
    ///   - key: the catalog key.
    ///   - language: the language.
    /// - Returns: the entry, or `nil`.
    public func entry(_ key: String, in language: Language) -> CatalogEntry? {
        catalogs[language]?.entries[key]
    }
}
