import ConversionKit

/// The stores `unitconv` keeps: the conversion history and the favorite pairs.
public struct ConversionStores: Sendable {
    /// The last conversions (ConversionKit's protocol).
    public let history: any ConversionHistoryStore
    /// The favorite unit pairs (ConversionKit's protocol).
    public let favorites: any FavoritesStore

    /// Bundles two stores.
    public init(history: any ConversionHistoryStore, favorites: any FavoritesStore) {
        self.history = history
        self.favorites = favorites
    }
}
