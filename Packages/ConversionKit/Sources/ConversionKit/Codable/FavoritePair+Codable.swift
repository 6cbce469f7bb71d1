extension FavoritePair: Codable {
    private enum CodingKeys: String, CodingKey {
        case from, to
    }

    /// Reads `{"from": "length.kilometer", "to": "length.mile"}`.
    ///
    /// - Throws: `DecodingError` for a missing member.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            fromID: try container.decode(String.self, forKey: .from),
            toID: try container.decode(String.self, forKey: .to))
    }

    /// Writes the unit ids as `from` and `to`, the names of a conversion's JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fromID, forKey: .from)
        try container.encode(toID, forKey: .to)
    }
}
