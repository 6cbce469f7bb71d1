import Foundation

/// The outcome of a fee calculation.
///
/// Money fields are TL rounded to the kuruş; breakdown amounts are exact.
public struct FeeResult: Sendable, Equatable {
    /// The tariff year used.
    public let tariffYear: Int
    /// Where that tariff was published.
    public let gazette: GazetteReference
    /// The dispute type.
    public let disputeType: DisputeType
    /// The whole fee, all mediators together.
    public let total: Decimal
    /// Each mediator's part; adds up to ``total`` (kuruş remainder rule, ``Kurus/split(_:into:)``).
    public let perMediator: [Decimal]
    /// Each party's share of the fee the parties bear.
    ///
    /// For a series: of one file's fee.
    public let partyShares: [PartyShare]
    /// The fee of one file in a series, `nil` otherwise.
    public let perFile: Decimal?
    /// What the Ministry of Justice budget pays (mandatory mediation without agreement; consumer's share).
    public let statePays: Decimal
    /// What the parties pay together: `total − statePays`.
    public let partiesPay: Decimal
    /// The steps of the calculation.
    public let breakdown: [BreakdownLine]
    /// The provisions applied, in order of first use.
    public let articles: [String]
    /// The readings and conventions used, as ids (`minimumScope.total`, `rounding.halfUpAtEnd`, …).
    public let assumptions: [String]

    /// Creates a result; ``FeeCalculator`` is the usual way.
    public init(
        tariffYear: Int, gazette: GazetteReference, disputeType: DisputeType, total: Decimal, perMediator: [Decimal],
        partyShares: [PartyShare], perFile: Decimal?, statePays: Decimal, breakdown: [BreakdownLine],
        articles: [String], assumptions: [String]
    ) {
        self.tariffYear = tariffYear
        self.gazette = gazette
        self.disputeType = disputeType
        self.total = total
        self.perMediator = perMediator
        self.partyShares = partyShares
        self.perFile = perFile
        self.statePays = statePays
        self.partiesPay = total - statePays
        self.breakdown = breakdown
        self.articles = articles
        self.assumptions = assumptions
    }
}
