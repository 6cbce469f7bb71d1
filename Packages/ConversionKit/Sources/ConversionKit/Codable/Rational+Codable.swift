extension Rational: Codable {
    /// Reads the exact text ``description`` writes: `"0.3048"`, `"1/3"`, `"-40"` (a string, so no JSON reader
    /// rounds it through a double).
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not an exact literal.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Rational(exactLiteral: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text)” is not an exact number")
        }
        self = value
    }

    /// Writes ``description`` as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
