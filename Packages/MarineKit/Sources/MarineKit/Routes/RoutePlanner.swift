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
        var legs: [RouteLeg] = []
        var clock = route.plannedDeparture
        for (offset, pair) in zip(route.waypoints, route.waypoints.dropFirst()).enumerated() {
            let leg = makeLeg(
                index: offset + 1, from: pair.0, to: pair.1, departure: clock, route: route, boat: boat,
                referenceDate: referenceDate)
            clock = leg.eta
            legs.append(leg)
        }
        return RoutePlan(route: route, legs: legs, fuelPricePerLiter: boat.fuelPricePerLiter)
    }

    private func makeLeg(
        index: Int, from: Waypoint, to: Waypoint, departure: Date?, route: Route, boat: BoatSettings,
        referenceDate: Date
    ) -> RouteLeg {
        let geodesicLine = geodesic.inverse(from: from.coordinate, to: to.coordinate)
        let rhumbLine = rhumb.inverse(from: from.coordinate, to: to.coordinate)
        let variation = magneticModel.declination(at: from.coordinate, on: departure ?? referenceDate)
        let speed = from.plannedSpeedKnots ?? route.plannedSpeedKnots ?? boat.cruiseSpeedKnots
        // 1 knot = 1852 m per 3600 s.
        let duration = geodesicLine.distance / (speed * 1852 / 3600)
        let bearingTrue = Self.compass(geodesicLine.initialAzimuth)
        return RouteLeg(
            index: index, from: from, to: to, distanceMeters: geodesicLine.distance, bearingTrue: bearingTrue,
            bearingMagnetic: Self.compass(bearingTrue - variation), rhumbBearingTrue: rhumbLine.bearing,
            rhumbBearingMagnetic: Self.compass(rhumbLine.bearing - variation),
            rhumbDistanceMeters: rhumbLine.distance, magneticVariation: variation, speedKnots: speed,
            durationSeconds: duration, departure: departure, eta: departure?.addingTimeInterval(duration),
            fuelLiters: boat.fuelRateLitersPerHour * duration / 3600)
    }

    /// An azimuth in degrees brought to the compass range [0, 360).
    public static func compass(_ degrees: Double) -> Double {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        let positive = reduced < 0 ? reduced + 360 : reduced
        return positive >= 360 ? 0 : positive
    }
}
