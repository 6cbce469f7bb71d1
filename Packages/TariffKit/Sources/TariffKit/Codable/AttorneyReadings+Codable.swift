extension AttorneyReadings: Codable {
    /// Reads the readings by name, as `denklem attorney --reading NAME=VALUE` takes them: `{"tenancyBasis":
    /// "article16", "tenancyClaims": "sumFirst"}`; a reading left out keeps DENKLEM's default.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an unknown reading or value (the error names the choices).
    public init(from decoder: any Decoder) throws {
        self = try Self.table.decode(from: decoder, defaults: AttorneyReadings())
    }

    /// Writes both readings by name with their values (`"tenancyBasis": "article9"`, …).
    public func encode(to encoder: any Encoder) throws {
        try Self.table.encode(self, to: encoder)
    }
}
