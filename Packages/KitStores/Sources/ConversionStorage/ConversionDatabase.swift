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

    /// How the database is opened for writing: WAL, `synchronous=NORMAL`, no checkpoint on close, and an automatic
    /// checkpoint once the WAL holds ``walCheckpointPages`` pages.
    ///
    /// So recording a conversion usually costs no fsync (issue 17: `unitconv 1 mile km` as fast as GNU units). The
    /// `-wal` and `-shm` files stay beside the database between runs; every run reads the WAL's frames once to
    /// rebuild its index, so the WAL is kept short: a commit that leaves it at ``walCheckpointPages`` pages or more
    /// copies it into the file and truncates it (fsyncs about once every 16 conversions). The trade-off: a power loss or kernel crash may roll back the
    /// conversions recorded since the last checkpoint (the history is secondary and re-created by use); it never
    /// corrupts the database, and a crash of the process loses nothing. Favorites are written rarely and by hand,
    /// and share the file and this rule.
    public static let readWrite: DatabaseConfiguration = {
        var configuration = DatabaseConfiguration(checkpointsOnClose: false)
        configuration.truncatingCheckpointPages = walCheckpointPages
        // Not `locksExclusively` (issue 32): under a crowd of parallel runs (40 conversions and `favorites add`),
        // a connection that keeps the file locked until it closes made the others wait the whole busy timeout
        // and lose their history. Each run now holds the write lock only for its one transaction.
        configuration.locksExclusively = false
        return configuration
    }()

    /// The WAL size, in pages, at which a commit checkpoints and truncates the WAL (``readWrite``): a conversion
    /// adds about 2 pages, and a start reads at most this many (before, the WAL grew by every conversion and each
    /// start read all of it).
    public static let walCheckpointPages: Int32 = 32

    /// The history (capacity `ConversionHistoryPolicy.capacity`; the rows of `SQLiteBoundedLog<HistoryEntry>`,
    /// written without its generic type) and favorites stores on an open database.
    ///
    /// - Throws: `StorageError` when the history log cannot be prepared.
    public static func stores(in database: SQLiteDatabase) throws(StorageError) -> ConversionStores {
        ConversionStores(
            history: try SQLiteConversionHistory(database: database),
            favorites: StoredFavorites(database: database, collection: favoritesCollection))
    }
}
