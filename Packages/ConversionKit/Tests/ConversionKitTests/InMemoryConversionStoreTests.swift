import ConversionKit
import ConversionKitTestSupport
import Expectations
import Foundation
import Testing

@Suite struct InMemoryConversionStoreTests {
    static func entry(_ index: Int) -> HistoryEntry {
        HistoryEntry(
            date: Date(timeIntervalSince1970: TimeInterval(index)), input: "\(index) km mi", fromID: "length.kilometer",
            toID: "length.mile", value: "0", exact: "0", precision: 8)
    }

    @Test func historyKeepsTheNewestUpToCapacity() {
        let store = InMemoryConversionStore()
        for index in 1...105 { store.append(Self.entry(index)) }
        let all = store.recent(limit: 1_000)
        expectEqual(all.count, 100)
        expectEqual(all.first?.input, "105 km mi")
        expectEqual(all.last?.input, "6 km mi")
        expectEqual(store.recent(limit: 2).map(\.input), ["105 km mi", "104 km mi"])
        store.clearHistory()
        #expect(store.recent(limit: 10).isEmpty)
    }

    @Test func favoritesAreUniqueAndKeepTheUsersOrder() {
        let store = InMemoryConversionStore()
        let first = FavoritePair(fromID: "length.kilometer", toID: "length.mile")
        let second = FavoritePair(fromID: "mass.pound", toID: "mass.kilogram")
        #expect(store.addFavorite(first))
        #expect(store.addFavorite(second))
        #expect(!store.addFavorite(first))
        expectEqual(store.favorites(), [first, second])
        #expect(store.removeFavorite(first))
        #expect(!store.removeFavorite(first))
        expectEqual(store.favorites(), [second])
    }
}
