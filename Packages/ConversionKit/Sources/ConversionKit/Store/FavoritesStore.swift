/// Persists favourite unit pairs in the order the user added them.
public protocol FavoritesStore: Sendable {
    /// Every favourite, in the user's order.
    func favorites() throws -> [FavoritePair]
    /// Appends a pair at the end; returns false (and changes nothing) when it is already a favourite.
    @discardableResult func addFavorite(_ pair: FavoritePair) throws -> Bool
    /// Removes a pair; returns false when it was not a favourite.
    @discardableResult func removeFavorite(_ pair: FavoritePair) throws -> Bool
}
