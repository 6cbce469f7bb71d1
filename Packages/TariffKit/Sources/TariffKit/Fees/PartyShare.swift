import Foundation

/// One party's (or side's) equal share of the fee and who pays it, in TL rounded to the kuruş.
public struct PartyShare: Sendable, Equatable {
    /// The party's share of the part of the fee the parties bear (Madde 3(1)).
    public let share: Decimal
    /// How much of it the state pays (consumer disputes, TKHK 73/A(3)); 0 otherwise.
    public let paidByState: Decimal
    /// How much the party pays itself: `share − paidByState`.
    public var paidByParty: Decimal { share - paidByState }

    /// Creates a share.
    public init(share: Decimal, paidByState: Decimal) {
        self.share = share
        self.paidByState = paidByState
    }
}
