import Foundation

/// What the parties agreed on, which decides the base the tariff applies to.
///
/// Amounts in TL.
public enum AgreementBasis: Sendable, Equatable {
    /// A monetary agreement on an amount (Part 2, Madde 7(2)).
    case amount(Decimal)
    /// Tenancy eviction (tahliye): base = annual rent ÷ 2 (Madde 7(5)).
    case eviction(monthlyRent: Decimal)
    /// Rent determination (kira tespiti): base = (new − old monthly rent) × 12 (Madde 7(5)).
    case rentDetermination(oldRent: Decimal, newRent: Decimal)
    /// Eviction and rent determination agreed in one file (reading ``FeeReadings/EvictionWithDetermination``).
    case evictionAndRentDetermination(monthlyRent: Decimal, oldRent: Decimal, newRent: Decimal)
    /// Reinstatement (işe iade): base = compensation + idle wages + other rights (7036 madde 3(13)).
    case reinstatement(compensation: Decimal, idleWages: Decimal, otherRights: Decimal)
    /// Reinstatement from the monthly wage: compensation = wage × `compensationMonths` (4–8, 4857 madde 21(1)),
    /// idle wages = wage × `idleMonths` (0–4, 4857 madde 21(3)), plus other rights (7036 madde 3(13)).
    case reinstatementByWage(monthlyWage: Decimal, compensationMonths: Int, idleMonths: Int, otherRights: Decimal)
    /// A non-monetary agreement priced by the hour (Part 1, Madde 7(1)); `hours` of meetings.
    case nonMonetary(hours: Decimal)
}
