import Formatting
import Foundation

/// Fuel figures of a boat, as the boat settings give them (seed `BoatSettings`: L/h and price per litre).
///
/// Fuel used is the consumption times the trip's moving time (engine hours ≈ time under way). The arithmetic is
/// `Decimal`, exact: litres are rounded to 0.001 L for display, and the cost is computed from the exact litres
/// and rounded half away from zero to 0.01 only at the end (Docs/CONVENTIONS.md "Numbers, money, units").
public struct FuelProfile: Sendable, Equatable, Codable {
    /// Consumption while under way, litres per hour.
    public var litersPerHour: Double
    /// Price of one litre in the user's currency (for example TRY), when known.
    public var pricePerLiter: Decimal?

    /// Creates a profile.
    public init(litersPerHour: Double, pricePerLiter: Decimal? = nil) {
        self.litersPerHour = litersPerHour
        self.pricePerLiter = pricePerLiter
    }

    /// The profile of a boat's settings: its L/h and its fuel price.
    public init(boat: BoatSettings) {
        self.init(litersPerHour: boat.fuelRateLitersPerHour, pricePerLiter: boat.fuelPricePerLiter)
    }

    /// Litres used over the moving time, exact: L/h × seconds / 3600.
    public func exactLiters(_ statistics: TripStatistics) -> Decimal {
        guard litersPerHour > 0, statistics.movingTime > 0 else { return 0 }
        return Self.decimal(litersPerHour) * Self.decimal(statistics.movingTime) / 3600
    }

    /// Litres used over the trip's moving time, rounded half away from zero to 0.001 L.
    public func litersUsed(_ statistics: TripStatistics) -> Decimal {
        DecimalRounding.halfAwayFromZero(exactLiters(statistics), places: 3)
    }

    /// Cost of the fuel used: exact litres × price, rounded half away from zero to 0.01 at the end (kuruş).
    public func cost(_ statistics: TripStatistics) -> Decimal? {
        guard let pricePerLiter else { return nil }
        return DecimalRounding.minorUnits(exactLiters(statistics) * pricePerLiter)
    }

    /// The decimal a `Double` prints as (its shortest round-trip digits, so 12.345 is 12.345, not 12.3449…).
    private static func decimal(_ value: Double) -> Decimal {
        Decimal(string: String(value)) ?? Decimal(value)
    }
}
