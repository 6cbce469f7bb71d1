import ConversionKit
import Storage

/// ConversionKit's history protocol on Storage's ``SQLiteTextLog`` (append and prune in one transaction): the
/// history ``ConversionDatabase/stores(in:)`` opens.
///
/// The rows are those `SQLiteBoundedLog<HistoryEntry>` keeps (log `"history"`, `StoredJSON` text), written by hand
/// (``StoredHistoryText``) and without a generic store type, which the Swift runtime would build at every start
/// (issue 17: `unitconv 1 mile km`).
struct SQLiteConversionHistory: ConversionHistoryStore {
    /// The log's rows.
    let log: SQLiteTextLog
    /// The database, rewritten after a clear so the cleared rows are gone from the file.
    let database: SQLiteDatabase

    /// The history on an open database, keeping `ConversionHistoryPolicy.capacity` entries.
    init(database: SQLiteDatabase) throws(StorageError) {
        self.database = database
        log = try SQLiteTextLog(
            database: database, name: ConversionDatabase.historyLog, capacity: ConversionHistoryPolicy.capacity)
    }

    /// ConversionKit's policy: 100.
    var capacity: Int { log.capacity }

    /// Appends one conversion (the oldest beyond the capacity are dropped in the same transaction).
    func append(_ entry: HistoryEntry) throws {
        try log.append(body: try StoredHistoryText.text(of: entry))
    }

    /// The newest `limit` conversions, newest first.
    func recent(limit: Int) throws -> [HistoryEntry] {
        try log.bodies(limit: limit).map { body throws(StorageError) in
            try StoredJSON.decode(HistoryEntry.self, from: body)
        }
    }

    /// Removes every conversion, then rewrites the file and its WAL without them (issue 28: before, the cleared
    /// values stayed readable there; `SQLiteDatabase.scrubDeletedContent()`).
    func clearHistory() throws {
        try log.clear()
        try database.scrubDeletedContent()
    }
}
