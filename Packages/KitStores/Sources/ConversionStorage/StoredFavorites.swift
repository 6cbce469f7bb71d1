import ConversionKit
import Storage

/// ConversionKit's favorites protocol on Storage's record store (first-insertion order).
public struct StoredFavorites: FavoritesStore {
    /// The records; `SQLiteRecordStore` in the tool, `InMemoryRecordStore` in tests.
    public let records: any RecordStore<FavoriteRecord>

    /// Creates the store over a record collection.
    public init(records: any RecordStore<FavoriteRecord>) {
        self.records = records
    }

    /// The favorites in the order they were added.
    public func favorites() throws -> [FavoritePair] {
        try records.all().map(\.pair)
    }

    /// Adds a pair; false when it is already a favorite.
    public func addFavorite(_ pair: FavoritePair) throws -> Bool {
        let record = FavoriteRecord(pair)
        guard try records.record(withID: record.id) == nil else { return false }
        try records.insert(record)
        return true
    }

    /// Removes a pair; false when it was not a favorite.
    public func removeFavorite(_ pair: FavoritePair) throws -> Bool {
        try records.delete(withID: FavoriteRecord(pair).id)
    }
}
