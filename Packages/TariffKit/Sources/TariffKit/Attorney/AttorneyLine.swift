import Foundation

/// One step of an attorney fee calculation; the catalog key is `attorney.breakdown.<kind>`, ``values`` fill its
/// placeholders in order.
public struct AttorneyLine: Sendable, Equatable {
    /// What the line says.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        /// The amount agreed. Values: amount.
        case agreedAmount
        /// Amount up to the small-claim ceiling: the row 6 fee is the base. Values: amount, ceiling, row 6 fee.
        case smallClaim
        /// One Third Part bracket. Values: bracket number, slice, percent, fee.
        case band
        /// Third Part total. Values: base, fee.
        case thirdPartFee
        /// The mediation-stage increase of madde 16/2-a/b. Values: fee, fee × 1,25.
        case mediationMultiplier
        /// The fee may not exceed the amount agreed. Values: amount.
        case cappedAtAmount
        /// The competent court's Part 2 §2 fee, one kind per court. Values: fee.
        case courtSulh, courtAsliye, courtTuketici, courtFikri
        /// No agreement: the row 6 fee. Values: fee.
        case noAgreementFee
        /// The fee may not exceed the principal claimed. Values: claim.
        case cappedAtClaim
        /// A tenancy claim's annual amount. Values: claim number, amount.
        case tenancyClaim
        /// Tenancy claims added before pricing (reading). Values: first, second, sum.
        case tenancySum
        /// madde 9/1: the larger of the Third Part fee and the Sulh Hukuk fee. Values: Third Part fee, court fee, result.
        case article9Larger
        /// Two tenancy fees added (reading). Values: first, second, sum.
        case feesAdded
    }

    /// What the line says.
    public let kind: Kind
    /// The placeholder values.
    public let values: [BreakdownLine.Value]
    /// The provision applied.
    public let article: String
    /// The line's amount in TL (exact), if any.
    public let amount: Decimal?
}
