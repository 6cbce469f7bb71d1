extension Tariff: Codable {
    /// Reads a tariff file, or `denklem tariff --json`, with every check of ``TariffParser/parse(_:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the ``TariffError`` naming the field.
    public init(from decoder: any Decoder) throws {
        let document = try TariffDocument(from: decoder)
        do {
            self = try TariffParser.tariff(document)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\(error)", underlyingError: error))
        }
    }

    /// Writes the tariff as a tariff file (schema version 2, ``TariffParser/schemaVersion``) with each band's bounds:
    /// `denklem tariff --json`.
    public func encode(to encoder: any Encoder) throws {
        try TariffDocument(self).encode(to: encoder)
    }
}
