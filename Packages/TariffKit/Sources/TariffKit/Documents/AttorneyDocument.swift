import Foundation
import Localization

/// An attorney fee as `denklem attorney --json` writes it (Docs/schemas/denklem-attorney.schema.json): the result
/// (the total a money string, `"10000.00"`), each step with its text in ``style``'s language and its exact values,
/// and the caveats.
///
/// ```swift
/// let tariff = try AttorneyTariffs.tariff(year: 2026)
/// let result = try AttorneyFeeCalculator(tariff: tariff).fee(for: .agreement(amount: 2_000_000))
/// let document = AttorneyDocument(result: result, style: TariffTextStyle(language: .english))
/// let json = try JSONEncoder().encode(document)   // {…,"tariffYear":2026,"total":"372500.00",…}
/// ```
public struct AttorneyDocument: Sendable, Equatable, Codable {
    /// The calculation.
    public var result: AttorneyResult
    /// The caveats (a reading the calculation never asked for).
    public var warnings: [DocumentWarning]
    /// The language of the breakdown texts (Turkish when read back: the texts are not read).
    public var style: TariffTextStyle

    /// Creates a document.
    public init(
        result: AttorneyResult, warnings: [DocumentWarning] = [],
        style: TariffTextStyle = TariffTextStyle(language: .turkish)
    ) {
        self.result = result
        self.warnings = warnings
        self.style = style
    }

    /// Reads `denklem attorney --json`.
    ///
    /// - Throws: `DecodingError` as ``AttorneyResult/init(from:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AttorneyCodingKeys.self)
        self.init(
            result: try AttorneyResult(from: decoder),
            warnings: try container.decode([DocumentWarning].self, forKey: .warnings))
    }

    /// Writes `denklem attorney --json`'s members.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AttorneyCodingKeys.self)
        try result.encodeMembers(into: &container, style: style)
        try container.encode(warnings, forKey: .warnings)
    }
}
