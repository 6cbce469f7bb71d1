import ConversionKit
import Foundation
import Storage

/// Opens `unitconv`'s SQLite database and hands out the history and favorites stores on it
/// (Docs/storage.md "Opening the database").
///
/// The path rule (`--db` > `UNITCONV_DB` > XDG) belongs to the tool; this type only opens a given file.
public enum ConversionDatabase {
    /// The bounded log holding the history.
    public static let historyLog = "history"
    /// The record collection holding the favorites.
    public static let favoritesCollection = "favorites"

    /// Opens (creating directories and migrating as needed) the database at `path`.
    ///
    /// - Parameters:
    ///   - path: the database file.
    ///   - readOnly: true for commands that only read: an existing file is opened read-only (a read-only file
    ///     still lists, and no `-wal`/`-shm` file is left beside it); a missing file, or one whose schema still
    ///     needs a migration, is opened read-write.
    /// - Returns: the open database.
    /// - Throws: `StorageError` when the file cannot be created, opened or migrated.
    public static func open(path: String, readOnly: Bool = false) throws(StorageError) -> SQLiteDatabase {
        if readOnly && FileManager.default.fileExists(atPath: path) {
            do {
                return try SQLiteDatabase(
                    location: .file(path: path), migrations: StoreSchema.migrations,
                    configuration: DatabaseConfiguration(isReadOnly: true))
            } catch {
                // A schema that still needs migrating is opened read-write below.
                guard error.kind == .readOnly else { throw error }
            }
        }
        try DatabaseDirectory.prepare(forDatabaseAt: path)
        return try SQLiteDatabase(
            location: .file(path: path), migrations: StoreSchema.migrations, configuration: readWrite)
    }

    /// How the database is opened for writing: WAL, `synchronous=NORMAL`, and no checkpoint on close.
    ///
    /// So recording a conversion costs no fsync (issue 17: `unitconv 1 mile km` as fast as GNU units). SQLite's
    /// automatic checkpoint copies the WAL into the file once it holds about 1000 pages, so the `-wal` and `-shm`
    /// files stay beside the database between runs. The trade-off: a power loss or kernel crash may roll back the
    /// conversions recorded since the last checkpoint (the history is secondary and re-created by use); it never
    /// corrupts the database, and a crash of the process loses nothing. Favorites are written rarely and by hand,
    /// and share the file and this rule.
    public static let readWrite = DatabaseConfiguration(checkpointsOnClose: false)

    /// The history (capacity `ConversionHistoryPolicy.capacity`) and favorites stores on an open database.
    ///
    /// - Throws: `StorageError` when the history log cannot be prepared.
    public static func stores(in database: SQLiteDatabase) throws(StorageError) -> ConversionStores {
        let log = try SQLiteBoundedLog<HistoryEntry>(
            database: database, name: historyLog, capacity: ConversionHistoryPolicy.capacity)
        return ConversionStores(
            history: StoredConversionHistory(log: log),
            favorites: StoredFavorites(database: database, collection: favoritesCollection))
    }
}
