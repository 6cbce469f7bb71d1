/// The rows of one bounded log as stored text: what `SQLiteBoundedLog` keeps, for a caller that encodes its entries
/// itself (in the `StoredJSON` form, so both types read each other's rows).
///
/// Not generic, so a short-lived program that appends one entry per run does not pay for `SQLiteBoundedLog`'s
/// generic type and `JSONEncoder` at every start (issue 17: `unitconv 1 mile km`, whose history store writes its
/// entry's JSON by hand). Open the database with `StoreSchema.migrations`.
public struct SQLiteTextLog: Sendable {
    /// The most entries kept.
    public let capacity: Int
    /// The log's name (for example `"history"`); logs of different names share the table and never mix.
    public let name: String
    private let database: SQLiteDatabase

    /// Creates the log called `name` keeping at most `capacity` entries.
    ///
    /// A smaller capacity than before takes effect at the next append.
    ///
    /// - Throws: `StorageError` of kind `.invalidArgument` when `capacity` is below 1.
    public init(database: SQLiteDatabase, name: String, capacity: Int) throws(StorageError) {
        guard capacity >= 1 else {
            throw StorageError(kind: .invalidArgument, message: "log capacity \(capacity) is below 1")
        }
        self.database = database
        self.name = name
        self.capacity = capacity
    }

    /// Appends `body` (an entry's JSON text) and prunes to `capacity` in one transaction.
    public func append(body: String) throws(StorageError) {
        try database.transaction { session throws(StorageError) in
            try session.execute("INSERT INTO storage_log_entries (log, body) VALUES (?, ?)", [name, body])
            try session.execute(
                """
                DELETE FROM storage_log_entries WHERE log = ?1 AND sequence NOT IN
                    (SELECT sequence FROM storage_log_entries WHERE log = ?1 ORDER BY sequence DESC LIMIT ?2)
                """, [name, capacity])
        }
    }

    /// The newest entries' texts first, at most `limit` (all when nil; none when `limit` ≤ 0).
    public func bodies(limit: Int?) throws(StorageError) -> [String] {
        try database.read { session throws(StorageError) in
            try session.query(
                "SELECT body FROM storage_log_entries WHERE log = ? ORDER BY sequence DESC LIMIT ?",
                [name, limit.map { max($0, 0) } ?? -1]
            ).map { row throws(StorageError) in try row.value(at: 0, as: String.self) }
        }
    }

    /// The number of entries.
    public func count() throws(StorageError) -> Int {
        try database.read { session throws(StorageError) in
            try session.scalar("SELECT count(*) FROM storage_log_entries WHERE log = ?", [name], as: Int.self) ?? 0
        }
    }

    /// Removes every entry of this log.
    public func clear() throws(StorageError) {
        try database.transaction { session throws(StorageError) in
            try session.execute("DELETE FROM storage_log_entries WHERE log = ?", [name])
        }
    }
}
