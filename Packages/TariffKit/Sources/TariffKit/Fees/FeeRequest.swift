import Foundation

/// Everything a fee calculation needs besides the tariff and the readings.
public struct FeeRequest: Sendable, Equatable {
    /// The dispute type.
    public var disputeType: DisputeType
    /// How the mediation ended.
    public var outcome: FeeOutcome
    /// Number of persons who are parties, at least 2 (Part 1 brackets count persons).
    public var persons: Int
    /// Number of mediators, at least 1.
    public var mediators: Int
    /// Whether the mediation was mandatory (dava şartı): the state pays two hours when there is no agreement.
    public var isMandatory: Bool
    /// Another split the parties agreed (Madde 3(1) "aksi kararlaştırılmadıkça"): each share's percent, in party
    /// order, adding up to 100; `nil` for equal shares.
    public var split: [Decimal]?

    /// Creates a request; by default 2 persons, 1 mediator, voluntary.
    public init(
        disputeType: DisputeType, outcome: FeeOutcome, persons: Int = 2, mediators: Int = 1, isMandatory: Bool = false,
        split: [Decimal]? = nil
    ) {
        self.split = split
        self.disputeType = disputeType
        self.outcome = outcome
        self.persons = persons
        self.mediators = mediators
        self.isMandatory = isMandatory
    }
}
