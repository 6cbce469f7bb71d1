extension ConversionRequest: Codable {
    private enum CodingKeys: String, CodingKey {
        case input, parts, targets, isInterval
    }

    /// Reads `{"input": …, "parts": […], "targets": […], "isInterval": false}`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when `parts` or `targets` is empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let parts = try container.decode([QuantityPart].self, forKey: .parts)
        let targets = try container.decode([ResolvedUnit].self, forKey: .targets)
        guard !parts.isEmpty, !targets.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: parts.isEmpty ? .parts : .targets, in: container,
                debugDescription: "a request needs at least one term and one target")
        }
        self.init(
            input: try container.decode(String.self, forKey: .input), parts: parts, targets: targets,
            isInterval: try container.decode(Bool.self, forKey: .isInterval))
    }

    /// Writes the four fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input, forKey: .input)
        try container.encode(parts, forKey: .parts)
        try container.encode(targets, forKey: .targets)
        try container.encode(isInterval, forKey: .isInterval)
    }
}
