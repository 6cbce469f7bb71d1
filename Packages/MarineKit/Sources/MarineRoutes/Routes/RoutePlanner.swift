import Foundation

/// Works out legs, times, fuel and bearings of a route for a boat.
///
/// Distances are WGS84 geodesics (``Geodesic``), rhumb bearings ellipsoidal loxodromes (``RhumbLine``),
/// magnetic bearings use WMM2025 at each leg's start on the leg's departure date (or `referenceDate` when the
/// route has no departure time).
public struct RoutePlanner: Sendable {
    /// The geodesic solver.
    public let geodesic: Geodesic
    /// The rhumb-line solver.
    public let rhumb: RhumbLine
    /// The magnetic model for variation.
    public let magneticModel: MagneticModel

    /// Creates a planner on WGS84 with WMM2025.
    public init(geodesic: Geodesic = .wgs84, rhumb: RhumbLine = .wgs84, magneticModel: MagneticModel = .wmm2025) {
        self.geodesic = geodesic
        self.rhumb = rhumb
        self.magneticModel = magneticModel
    }

    /// Plans `route` for `boat`.
    ///
    /// Leg speed: the leg's start waypoint's planned speed, else the route's, else
    /// the boat's cruise speed.
    public func plan(_ route: Route, boat: BoatSettings, referenceDate: Date) -> RoutePlan {
        let legs = legs(of: route, boat: boat, referenceDate: referenceDate)
        return RoutePlan(route: route, legs: Array(legs), fuelPricePerLiter: legs.fuelPricePerLiter)
    }

    /// The legs of `route` for `boat`, each made when read, with the totals (``RouteLegs``): what ``plan(_:boat:referenceDate:)``
    /// holds, for routes too long to hold every leg.
    public func legs(of route: Route, boat: BoatSettings, referenceDate: Date) -> RouteLegs {
        RouteLegs(route: route, planner: self, boat: boat, referenceDate: referenceDate)
    }

    /// The route's length in metres: its legs' geodesics summed in leg order, the same value as
    /// ``RouteLegs/totalDistanceMeters``, without keeping a leg (the chart of a long route needs only this; issue 30).
    public func totalDistanceMeters(of route: Route) -> Double {
        totalDistanceMeters(through: route.waypoints.lazy.map(\.coordinate))
    }

    /// ``totalDistanceMeters(of:)`` of a route given as its waypoints' positions in order, metres (a caller that has
    /// dropped the waypoints themselves; issue 30).
    public func totalDistanceMeters(along positions: [GeoCoordinate]) -> Double {
        totalDistanceMeters(through: positions)
    }

    private func totalDistanceMeters<Positions: RandomAccessCollection<GeoCoordinate>>(through positions: Positions)
        -> Double where Positions.Index == Int
    {
        var total = 0.0
        for index in positions.indices.dropLast() {
            total += geodesic.inverse(from: positions[index], to: positions[index + 1]).distance
        }
        return total
    }

    /// One leg from its geodesic's length and initial azimuth and its departure.
    func leg(
        index: Int, from: Waypoint, to: Waypoint, geodesic line: (distance: Double, azimuth: Double), departure: Date?,
        route: Route, boat: BoatSettings, referenceDate: Date
    ) -> RouteLeg {
        let rhumbLine = rhumb.inverse(from: from.coordinate, to: to.coordinate)
        let variation = magneticModel.declination(at: from.coordinate, on: departure ?? referenceDate)
        let speed = Self.speed(from, route: route, boat: boat)
        let duration = Self.duration(meters: line.distance, knots: speed)
        let bearingTrue = Self.compass(line.azimuth)
        return RouteLeg(
            index: index, from: from, to: to, distanceMeters: line.distance, bearingTrue: bearingTrue,
            bearingMagnetic: Self.compass(bearingTrue - variation), rhumbBearingTrue: rhumbLine.bearing,
            rhumbBearingMagnetic: Self.compass(rhumbLine.bearing - variation),
            rhumbDistanceMeters: rhumbLine.distance, magneticVariation: variation, speedKnots: speed,
            durationSeconds: duration, departure: departure, eta: departure?.addingTimeInterval(duration),
            fuelLiters: Self.fuel(seconds: duration, boat: boat))
    }

    /// The speed of the leg leaving `start`, knots: its own, else the route's, else the boat's cruise speed.
    static func speed(_ start: Waypoint, route: Route, boat: BoatSettings) -> Double {
        start.plannedSpeedKnots ?? route.plannedSpeedKnots ?? boat.cruiseSpeedKnots
    }

    /// Seconds to run `meters` at `knots` (1 knot = 1852 m per 3600 s).
    static func duration(meters: Double, knots: Double) -> Double {
        meters / (knots * 1852 / 3600)
    }

    /// Litres used in `seconds` at the boat's rate (L/h).
    static func fuel(seconds: Double, boat: BoatSettings) -> Double {
        boat.fuelRateLitersPerHour * seconds / 3600
    }

    /// An azimuth in degrees brought to the compass range [0, 360).
    public static func compass(_ degrees: Double) -> Double {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        let positive = reduced < 0 ? reduced + 360 : reduced
        return positive >= 360 ? 0 : positive
    }
}
