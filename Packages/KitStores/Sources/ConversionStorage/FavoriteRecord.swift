import ConversionKit

/// One favorite as stored: the pair and a stable id derived from it.
public struct FavoriteRecord: Codable, Identifiable, Sendable, Equatable {
    /// `<from id>><to id>`, for example `length.kilometer>length.mile`.
    public let id: String
    /// The unit converted from (a ConversionKit unit id).
    public let fromID: String
    /// The unit converted to (a ConversionKit unit id).
    public let toID: String

    /// The record of a pair.
    public init(_ pair: FavoritePair) {
        id = "\(pair.fromID)>\(pair.toID)"
        fromID = pair.fromID
        toID = pair.toID
    }

    /// The pair it records.
    public var pair: FavoritePair { FavoritePair(fromID: fromID, toID: toID) }
}
