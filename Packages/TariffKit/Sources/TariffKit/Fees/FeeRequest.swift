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

    /// Creates a request; by default 2 persons, 1 mediator, voluntary.
    public init(
        disputeType: DisputeType, outcome: FeeOutcome, persons: Int = 2, mediators: Int = 1, isMandatory: Bool = false
    ) {
        self.disputeType = disputeType
        self.outcome = outcome
        self.persons = persons
        self.mediators = mediators
        self.isMandatory = isMandatory
    }
}
