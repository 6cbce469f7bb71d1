import Foundation

/// How the mediation ended, as far as the fee is concerned.
public enum FeeOutcome: Sendable, Equatable {
    /// The parties agreed.
    case agreement(AgreementBasis)
    /// No agreement after `hours` of meetings (Part 1, Madde 7(3)); in mandatory mediation the state pays two hours.
    case noAgreement(hours: Decimal)
    /// A series of `files` agreed disputes with one party in common within a month (Madde 7(4)).
    case series(files: Int)
    /// A dava şartı file closed for a reason that leaves no fee due (Madde 5(2)): the fee is 0.
    case endedWithoutFee(NoFeeReason)
}
