import Foundation
import Localization

extension AttorneyLine: Codable {
    enum CodingKeys: String, CodingKey {
        case kind, text, article, amount, values
    }

    /// Reads a line of `denklem attorney --json`'s `breakdown` (`text` is not read: it is rendered from the values).
    ///
    /// - Throws: `DecodingError` for an unknown kind, a missing member or an amount that is not a decimal string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(Kind.self, forKey: .kind),
            values: try container.decode([BreakdownLine.Value].self, forKey: .values),
            article: try container.decode(String.self, forKey: .article),
            amount: try container.decodeMoneyIfPresent(forKey: .amount))
    }

    /// Writes the line as `denklem attorney --json` does, its `text` in Turkish (the tariff's language); an
    /// ``AttorneyDocument`` writes it in the document's language.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, style: TariffTextStyle(language: .turkish))
    }

    /// Writes the line with its `text` in `style`: `kind`, `text`, `article`, `amount` (money, rounded to the kuruş;
    /// absent when the line has none) and `values` (the text's placeholders, exact).
    func encode(to encoder: any Encoder, style: TariffTextStyle) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(formatted(style), forKey: .text)
        try container.encode(article, forKey: .article)
        try container.encodeMoneyIfPresent(amount, forKey: .amount)
        try container.encode(values, forKey: .values)
    }
}

/// An attorney-fee line with the style its text is written in.
struct StyledAttorneyLine: Encodable {
    let line: AttorneyLine
    let style: TariffTextStyle

    func encode(to encoder: any Encoder) throws { try line.encode(to: encoder, style: style) }
}
