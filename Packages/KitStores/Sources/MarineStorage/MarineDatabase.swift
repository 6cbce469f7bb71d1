import Foundation
import Storage

/// Opens the SQLite database shared by `denizrota` and `denizrotad` (Docs/storage.md "Opening the database") and
/// hands out the stores on it: routes, the boat, trips and the forecast cache.
///
/// One file, one schema (``migrations``), one path rule for both tools. Durability is chosen per
/// connection: `.normal` (the default) keeps every committed transaction across a crash of the process;
/// `denizrotad` opens its connection with `.full` so recorded positions also survive a power cut
/// (Docs/denizrotad.md "Storage").
public enum MarineDatabase {
    /// The schema of the shared database: Storage's tables (`StoreSchema`), then MarineStorage's (``MarineSchema``).
    public static let migrations = StoreSchema.migrations + MarineSchema.migrations

    /// The environment variable naming the database file.
    public static let environmentVariable = "DENIZROTA_DB"

    /// The database path: `--db` value > `DENIZROTA_DB` > `$XDG_DATA_HOME/denizrota/denizrota.sqlite`.
    public static func path(option: String?, environment: [String: String]) -> String {
        if let option, !option.isEmpty { return option }
        if let variable = environment[environmentVariable], !variable.isEmpty { return variable }
        let home = environment["HOME"] ?? "/tmp"
        return DatabasePath.defaultPath(forTool: "denizrota", environment: environment, homeDirectory: home)
    }

    /// Creates missing directories and opens (migrating) the database at `path` with `synchronous=NORMAL`.
    public static func open(path: String) throws(StorageError) -> SQLiteDatabase {
        try open(path: path, durability: .normal)
    }

    /// Creates missing directories and opens (migrating) the database at `path`.
    ///
    /// - Parameters:
    ///   - path: the database file.
    ///   - durability: `.normal` survives a process crash; `.full` also a power loss (one fsync per commit).
    ///   - busyTimeoutMilliseconds: how long a statement waits for another connection's lock (default 10 s;
    ///     `denizrotad` waits 250 ms so its loop keeps answering signals and keeps positions buffered instead).
    /// - Returns: the open database.
    /// - Throws: `StorageError` when the file cannot be created, opened or migrated (it is left untouched).
    public static func open(path: String, durability: Durability, busyTimeoutMilliseconds: Int32 = 10_000)
        throws(StorageError) -> SQLiteDatabase
    {
        try DatabaseDirectory.prepare(forDatabaseAt: path)
        return try SQLiteDatabase(
            location: .file(path: path), migrations: migrations,
            configuration: DatabaseConfiguration(
                durability: durability, busyTimeoutMilliseconds: busyTimeoutMilliseconds))
    }

    /// Opens the database for a command that only reads (`route list|show|export`, `trip list|show|export`).
    ///
    /// An existing file is opened read-only (`DatabaseConfiguration.isReadOnly`): a read-only file or folder still
    /// reads, and no `-wal`/`-shm` file is left beside it. A file from before MarineStorage's steps (routes as JSON
    /// texts, no `routeRows`) is opened read-only with Storage's schema only, and its routes are read from the JSON
    /// texts (``StoredRoutes``); the next command that writes migrates it. A missing file, or one whose Storage
    /// schema still needs a migration, is opened like ``open(path:)``.
    ///
    /// - Parameter path: the database file.
    /// - Returns: the open database.
    /// - Throws: `StorageError` when the file cannot be opened.
    public static func openForReading(path: String) throws(StorageError) -> SQLiteDatabase {
        guard FileManager.default.fileExists(atPath: path) else { return try open(path: path) }
        for schema in [migrations, StoreSchema.migrations] {
            do {
                return try SQLiteDatabase(
                    location: .file(path: path), migrations: schema,
                    configuration: DatabaseConfiguration(isReadOnly: true))
            } catch {
                guard error.kind == .readOnly else { throw error }
            }
        }
        return try open(path: path)
    }

    /// The route and boat stores on an open database.
    public static func stores(in database: SQLiteDatabase) -> (routes: StoredRoutes, boat: StoredBoatSettings) {
        (
            StoredRoutes(database: database),
            StoredBoatSettings(
                settings: SQLiteSettingsStore(database: database, namespace: StoredBoatSettings.namespace))
        )
    }

    /// The trip store (records in `trips`, positions in the series `trip-ID`) on an open database.
    public static func trips(in database: SQLiteDatabase) -> SeriesTripStore {
        SeriesTripStore(database: database)
    }

    /// The forecast cache (namespace `denizrota.weather-cache`) on an open database.
    public static func forecastCache(in database: SQLiteDatabase) -> StoredForecastCache {
        StoredForecastCache(
            settings: SQLiteSettingsStore(database: database, namespace: StoredForecastCache.namespace))
    }
}
