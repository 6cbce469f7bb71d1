import Foundation
import Localization

/// The members of `denklem fee --json` (Docs/schemas/denklem-fee.schema.json): a ``FeeResult``'s, and a
/// ``FeeDocument``'s receipts and warnings.
enum FeeCodingKeys: String, CodingKey {
    case tariffYear, gazette, disputeType, total, perMediator, mediatorShares, perParty, partyShares, perFile
    case perFilePerParty, perFileShares, statePortion, statePays, partiesPay, breakdown, articles, assumptions
    case receipts, warnings
}

extension FeeResult: Codable {
    /// Reads `denklem fee --json`'s members (those a ``FeeDocument`` adds are ignored).
    ///
    /// - Throws: `DecodingError` for a missing member, an unknown dispute type or an amount that is not a decimal
    ///   string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FeeCodingKeys.self)
        self.init(
            tariffYear: try container.decode(Int.self, forKey: .tariffYear),
            gazette: try container.decode(GazetteReference.self, forKey: .gazette),
            disputeType: try container.decode(DisputeType.self, forKey: .disputeType),
            total: try container.decodeMoney(forKey: .total),
            perMediator: try container.decodeMoneyList(forKey: .mediatorShares),
            partyShares: try container.decode([PartyShare].self, forKey: .partyShares),
            perFileShares: try container.decodeIfPresent([PartyShare].self, forKey: .perFileShares),
            perFile: try container.decodeMoneyIfPresent(forKey: .perFile),
            statePortion: try container.decodeMoney(forKey: .statePortion),
            breakdown: try container.decode([BreakdownLine].self, forKey: .breakdown),
            articles: try container.decode([String].self, forKey: .articles),
            assumptions: try container.decode([String].self, forKey: .assumptions))
    }

    /// Writes the members of `denklem fee --json` (amounts as money strings, breakdown texts in Turkish).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FeeCodingKeys.self)
        try encodeMembers(into: &container, style: TariffTextStyle(language: .turkish), moreAssumptions: [])
    }

    /// Writes the members with the breakdown texts in `style` and `moreAssumptions` after the result's own.
    func encodeMembers(
        into container: inout KeyedEncodingContainer<FeeCodingKeys>, style: TariffTextStyle, moreAssumptions: [String]
    ) throws {
        try container.encode(tariffYear, forKey: .tariffYear)
        try container.encode(gazette, forKey: .gazette)
        try container.encode(disputeType, forKey: .disputeType)
        try container.encodeMoney(total, forKey: .total)
        try container.encodeMoney(perMediator.first ?? 0, forKey: .perMediator)
        try container.encode(perMediator.map(MoneyText.text), forKey: .mediatorShares)
        try container.encodeMoney(partyShares.first?.share ?? 0, forKey: .perParty)
        try container.encode(partyShares, forKey: .partyShares)
        try container.encodeMoneyIfPresent(perFile, forKey: .perFile)
        try container.encodeMoneyIfPresent(perFileShares?.first?.share, forKey: .perFilePerParty)
        try container.encodeIfPresent(perFileShares, forKey: .perFileShares)
        try container.encodeMoney(statePortion, forKey: .statePortion)
        try container.encodeMoney(statePays, forKey: .statePays)
        try container.encodeMoney(partiesPay, forKey: .partiesPay)
        try container.encode(breakdown.map { StyledBreakdownLine(line: $0, style: style) }, forKey: .breakdown)
        try container.encode(articles, forKey: .articles)
        try container.encode(assumptions + moreAssumptions, forKey: .assumptions)
    }
}
