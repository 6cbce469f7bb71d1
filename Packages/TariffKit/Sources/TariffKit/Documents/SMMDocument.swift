/// A receipt as `denklem smm --json` writes it (Docs/schemas/denklem-smm.schema.json): the receipt's members and the
/// caveats.
public struct SMMDocument: Sendable, Equatable, Codable {
    /// The receipt.
    public var receipt: SMMReceipt
    /// The caveats (an inverse that is not exact, a KDV tevkifatı below the threshold).
    public var warnings: [DocumentWarning]

    private enum CodingKeys: String, CodingKey { case warnings }

    /// Creates a document.
    public init(receipt: SMMReceipt, warnings: [DocumentWarning] = []) {
        self.receipt = receipt
        self.warnings = warnings
    }

    /// Reads `denklem smm --json`.
    ///
    /// - Throws: `DecodingError` as ``SMMReceipt/init(from:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            receipt: try SMMReceipt(from: decoder),
            warnings: try container.decode([DocumentWarning].self, forKey: .warnings))
    }

    /// Writes the receipt's members and `warnings`.
    public func encode(to encoder: any Encoder) throws {
        try receipt.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(warnings, forKey: .warnings)
    }
}
