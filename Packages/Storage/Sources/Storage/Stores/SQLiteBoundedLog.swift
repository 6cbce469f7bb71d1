/// `BoundedLog` in a `SQLiteDatabase` opened with `StoreSchema.migrations`; entries are JSON text (`StoredJSON`).
public struct SQLiteBoundedLog<Entry: Codable & Sendable>: BoundedLog {
    /// The most entries kept.
    public let capacity: Int
    private let database: SQLiteDatabase
    private let name: String

    /// Creates the log called `name` (for example `"history"`) keeping at most `capacity` entries.
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

    /// Appends `entry` and prunes to `capacity` in one transaction.
    public func append(_ entry: Entry) throws(StorageError) {
        let body = try StoredJSON.encode(entry)
        try database.transaction { session throws(StorageError) in
            try session.execute("INSERT INTO storage_log_entries (log, body) VALUES (?, ?)", [name, body])
            try session.execute(
                """
                DELETE FROM storage_log_entries WHERE log = ?1 AND sequence NOT IN
                    (SELECT sequence FROM storage_log_entries WHERE log = ?1 ORDER BY sequence DESC LIMIT ?2)
                """, [name, capacity])
        }
    }

    /// The newest entries first, at most `limit` (all when nil).
    public func entries(limit: Int?) throws(StorageError) -> [Entry] {
        let bodies = try database.read { session throws(StorageError) in
            try session.query(
                "SELECT body FROM storage_log_entries WHERE log = ? ORDER BY sequence DESC LIMIT ?",
                [name, limit.map { max($0, 0) } ?? -1]
            ).map { row throws(StorageError) in try row.value(at: 0, as: String.self) }
        }
        return try bodies.map { body throws(StorageError) in try StoredJSON.decode(Entry.self, from: body) }
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
