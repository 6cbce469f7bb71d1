extension VATWithholding: Codable {
    private enum CodingKeys: String, CodingKey {
        case numerator, denominator
    }

    /// Reads `{"numerator": 5, "denominator": 10}`, with the same checks as ``init(numerator:denominator:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the fraction is not one KDV uses.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let numerator = try container.decode(Int.self, forKey: .numerator)
        let denominator = try container.decode(Int.self, forKey: .denominator)
        do {
            try self.init(numerator: numerator, denominator: denominator)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .denominator, in: container,
                debugDescription: "\(numerator)/\(denominator) is not 1 ≤ n ≤ d ≤ 10")
        }
    }

    /// Writes `{"numerator": 5, "denominator": 10}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(numerator, forKey: .numerator)
        try container.encode(denominator, forKey: .denominator)
    }
}
