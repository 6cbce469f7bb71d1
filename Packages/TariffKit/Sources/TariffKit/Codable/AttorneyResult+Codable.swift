import Foundation
import Localization

/// The members of `denklem attorney --json` (Docs/schemas/denklem-attorney.schema.json): an ``AttorneyResult``'s,
/// and an ``AttorneyDocument``'s warnings.
enum AttorneyCodingKeys: String, CodingKey {
    case tariffYear, gazette, effectiveFrom, total, breakdown, articles, assumptions, warnings
}

extension AttorneyResult: Codable {
    /// Reads `denklem attorney --json`'s members (the warnings an ``AttorneyDocument`` adds are ignored).
    ///
    /// - Throws: `DecodingError` for a missing member, an unknown line kind or an amount that is not a decimal
    ///   string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AttorneyCodingKeys.self)
        self.init(
            tariffYear: try container.decode(Int.self, forKey: .tariffYear),
            gazette: try container.decodeIfPresent(GazetteReference.self, forKey: .gazette),
            effectiveFrom: try container.decode(CivilDate.self, forKey: .effectiveFrom),
            total: try container.decodeMoney(forKey: .total),
            breakdown: try container.decode([AttorneyLine].self, forKey: .breakdown),
            articles: try container.decode([String].self, forKey: .articles),
            assumptions: try container.decode([String].self, forKey: .assumptions))
    }

    /// Writes the members of `denklem attorney --json` (the total as a money string, breakdown texts in Turkish).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AttorneyCodingKeys.self)
        try encodeMembers(into: &container, style: TariffTextStyle(language: .turkish))
    }

    /// Writes the members with the breakdown texts in `style`; `gazette` only when the tariff's is known.
    func encodeMembers(into container: inout KeyedEncodingContainer<AttorneyCodingKeys>, style: TariffTextStyle)
        throws
    {
        try container.encode(tariffYear, forKey: .tariffYear)
        try container.encodeIfPresent(gazette, forKey: .gazette)
        try container.encode(effectiveFrom, forKey: .effectiveFrom)
        try container.encodeMoney(total, forKey: .total)
        try container.encode(breakdown.map { StyledAttorneyLine(line: $0, style: style) }, forKey: .breakdown)
        try container.encode(articles, forKey: .articles)
        try container.encode(assumptions, forKey: .assumptions)
    }
}
