import Foundation

/// What the attorney's mediation-stage work ended in (AAÜT madde 16/2, madde 9/1).
///
/// Amounts in TL.
public enum AttorneyRequest: Sendable, Equatable {
    /// Agreement on money (madde 16/2-a).
    case agreement(amount: Decimal)
    /// Agreement on a non-monetary matter, priced from the competent court's fee (madde 16/2-b).
    case nonMonetary(court: AttorneyCourt)
    /// No agreement; `claim` is the principal claimed, nil for a non-monetary dispute (madde 16/2-c: the Birinci
    /// Kısım Birinci Bölüm row 6 fee, capped at the principal only when there is one; 8.000 TL in the 2026 AAÜT).
    case noAgreement(claim: Decimal?)
    /// Tenancy (eviction or rent determination) claims: annual rent or annual rent difference each (madde 9/1 or
    /// 16/2, reading ``AttorneyReadings/TenancyBasis``).
    case tenancy(claims: [Decimal])
}
