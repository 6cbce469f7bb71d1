import Foundation

/// Fuel figures of a boat, as the boat settings give them (seed `BoatSettings`: L/h and price per litre).
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

    /// Litres used over the trip's moving time (engine hours ≈ time under way), rounded to 0.001 L.
    public func litersUsed(_ statistics: TripStatistics) -> Decimal {
        let liters = max(0, litersPerHour) * statistics.movingTime / 3600
        return Decimal(Int64((liters * 1000).rounded())) / 1000
    }

    /// Cost of the fuel used: litres × price, rounded half away from zero to 0.01 at the end (kuruş).
    public func cost(_ statistics: TripStatistics) -> Decimal? {
        guard let pricePerLiter else { return nil }
        var exact = litersUsed(statistics) * pricePerLiter
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 2, .plain)
        return rounded
    }
}
