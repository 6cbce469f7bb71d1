import Formatting
import Foundation

/// A route worked out for a boat: its legs and the totals.
public struct RoutePlan: Hashable, Sendable, Codable {
    /// The route planned.
    public let route: Route
    /// The legs in order (empty for fewer than two waypoints).
    public let legs: [RouteLeg]
    /// Fuel price used, TRY per litre.
    public let fuelPricePerLiter: Decimal

    /// Creates a plan; ``RoutePlanner`` computes them.
    public init(route: Route, legs: [RouteLeg], fuelPricePerLiter: Decimal) {
        self.route = route
        self.legs = legs
        self.fuelPricePerLiter = fuelPricePerLiter
    }

    /// Sum of the geodesic leg lengths in metres.
    public var totalDistanceMeters: Double { legs.reduce(0) { $0 + $1.distanceMeters } }
    /// Sum of the leg durations in seconds.
    public var totalDurationSeconds: Double { legs.reduce(0) { $0 + $1.durationSeconds } }
    /// Sum of the fuel in litres.
    public var totalFuelLiters: Double { legs.reduce(0) { $0 + $1.fuelLiters } }
    /// Arrival at the last waypoint, when the route has a departure time.
    public var arrival: Date? { legs.last?.eta }
    /// Fuel cost of the whole route in TRY, rounded to the kuruş half away from zero at the end.
    public var totalFuelCost: Decimal { Self.cost(liters: totalFuelLiters, price: fuelPricePerLiter) }

    /// Fuel cost of one leg in TRY, rounded to the kuruş (the rounded leg costs need not add up to the total).
    public func fuelCost(of leg: RouteLeg) -> Decimal { Self.cost(liters: leg.fuelLiters, price: fuelPricePerLiter) }

    /// liters × price, rounded half up to the kuruş (Formatting's one money rounding).
    static func cost(liters: Double, price: Decimal) -> Decimal {
        DecimalRounding.minorUnits(Decimal(liters) * price)
    }
}
