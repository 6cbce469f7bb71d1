/// A favourite conversion: an ordered pair of unit ids of one category.
public struct FavoritePair: Sendable, Hashable {
    /// Id of the unit converted from.
    public let fromID: String
    /// Id of the unit converted to.
    public let toID: String

    /// Creates a pair.
    public init(fromID: String, toID: String) {
        self.fromID = fromID
        self.toID = toID
    }
}
