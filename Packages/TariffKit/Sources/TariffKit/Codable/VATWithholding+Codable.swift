extension VATWithholding: Codable {
    /// Reads the fraction as `denklem smm --vat-withholding` takes it: `"5/10"`, with the same checks as
    /// ``init(parsing:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text is not a fraction KDV uses.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text)” is not a KDV withholding n/d with 1 ≤ n ≤ d ≤ 10")
        }
    }

    /// Writes `"5/10"` (``description``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
