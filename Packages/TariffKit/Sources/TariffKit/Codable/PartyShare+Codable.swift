import Foundation

extension PartyShare: Codable {
    private enum CodingKeys: String, CodingKey {
        case share, paidByState, paidByParty
    }

    /// Reads `{"share": "51375.00", "paidByState": "0.00", "paidByParty": "51375.00"}` (`paidByParty` is derived,
    /// not read).
    ///
    /// - Throws: `DecodingError` when an amount is missing or not a decimal string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            share: try container.decodeMoney(forKey: .share),
            paidByState: try container.decodeMoney(forKey: .paidByState))
    }

    /// Writes the three amounts as money strings.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeMoney(share, forKey: .share)
        try container.encodeMoney(paidByState, forKey: .paidByState)
        try container.encodeMoney(paidByParty, forKey: .paidByParty)
    }
}
