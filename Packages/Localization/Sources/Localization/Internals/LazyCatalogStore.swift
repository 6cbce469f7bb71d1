import Foundation

/// The JSON of a ``CatalogSet`` and the catalogs decoded from it so far, shared by copies of the set.
///
/// `@unchecked Sendable`: `cache` is only read or written while `lock` is held.
final class LazyCatalogStore: @unchecked Sendable {
    private let json: [Language: [UInt8]]
    private let lock = NSLock()
    private var cache: [Language: Result<StringCatalog, CatalogError>]

    /// The languages there is JSON or a decoded catalog for.
    let languages: Set<Language>

    init(json: [Language: [UInt8]]) {
        self.json = json
        cache = [:]
        languages = Set(json.keys)
    }

    init(decoded catalogs: [Language: Result<StringCatalog, CatalogError>]) {
        json = [:]
        cache = catalogs
        languages = Set(catalogs.keys)
    }

    /// One language's catalog or its decoding error, decoded on first use; nil when the set has no such language.
    func catalog(for language: Language) -> Result<StringCatalog, CatalogError>? {
        lock.lock()
        defer { lock.unlock() }
        if let done = cache[language] { return done }
        guard let bytes = json[language] else { return nil }
        let result = Result { () throws(CatalogError) in try StringCatalog(language: language, json: bytes) }
        cache[language] = result
        return result
    }

    /// The languages decoded so far (for tests of the laziness).
    var decodedLanguages: Set<Language> {
        lock.lock()
        defer { lock.unlock() }
        return Set(cache.keys)
    }

    /// Every language's catalog or error.
    func all() -> [Language: Result<StringCatalog, CatalogError>] {
        var results: [Language: Result<StringCatalog, CatalogError>] = [:]
        for language in languages { results[language] = catalog(for: language) }
        return results
    }
}
