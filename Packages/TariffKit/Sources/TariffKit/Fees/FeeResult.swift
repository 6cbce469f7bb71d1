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
    /// Each party's share of the part of the whole fee the parties bear (``total`` − ``statePortion``).
    ///
    /// The shares add up to that part. In a series the first is the common party's, over all files; each other
    /// position holds the counterparties of every file together, each of whom pays only its own file's share
    /// (``perFileShares``).
    public let partyShares: [PartyShare]
    /// For a series, each party's share of one file's fee; `nil` otherwise.
    public let perFileShares: [PartyShare]?
    /// The fee of one file in a series, `nil` otherwise.
    public let perFile: Decimal?
    /// The state's two-hour payment in a mandatory mediation without agreement (HUAK 18/A(13)); 0 otherwise.
    ///
    /// Not part of any party's share.
    public let statePortion: Decimal
    /// What the Ministry of Justice budget pays: ``statePortion`` plus the consumer's share it pays (TKHK 73/A(3)).
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
        partyShares: [PartyShare], perFileShares: [PartyShare]?, perFile: Decimal?, statePortion: Decimal,
        breakdown: [BreakdownLine], articles: [String], assumptions: [String]
    ) {
        self.tariffYear = tariffYear
        self.gazette = gazette
        self.disputeType = disputeType
        self.total = total
        self.perMediator = perMediator
        self.partyShares = partyShares
        self.perFileShares = perFileShares
        self.perFile = perFile
        self.statePortion = statePortion
        self.statePays = statePortion + partyShares.reduce(Decimal(0)) { $0 + $1.paidByState }
        self.partiesPay = total - statePays
        self.breakdown = breakdown
        self.articles = articles
        self.assumptions = assumptions
    }
}
