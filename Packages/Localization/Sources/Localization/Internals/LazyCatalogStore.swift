import Foundation

/// The JSON of a ``CatalogSet`` and the catalogs decoded from it so far, shared by copies of the set.
///
/// Each language's JSON comes from its source closure on first use, so the bytes of languages nobody asks for are
/// never copied out of the binary (an embedded resource is a `static let` array, made on first access).
///
/// `@unchecked Sendable`: `cache`, `skims` and `bytes` are only read or written while `lock` is held.
final class LazyCatalogStore: @unchecked Sendable {
    private let sources: [Language: @Sendable () -> [UInt8]]
    private let lock = NSLock()
    /// The JSON bytes read from `sources` so far.
    private var bytes: [Language: [UInt8]] = [:]
    private var cache: [Language: Result<StringCatalog, CatalogError>]
    /// Lookups answered by skimming, per language not yet decoded.
    private var skims: [Language: Int] = [:]

    /// The languages there is JSON or a decoded catalog for.
    let languages: Set<Language>

    init(sources: [Language: @Sendable () -> [UInt8]]) {
        self.sources = sources
        cache = [:]
        languages = Set(sources.keys)
    }

    init(decoded catalogs: [Language: Result<StringCatalog, CatalogError>]) {
        sources = [:]
        cache = catalogs
        languages = Set(catalogs.keys)
    }

    /// One language's catalog or its decoding error, decoded on first use; nil when the set has no such language.
    func catalog(for language: Language) -> Result<StringCatalog, CatalogError>? {
        lock.lock()
        defer { lock.unlock() }
        if let done = cache[language] { return done }
        guard let bytes = json(for: language) else { return nil }
        let result = Result { () throws(CatalogError) in try StringCatalog(language: language, json: bytes) }
        cache[language] = result
        return result
    }

    /// The entry for `key` in one language, or nil.
    ///
    /// Before a language's catalog is decoded, its first ``skimmedLookups`` lookups read only the entry asked for
    /// (`JSONScanner.member(_:in:)`): a tool run shows a handful of texts. Later lookups, and any lookup whose
    /// entry cannot be read that way, decode the whole catalog once, as ``catalog(for:)`` does. A catalog broken
    /// elsewhere than in the entries read is noticed when it is decoded whole (`CatalogSet.loadErrors`, which
    /// the catalog checks and tests read).
    func entry(_ key: String, in language: Language) -> CatalogEntry? {
        lock.lock()
        defer { lock.unlock() }
        if let done = cache[language] { return try? done.get().entries[key] }
        guard let bytes = json(for: language) else { return nil }
        let count = skims[language, default: 0] + 1
        skims[language] = count
        if count <= Self.skimmedLookups {
            switch Self.skim(key, in: bytes) {
            case .found(let entry): return entry
            case .absent: return nil
            case .unreadable: break
            }
        }
        let result = Result { () throws(CatalogError) in try StringCatalog(language: language, json: bytes) }
        cache[language] = result
        return try? result.get().entries[key]
    }

    /// One language's JSON, read from its source once; nil when the set has no such language.
    ///
    /// Call with `lock` held.
    private func json(for language: Language) -> [UInt8]? {
        if let read = bytes[language] { return read }
        guard let source = sources[language] else { return nil }
        let read = source()
        bytes[language] = read
        return read
    }

    /// Lookups per language answered from the JSON text before the catalog is decoded whole.
    static let skimmedLookups = 16

    /// What reading one entry from the JSON text gave.
    private enum Skim {
        case found(CatalogEntry)
        case absent
        /// Not an entry, or not JSON where it was read: the whole decode decides.
        case unreadable
    }

    /// Reads the entry for `key` on its own.
    private static func skim(_ key: String, in bytes: [UInt8]) -> Skim {
        do {
            guard let value = try JSONScanner.member(key, in: bytes) else { return .absent }
            return .found(try StringCatalog.entry(key: key, value: value))
        } catch {
            return .unreadable
        }
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
