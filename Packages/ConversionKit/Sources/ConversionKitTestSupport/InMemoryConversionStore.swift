import ConversionKit
import Synchronization

/// History and favourites in memory, with the same semantics as the app's SQLite adapter: newest-first history
/// pruned to capacity on every append, favourites unique and in insertion order.
public final class InMemoryConversionStore: ConversionHistoryStore, FavoritesStore {
    private struct State {
        var history: [HistoryEntry] = []
        var favorites: [FavoritePair] = []
    }

    private let state = Mutex(State())

    /// The most history entries kept.
    public let capacity: Int

    /// An empty store.
    ///
    /// - Parameter capacity: history entries kept (default `ConversionHistoryPolicy.capacity`, 100).
    public init(capacity: Int = ConversionHistoryPolicy.capacity) {
        self.capacity = capacity
    }

    /// Appends and prunes the oldest entries beyond ``capacity``.
    public func append(_ entry: HistoryEntry) {
        state.withLock { state in
            state.history.append(entry)
            if state.history.count > capacity { state.history.removeFirst(state.history.count - capacity) }
        }
    }

    /// Up to `limit` entries, newest first.
    public func recent(limit: Int) -> [HistoryEntry] {
        state.withLock { Array($0.history.reversed().prefix(max(0, limit))) }
    }

    /// Deletes every history entry.
    public func clearHistory() {
        state.withLock { $0.history.removeAll() }
    }

    /// Every favourite in insertion order.
    public func favorites() -> [FavoritePair] {
        state.withLock { $0.favorites }
    }

    /// Appends unless present.
    @discardableResult public func addFavorite(_ pair: FavoritePair) -> Bool {
        state.withLock { state in
            guard !state.favorites.contains(pair) else { return false }
            state.favorites.append(pair)
            return true
        }
    }

    /// Removes when present.
    @discardableResult public func removeFavorite(_ pair: FavoritePair) -> Bool {
        state.withLock { state in
            guard let index = state.favorites.firstIndex(of: pair) else { return false }
            state.favorites.remove(at: index)
            return true
        }
    }
}
