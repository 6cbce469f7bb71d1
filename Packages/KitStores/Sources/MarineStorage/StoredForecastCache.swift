import Foundation
import MarineWeather
import Storage

/// MarineKit's `ForecastCache` on Storage's settings store: one JSON value per cache key — one API answer for a
/// whole request, its body kept as received — in the namespace `denizrota.weather-cache` of the denizrota database.
///
/// The cache holds data that can be fetched again, so ``open(path:)`` opens its own connection with
/// `synchronous=NORMAL` (Storage `Durability.normal`): a write survives a crash of the process but not
/// necessarily a power cut, and a plan does not wait for fsyncs.
public struct StoredForecastCache: ForecastCache {
    /// The settings namespace of the cache entries.
    public static let namespace = "denizrota.weather-cache"

    private let settings: any SettingsStore

    /// Creates the cache over a settings store (SQLite in the tool, in memory in tests).
    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// Opens the database at `path` (created when missing) for the cache.
    ///
    /// - Throws: `StorageError` when the file cannot be opened or is not a denizrota database.
    public static func open(path: String) throws(StorageError) -> StoredForecastCache {
        try DatabaseDirectory.prepare(forDatabaseAt: path)
        let database = try SQLiteDatabase(
            location: .file(path: path), migrations: MarineDatabase.migrations,
            configuration: DatabaseConfiguration(durability: .normal))
        return StoredForecastCache(settings: SQLiteSettingsStore(database: database, namespace: namespace))
    }

    /// The entry under `key`.
    public func answer(forKey key: String) throws -> CachedAnswer? {
        try settings.value(forKey: key, as: CachedAnswer.self)
    }

    /// Stores every entry (each in its own short transaction), then its fetch time under `fetched/<key>`.
    public func store(_ answers: [String: CachedAnswer]) throws {
        for (key, answer) in answers.sorted(by: { $0.key < $1.key }) {
            try settings.setValue(answer, forKey: key)
            try settings.setValue(answer.fetchedAt, forKey: Self.fetchedPrefix + key)
        }
    }

    /// Removes every entry fetched before `cutoff` or after `latest`.
    ///
    /// Fetch times are read from the small `fetched/<key>` values; an entry without one (written by an older
    /// version, or by a concurrent writer between its two writes) is decoded to read its own time.
    public func removeAnswers(fetchedBefore cutoff: Date, orAfter latest: Date) throws {
        let keys = try settings.keys()
        let entries = keys.filter { !$0.hasPrefix(Self.fetchedPrefix) }
        for key in entries {
            let noted = try? settings.value(forKey: Self.fetchedPrefix + key, as: Date.self)
            let fetched = noted ?? (try? settings.value(forKey: key, as: CachedAnswer.self))?.fetchedAt
            guard let fetched, (cutoff...latest).contains(fetched) else {
                try settings.removeValue(forKey: key)
                try settings.removeValue(forKey: Self.fetchedPrefix + key)
                continue
            }
        }
        let known = Set(entries)
        for key in keys where key.hasPrefix(Self.fetchedPrefix) && !known.contains(String(key.dropFirst(8))) {
            try settings.removeValue(forKey: key)
        }
    }

    /// Prefix of the keys holding each entry's fetch time (pruning reads these instead of whole answers).
    public static let fetchedPrefix = "fetched/"
}
