/// A module's string catalogs: one per language it ships, read from embedded JSON.
///
/// Each module that shows text declares one, usually as a static constant next to its resources:
///
/// ```swift
/// public enum TariffStringCatalogs {
///     public static let catalogs = CatalogSet(name: "TariffKit", json: [
///         .english: { PackageResources.strings_en_json }, .turkish: { PackageResources.strings_tr_json }, …
///     ])
/// }
/// ```
///
/// A catalog that fails to decode is recorded in `loadErrors` (and reported by `CatalogConsistencyChecker`)
/// instead of crashing the program; its keys then fall back to English.
///
/// Catalogs are decoded on first use, one language at a time: a tool that speaks English decodes only the English
/// catalogs (start-up time: unitconv decoded 21 catalogs before converting one value). ``catalogs``,
/// ``loadErrors`` and ``languages`` decode every language.
public struct CatalogSet: Sendable {
    /// The owning module's name, used in consistency reports.
    public let name: String
    private let store: LazyCatalogStore

    /// The decoded catalogs by language (decodes every language not decoded yet).
    public var catalogs: [Language: StringCatalog] { store.all().compactMapValues { try? $0.get() } }
    /// The languages whose JSON could not be read, with the reason (decodes every language not decoded yet).
    public var loadErrors: [Language: CatalogError] {
        store.all().compactMapValues { result in
            guard case .failure(let error) = result else { return nil }
            return error
        }
    }

    /// The languages decoded so far.
    var decodedLanguages: Set<Language> { store.decodedLanguages }

    /// Languages the set claims: those it has JSON for, readable or not.
    public var languages: Set<Language> { store.languages }

    /// Keeps the JSON bytes of one catalog per language, decoded when first needed.
    ///
    /// - Parameters:
    ///   - name: the owning module's name.
    ///   - json: the JSON bytes of each language's catalog.
    public init(name: String, json: [Language: [UInt8]]) {
        self.name = name
        store = LazyCatalogStore(sources: json.mapValues { bytes in { bytes } })
    }

    /// Reads each language's JSON from its closure only when that language is first needed.
    ///
    /// Pass the embedded resources as closures (`.english: { PackageResources.strings_en_json }`): a resource is a
    /// `static let` array made on first access, so a tool that speaks one language never copies the other six
    /// catalogs out of its binary (unitconv's cold start copied 21 catalogs before converting one value: about 55 of
    /// its 576 page faults).
    ///
    /// - Parameters:
    ///   - name: the owning module's name.
    ///   - json: for each language, a closure returning its catalog's JSON bytes (called at most once).
    public init(name: String, json: [Language: @Sendable () -> [UInt8]]) {
        self.name = name
        store = LazyCatalogStore(sources: json)
    }

    /// Groups catalogs already in memory.
    ///
    /// - Parameters:
    ///   - name: the owning module's name.
    ///   - catalogs: at most one catalog per language (a later one replaces an earlier one).
    ///   - loadErrors: languages whose catalogs could not be read.
    public init(name: String, catalogs: [StringCatalog], loadErrors: [Language: CatalogError] = [:]) {
        self.name = name
        var decoded = loadErrors.mapValues { Result<StringCatalog, CatalogError>.failure($0) }
        for catalog in catalogs { decoded[catalog.language] = .success(catalog) }
        store = LazyCatalogStore(decoded: decoded)
    }

    /// One language's decoded catalog (decoding only that language), nil when the set has none or it cannot be
    /// read: for a caller that walks one language's entries (ConversionKit's unit words of the input language).
    ///
    /// - Parameter language: the language.
    /// - Returns: the catalog, or `nil`.
    public func catalog(in language: Language) -> StringCatalog? {
        try? store.catalog(for: language)?.get()
    }

    /// The entry for a key in one language, if that language's catalog has it.
    ///
    /// The first few lookups in a language read only the entry asked for from the JSON; later ones decode that
    /// language's catalog, and only that one.
    ///
    /// - Parameters:
    ///   - key: the catalog key.
    ///   - language: the language.
    /// - Returns: the entry, or `nil`.
    public func entry(_ key: String, in language: Language) -> CatalogEntry? {
        store.entry(key, in: language)
    }
}
