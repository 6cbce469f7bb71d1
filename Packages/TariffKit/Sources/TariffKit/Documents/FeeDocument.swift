import Foundation
import Localization

/// A fee as `denklem fee --json` writes it (Docs/schemas/denklem-fee.schema.json): the result, the receipts per
/// payer when asked for (`--smm`) and the caveats.
///
/// ```swift
/// let document = FeeDocument(result: result, style: TariffTextStyle(language: .english))
/// let json = try JSONEncoder().encode(document)   // {"total":"84000.00","perMediator":"42000.00",…}
/// ```
///
/// Amounts are money strings (`"102750.00"`), the breakdown's `text` is in ``style``'s language.
public struct FeeDocument: Sendable, Equatable, Codable {
    /// The calculation.
    public var result: FeeResult
    /// One receipt per payer per mediator (``PayerReceipt/receipts(for:kinds:stateReading:year:calculator:)``), or
    /// `nil` when not asked for.
    public var receipts: [PayerReceipt]?
    /// How the state's payment was read for its receipts; said in `assumptions` as `stateSMM.<reading>` when there
    /// are receipts and the state pays.
    public var stateReading: PayerReceipt.StateReading?
    /// The caveats.
    public var warnings: [DocumentWarning]
    /// The language of the breakdown texts (Turkish when read back: the texts are not read).
    public var style: TariffTextStyle

    /// Creates a document.
    public init(
        result: FeeResult, receipts: [PayerReceipt]? = nil, stateReading: PayerReceipt.StateReading? = nil,
        warnings: [DocumentWarning] = [], style: TariffTextStyle = TariffTextStyle(language: .turkish)
    ) {
        self.result = result
        self.receipts = receipts
        self.stateReading = stateReading
        self.warnings = warnings
        self.style = style
    }

    /// The assumption that names the state's reading, when it applies: `stateSMM.vatIncluded`.
    public var stateAssumption: String? {
        guard receipts != nil, result.statePays > 0, let stateReading else { return nil }
        return Self.stateAssumptionPrefix + stateReading.rawValue
    }

    /// The assumptions the document states: the result's, then ``stateAssumption``.
    public var assumptions: [String] { result.assumptions + (stateAssumption.map { [$0] } ?? []) }

    private static let stateAssumptionPrefix = PayerReceipt.StateReading.readingName + "."

    /// Reads `denklem fee --json`.
    ///
    /// - Throws: `DecodingError` as ``FeeResult/init(from:)``, ``PayerReceipt/init(from:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FeeCodingKeys.self)
        let read = try FeeResult(from: decoder)
        let assumptions = read.assumptions.filter { !$0.hasPrefix(Self.stateAssumptionPrefix) }
        let reading = read.assumptions.first { $0.hasPrefix(Self.stateAssumptionPrefix) }.flatMap {
            PayerReceipt.StateReading(rawValue: String($0.dropFirst(Self.stateAssumptionPrefix.count)))
        }
        self.init(
            result: FeeResult(
                tariffYear: read.tariffYear, gazette: read.gazette, disputeType: read.disputeType, total: read.total,
                perMediator: read.perMediator, partyShares: read.partyShares, perFileShares: read.perFileShares,
                perFile: read.perFile, statePortion: read.statePortion, breakdown: read.breakdown,
                articles: read.articles, assumptions: assumptions),
            receipts: try container.decodeIfPresent([PayerReceipt].self, forKey: .receipts), stateReading: reading,
            warnings: try container.decode([DocumentWarning].self, forKey: .warnings))
    }

    /// Writes `denklem fee --json`'s members.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FeeCodingKeys.self)
        try result.encodeMembers(into: &container, style: style, moreAssumptions: stateAssumption.map { [$0] } ?? [])
        try container.encodeIfPresent(receipts, forKey: .receipts)
        try container.encode(warnings, forKey: .warnings)
    }
}
