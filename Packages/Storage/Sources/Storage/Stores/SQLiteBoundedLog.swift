/// `BoundedLog` in a `SQLiteDatabase` opened with `StoreSchema.migrations`; entries are JSON text (`StoredJSON`),
/// kept in the rows of a ``SQLiteTextLog`` of the same name.
public struct SQLiteBoundedLog<Entry: Codable & Sendable>: BoundedLog {
    /// The most entries kept.
    public var capacity: Int { rows.capacity }
    private let rows: SQLiteTextLog

    /// Creates the log called `name` (for example `"history"`) keeping at most `capacity` entries.
    ///
    /// A smaller capacity than before takes effect at the next append.
    ///
    /// - Throws: `StorageError` of kind `.invalidArgument` when `capacity` is below 1.
    public init(database: SQLiteDatabase, name: String, capacity: Int) throws(StorageError) {
        rows = try SQLiteTextLog(database: database, name: name, capacity: capacity)
    }

    /// Appends `entry` and prunes to `capacity` in one transaction.
    public func append(_ entry: Entry) throws(StorageError) {
        try rows.append(body: try StoredJSON.encode(entry))
    }

    /// The newest entries first, at most `limit` (all when nil).
    public func entries(limit: Int?) throws(StorageError) -> [Entry] {
        try rows.bodies(limit: limit).map { body throws(StorageError) in try StoredJSON.decode(Entry.self, from: body) }
    }

    /// The number of entries.
    public func count() throws(StorageError) -> Int {
        try rows.count()
    }

    /// Removes every entry of this log.
    public func clear() throws(StorageError) {
        try rows.clear()
    }
}
