/// The favorites as `unitconv favorites --json` writes them (Docs/schemas/unitconv-favorites.schema.json): each with
/// its number from 1, as `unitconv fav N` takes it.
public struct FavoriteList: Sendable, Hashable, Codable {
    /// One favorite and its number.
    public struct Item: Sendable, Hashable, Codable {
        /// Its number, from 1.
        public let number: Int
        /// The pair.
        public let pair: FavoritePair

        private enum CodingKeys: String, CodingKey { case number }

        /// Creates an item.
        public init(number: Int, pair: FavoritePair) {
            self.number = number
            self.pair = pair
        }

        /// Reads `{"number": 1, "from": …, "to": …}`.
        ///
        /// - Throws: `DecodingError` for a missing member.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(number: try container.decode(Int.self, forKey: .number), pair: try FavoritePair(from: decoder))
        }

        /// Writes `number` beside the pair's `from` and `to`.
        public func encode(to encoder: any Encoder) throws {
            try pair.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
        }
    }

    /// The favorites in order.
    public let favorites: [Item]

    /// Numbers the pairs from 1 in order.
    public init(_ pairs: [FavoritePair]) {
        favorites = pairs.enumerated().map { Item(number: $0.offset + 1, pair: $0.element) }
    }
}
