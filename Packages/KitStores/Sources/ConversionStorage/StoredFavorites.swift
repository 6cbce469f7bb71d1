import ConversionKit
import Storage

/// ConversionKit's favorites protocol on Storage's record store (first-insertion order).
public struct StoredFavorites: FavoritesStore {
    private let makeRecords: @Sendable () -> any RecordStore<FavoriteRecord>
    private let scrub: @Sendable () throws -> Void

    /// The records; `SQLiteRecordStore` in the tool, `InMemoryRecordStore` in tests.
    public var records: any RecordStore<FavoriteRecord> { makeRecords() }

    /// Creates the store over a record collection.
    public init(records: any RecordStore<FavoriteRecord>) {
        makeRecords = { records }
        scrub = {}
    }

    /// Creates the store over the favorites collection of a database, made when the favorites are first used.
    ///
    /// A conversion opens the database for its history only; building `SQLiteRecordStore<FavoriteRecord>` costs
    /// the runtime a search of the binary's conformance records (0.85 M instructions of `unitconv 1 mile km`,
    /// callgrind, issue 17), so it waits until a favorites command asks.
    public init(database: SQLiteDatabase, collection: String) {
        makeRecords = { SQLiteRecordStore<FavoriteRecord>(database: database, collection: collection) }
        scrub = { try database.scrubDeletedContent() }
    }

    /// Rewrites the database so removed pairs can no longer be read from its file or WAL.
    ///
    /// Called after `unitconv favorites clear` (issue 28); nothing for records in memory.
    public func scrubRemoved() throws {
        try scrub()
    }

    /// The favorites in the order they were added.
    public func favorites() throws -> [FavoritePair] {
        try records.all().map(\.pair)
    }

    /// Adds a pair; false when it is already a favorite.
    ///
    /// Another process may add the same pair between the check and the insert (issue 32: 40 parallel
    /// `favorites add`); its record then refuses this insert, and the pair is a favorite all the same.
    public func addFavorite(_ pair: FavoritePair) throws -> Bool {
        let record = FavoriteRecord(pair)
        guard try records.record(withID: record.id) == nil else { return false }
        do {
            try records.insert(record)
        } catch {
            guard error.kind == .constraintViolation, try records.record(withID: record.id) != nil else { throw error }
            return false
        }
        return true
    }

    /// Removes a pair; false when it was not a favorite.
    public func removeFavorite(_ pair: FavoritePair) throws -> Bool {
        try records.delete(withID: FavoriteRecord(pair).id)
    }
}
