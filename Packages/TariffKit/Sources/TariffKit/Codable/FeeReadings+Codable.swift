extension FeeReadings: Codable {
    /// Reads the readings by name, as `--reading NAME=VALUE` takes them: `{"minimumScope": "perMediator",
    /// "partySplit": "perSide"}`; a reading left out keeps its documented default.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an unknown reading or value (the error names the choices).
    public init(from decoder: any Decoder) throws {
        self = try Self.table.decode(from: decoder, defaults: .defaults)
    }

    /// Writes every reading by name with its value (`"nonMonetaryMinimum": "applies"`, …).
    public func encode(to encoder: any Encoder) throws {
        try Self.table.encode(self, to: encoder)
    }
}
