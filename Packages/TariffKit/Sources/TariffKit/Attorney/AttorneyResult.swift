import Foundation

/// An attorney fee with its steps.
///
/// ``total`` is rounded to the kuruş; line amounts are exact.
public struct AttorneyResult: Sendable, Equatable {
    /// The tariff's name year.
    public let tariffYear: Int
    /// Where the tariff was published, when known.
    public let gazette: GazetteReference?
    /// The day the tariff took effect.
    public let effectiveFrom: CivilDate
    /// The minimum attorney fee (TL).
    public let total: Decimal
    /// The steps; the catalog key of a line is `attorney.breakdown.<kind>`.
    public let breakdown: [AttorneyLine]
    /// The provisions applied, in order of first use.
    public let articles: [String]
    /// The readings used, as `name.value` ids.
    public let assumptions: [String]
}
