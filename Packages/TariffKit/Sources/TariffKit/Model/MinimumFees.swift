import Foundation

/// The minimum fees when the parties agree (Madde 7(6) and 7(7)), in TL.
///
/// `nil` where the data lacks a figure.
public struct MinimumFees: Sendable, Equatable {
    /// Madde 7(7): any agreement, regardless of the amount.
    public let general: Decimal?
    /// Madde 7(6): commercial and partition disputes.
    public let commercial: Decimal?
    /// The dispute types that take the Madde 7(6) minimum.
    public let commercialTypes: [DisputeType]

    /// Creates the minimums.
    public init(general: Decimal?, commercial: Decimal?, commercialTypes: [DisputeType]) {
        self.general = general
        self.commercial = commercial
        self.commercialTypes = commercialTypes
    }
}
