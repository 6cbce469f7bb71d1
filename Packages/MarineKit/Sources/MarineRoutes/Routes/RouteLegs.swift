import Foundation

/// A route's planned legs made one at a time when read, with the plan's totals: the same legs and figures as
/// ``RoutePlan`` (``RoutePlanner/plan(_:boat:referenceDate:)`` collects them from here), without holding every
/// ``RouteLeg`` (each carries copies of both waypoints: about 300 bytes a leg, 60 MB for a 200,000-point route;
/// issue 30).
///
/// Made by ``RoutePlanner/legs(of:boat:referenceDate:)``, which measures every geodesic once and keeps per leg its
/// length, initial azimuth and departure (24 bytes); reading a leg adds its rhumb line and WMM2025 variation.
public struct RouteLegs: RandomAccessCollection, Sendable {
    /// The route planned.
    public let route: Route
    /// Fuel price used, TRY per litre (the boat's).
    public let fuelPricePerLiter: Decimal
    /// Sum of the geodesic leg lengths in metres (in leg order, as ``RoutePlan/totalDistanceMeters``).
    public let totalDistanceMeters: Double
    /// Sum of the leg durations in seconds.
    public let totalDurationSeconds: Double
    /// Sum of the fuel in litres.
    public let totalFuelLiters: Double
    private let planner: RoutePlanner
    private let boat: BoatSettings
    private let referenceDate: Date
    private let geodesics: [(distance: Double, azimuth: Double)]
    /// Each leg's departure, seconds since the reference date (`Date`'s own storage); empty without a departure.
    private let departures: [TimeInterval]

    init(route: Route, planner: RoutePlanner, boat: BoatSettings, referenceDate: Date) {
        self.route = route
        self.planner = planner
        self.boat = boat
        self.referenceDate = referenceDate
        fuelPricePerLiter = boat.fuelPricePerLiter
        let waypoints = route.waypoints
        var geodesics: [(distance: Double, azimuth: Double)] = []
        var departures: [TimeInterval] = []
        geodesics.reserveCapacity(Swift.max(0, waypoints.count - 1))
        var clock = route.plannedDeparture
        var totals = (distance: 0.0, duration: 0.0, fuel: 0.0)
        for index in waypoints.indices.dropLast() {
            let line = planner.geodesic.inverse(from: waypoints[index].coordinate, to: waypoints[index + 1].coordinate)
            geodesics.append((line.distance, line.initialAzimuth))
            let duration = RoutePlanner.duration(
                meters: line.distance, knots: RoutePlanner.speed(waypoints[index], route: route, boat: boat))
            if let start = clock {
                departures.append(start.timeIntervalSinceReferenceDate)
                clock = start.addingTimeInterval(duration)
            }
            totals.distance += line.distance
            totals.duration += duration
            totals.fuel += RoutePlanner.fuel(seconds: duration, boat: boat)
        }
        self.geodesics = geodesics
        self.departures = departures
        (totalDistanceMeters, totalDurationSeconds, totalFuelLiters) = totals
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of legs: one fewer than the waypoints (0 for fewer than two).
    public var endIndex: Int { geodesics.count }

    /// Leg `position + 1`, from waypoint `position` to the next (0-based offsets).
    public subscript(position: Int) -> RouteLeg {
        let departure = departures.isEmpty ? nil : Date(timeIntervalSinceReferenceDate: departures[position])
        return planner.leg(
            index: position + 1, from: route.waypoints[position], to: route.waypoints[position + 1],
            geodesic: geodesics[position], departure: departure, route: route, boat: boat,
            referenceDate: referenceDate)
    }

    /// Arrival at the last waypoint, when the route has a departure time.
    public var arrival: Date? { last?.eta }

    /// Fuel cost of one leg in TRY, rounded to the kuruş, as ``RoutePlan/fuelCost(of:)``.
    public func fuelCost(of leg: RouteLeg) -> Decimal {
        RoutePlan.cost(liters: leg.fuelLiters, price: fuelPricePerLiter)
    }

    /// Fuel cost of the whole route in TRY, as ``RoutePlan/totalFuelCost``.
    public var totalFuelCost: Decimal { RoutePlan.cost(liters: totalFuelLiters, price: fuelPricePerLiter) }
}
