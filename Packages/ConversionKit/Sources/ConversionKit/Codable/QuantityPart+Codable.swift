extension QuantityPart: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, valueText, unit, isDifference
    }

    /// Reads `{"value": …, "valueText": …, "unit": …}` and `"isDifference": true` when present (absent: false, as
    /// every part written before issue 32).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            value: try container.decode(Rational.self, forKey: .value),
            valueText: try container.decode(String.self, forKey: .valueText),
            unit: try container.decode(ResolvedUnit.self, forKey: .unit),
            isDifference: try container.decodeIfPresent(Bool.self, forKey: .isDifference) ?? false)
    }

    /// Writes the three fields, and `"isDifference": true` for a difference.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(valueText, forKey: .valueText)
        try container.encode(unit, forKey: .unit)
        if isDifference { try container.encode(true, forKey: .isDifference) }
    }
}
