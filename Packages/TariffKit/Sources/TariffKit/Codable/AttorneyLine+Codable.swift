import Foundation
import Localization

extension AttorneyLine: Codable {
    /// Reads a line of `denklem attorney --json`'s `breakdown` (`text` is not read: it is rendered from the values).
    ///
    /// - Throws: `DecodingError` for an unknown kind, a missing member or an amount that is not a decimal string.
    public init(from decoder: any Decoder) throws {
        let members = try TariffLineJSON.read(decoder, kind: Kind.self)
        self.init(kind: members.kind, values: members.values, article: members.article, amount: members.amount)
    }

    /// Writes the line as `denklem attorney --json` does, its `text` in Turkish (the tariff's language); an
    /// ``AttorneyDocument`` writes it in the document's language.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, style: TariffTextStyle(language: .turkish))
    }

    /// Writes the line with its `text` in `style` (`TariffLineJSON`'s members).
    func encode(to encoder: any Encoder, style: TariffTextStyle) throws {
        try TariffLineJSON.write(
            kind: kind, text: formatted(style), article: article, amount: amount, values: values, to: encoder)
    }
}

/// An attorney-fee line with the style its text is written in.
struct StyledAttorneyLine: Encodable {
    let line: AttorneyLine
    let style: TariffTextStyle

    func encode(to encoder: any Encoder) throws { try line.encode(to: encoder, style: style) }
}
