import ConversionKit
import Storage

/// One favorite as stored: the pair and a stable id derived from it.
struct FavoriteRecord: Codable, Identifiable, Sendable, Equatable {
    /// `<from id>><to id>`, for example `length.kilometer>length.mile`.
    let id: String
    /// The unit converted from.
    let fromID: String
    /// The unit converted to.
    let toID: String

    init(_ pair: FavoritePair) {
        id = "\(pair.fromID)>\(pair.toID)"
        fromID = pair.fromID
        toID = pair.toID
    }

    var pair: FavoritePair { FavoritePair(fromID: fromID, toID: toID) }
}

/// ConversionKit's favorites protocol on Storage's record store (first-insertion order).
struct StoredFavorites: FavoritesStore {
    /// The records; `SQLiteRecordStore` in the tool, `InMemoryRecordStore` in tests.
    let records: any RecordStore<FavoriteRecord>

    func favorites() throws -> [FavoritePair] {
        try records.all().map(\.pair)
    }

    func addFavorite(_ pair: FavoritePair) throws -> Bool {
        let record = FavoriteRecord(pair)
        guard try records.record(withID: record.id) == nil else { return false }
        try records.insert(record)
        return true
    }

    func removeFavorite(_ pair: FavoritePair) throws -> Bool {
        try records.delete(withID: FavoriteRecord(pair).id)
    }
}
