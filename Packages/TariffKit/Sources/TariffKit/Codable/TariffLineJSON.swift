import Foundation

/// The JSON shape both breakdown lines share (``BreakdownLine`` of a mediation fee, ``AttorneyLine`` of an attorney
/// fee): `kind`, `text` (written, never read: it is rendered from the values), `article`, `amount` (money as a
/// decimal string rounded to the kuruş, absent when the line has none) and `values` (the text's placeholders, exact).
enum TariffLineJSON {
    enum CodingKeys: String, CodingKey {
        case kind, text, article, amount, values
    }

    /// A line's members as read.
    struct Members<Kind: Decodable> {
        let kind: Kind
        let values: [BreakdownLine.Value]
        let article: String
        let amount: Decimal?
    }

    /// Reads the members of a line.
    ///
    /// - Throws: `DecodingError` for an unknown kind, a missing member or an amount that is not a decimal string.
    static func read<Kind: Decodable>(_ decoder: any Decoder, kind: Kind.Type) throws -> Members<Kind> {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        return Members(
            kind: try container.decode(Kind.self, forKey: .kind),
            values: try container.decode([BreakdownLine.Value].self, forKey: .values),
            article: try container.decode(String.self, forKey: .article),
            amount: try container.decodeMoneyIfPresent(forKey: .amount))
    }

    /// Writes a line's members, its text already rendered in the document's style.
    static func write<Kind: Encodable>(
        kind: Kind, text: String, article: String, amount: Decimal?, values: [BreakdownLine.Value],
        to encoder: any Encoder
    ) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(text, forKey: .text)
        try container.encode(article, forKey: .article)
        try container.encodeMoneyIfPresent(amount, forKey: .amount)
        try container.encode(values, forKey: .values)
    }
}
