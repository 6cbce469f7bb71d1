extension ResolvedUnit: Codable {
    private enum CodingKeys: String, CodingKey {
        case unit, ambiguity
    }

    /// Reads `{"unit": "length.mile"}` (with `"ambiguity"` when an alias was resolved), the unit looked up by id in
    /// ``UnitCatalog/standard``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an id the standard catalog does not have.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .unit)
        guard let unit = UnitCatalog.standard.unit(withID: id) else {
            throw DecodingError.dataCorruptedError(
                forKey: .unit, in: container, debugDescription: "no unit with id “\(id)” in the standard catalog")
        }
        self.init(unit: unit, ambiguity: try container.decodeIfPresent(AmbiguousAlias.self, forKey: .ambiguity))
    }

    /// Writes the unit's id, and the ambiguity when there is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(unit.id, forKey: .unit)
        try container.encodeIfPresent(ambiguity, forKey: .ambiguity)
    }
}
