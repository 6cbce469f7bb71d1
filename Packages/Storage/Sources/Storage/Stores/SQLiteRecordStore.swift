/// `RecordStore` in a `SQLiteDatabase` opened with `StoreSchema.migrations`; records are JSON text (`StoredJSON`).
public struct SQLiteRecordStore<Record: Codable & Identifiable & Sendable>: RecordStore where Record.ID: Codable {
    private let database: SQLiteDatabase
    private let collection: String

    /// Creates the store for records of `collection` (for example `"routes"`); collections in the same
    /// database are independent.
    public init(database: SQLiteDatabase, collection: String) {
        self.database = database
        self.collection = collection
    }

    /// Adds a new record at the end of the order; `.constraintViolation` when the id exists.
    public func insert(_ record: Record) throws(StorageError) {
        let (id, body) = (try StoredJSON.encode(record.id), try StoredJSON.encode(record))
        try database.transaction { session throws(StorageError) in
            try session.execute(
                "INSERT INTO storage_records (collection, id, body) VALUES (?, ?, ?)", [collection, id, body])
        }
    }

    /// Replaces the record with the same id in place; `.notFound` when there is none.
    public func update(_ record: Record) throws(StorageError) {
        let (id, body) = (try StoredJSON.encode(record.id), try StoredJSON.encode(record))
        let changed = try database.transaction { session throws(StorageError) in
            try session.execute(
                "UPDATE storage_records SET body = ? WHERE collection = ? AND id = ?", [body, collection, id])
        }
        guard changed > 0 else {
            throw StorageError(kind: .notFound, message: "no record \(id) in \(collection)")
        }
    }

    /// Inserts the record or replaces the one with the same id in place.
    public func save(_ record: Record) throws(StorageError) {
        let (id, body) = (try StoredJSON.encode(record.id), try StoredJSON.encode(record))
        try database.transaction { session throws(StorageError) in
            try session.execute(
                """
                INSERT INTO storage_records (collection, id, body) VALUES (?, ?, ?)
                ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body
                """, [collection, id, body])
        }
    }

    /// The record with `id`, or nil.
    public func record(withID id: Record.ID) throws(StorageError) -> Record? {
        let key = try StoredJSON.encode(id)
        let body = try database.read { session throws(StorageError) in
            try session.scalar(
                "SELECT body FROM storage_records WHERE collection = ? AND id = ?", [collection, key], as: String.self)
        }
        guard let body else { return nil }
        return try StoredJSON.decode(Record.self, from: body)
    }

    /// Deletes the record with `id`; returns whether one was deleted.
    @discardableResult
    public func delete(withID id: Record.ID) throws(StorageError) -> Bool {
        let key = try StoredJSON.encode(id)
        return try database.transaction { session throws(StorageError) in
            try session.execute("DELETE FROM storage_records WHERE collection = ? AND id = ?", [collection, key]) > 0
        }
    }

    /// All records in first-insertion order.
    public func all() throws(StorageError) -> [Record] {
        let bodies = try database.read { session throws(StorageError) in
            try session.query(
                "SELECT body FROM storage_records WHERE collection = ? ORDER BY position", [collection]
            ).map { row throws(StorageError) in try row.value(at: 0, as: String.self) }
        }
        return try bodies.map { body throws(StorageError) in try StoredJSON.decode(Record.self, from: body) }
    }

    /// The number of records.
    public func count() throws(StorageError) -> Int {
        try database.read { session throws(StorageError) in
            try session.scalar("SELECT count(*) FROM storage_records WHERE collection = ?", [collection], as: Int.self)
                ?? 0
        }
    }
}
