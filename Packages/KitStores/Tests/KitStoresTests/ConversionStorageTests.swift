import ConversionKit
import ConversionStorage
import Expectations
import Foundation
import Storage
import StorageTestSupport
import Testing

/// ConversionKit's history and favorites protocols on Storage (the in-memory doubles and SQLite).
@Suite struct ConversionStorageTests {
    private func entry(_ index: Int) -> HistoryEntry {
        HistoryEntry(
            date: Date(timeIntervalSince1970: Double(index)), input: "\(index)", fromID: "a", toID: "b",
            value: "1", exact: "1", precision: 8)
    }

    @Test func adaptersKeepConversionKitsSemanticsOnStoragesDoubles() throws {
        let history = StoredConversionHistory(log: try InMemoryBoundedLog<HistoryEntry>(capacity: 100))
        for index in 1...101 { try history.append(entry(index)) }
        #expect(try history.recent(limit: 200).count == 100)
        #expect(try history.recent(limit: 1).first?.input == "101")
        let favorites = StoredFavorites(records: InMemoryRecordStore<FavoriteRecord>())
        let pair = FavoritePair(fromID: "length.kilometer", toID: "length.mile")
        #expect(try favorites.addFavorite(pair))
        #expect(try !favorites.addFavorite(pair))
        #expect(try favorites.favorites() == [pair])
        #expect(try favorites.removeFavorite(pair))
        #expect(try favorites.favorites().isEmpty)
    }

    /// The SQLite stores survive reopening the file, and a read-only open of it still reads.
    @Test func sqliteStoresPersistAndReadBackReadOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kitstores-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nested/unitconv.sqlite").path
        let pair = FavoritePair(fromID: "length.kilometer", toID: "length.mile")
        do {
            let stores = try ConversionDatabase.stores(in: try ConversionDatabase.open(path: path))
            for index in 1...3 { try stores.history.append(entry(index)) }
            #expect(try stores.favorites.addFavorite(pair))
        }
        let reopened = try ConversionDatabase.stores(in: try ConversionDatabase.open(path: path, readOnly: true))
        #expect(try reopened.history.recent(limit: 10).map(\.input) == ["3", "2", "1"])
        #expect(try reopened.favorites.favorites() == [pair])
        expectEqual(reopened.history.capacity, ConversionHistoryPolicy.capacity)
    }
}
