import Foundation

extension RoutePlanDocument {
    /// A leg: its ends' names, geodesic and rhumb-line figures, the WMM2025 variation at its start, speed, time, fuel
    /// and cost, and whether it crosses land.
    public struct Leg: Codable, Sendable, Equatable {
        /// Its number, from 1 (leg n joins waypoints n and n + 1).
        public var number: Int
        /// The start waypoint's name.
        public var from: String
        /// The end waypoint's name.
        public var to: String
        /// Geodesic length, metres.
        public var distanceMeters: Double
        /// Geodesic length, nautical miles (1852 m).
        public var distanceNauticalMiles: Double
        /// Initial geodesic bearing, degrees true [0, 360).
        public var bearingTrue: Double
        /// Initial geodesic bearing, degrees magnetic [0, 360).
        public var bearingMagnetic: Double
        /// Rhumb-line bearing, degrees true.
        public var rhumbBearingTrue: Double
        /// Rhumb-line bearing, degrees magnetic.
        public var rhumbBearingMagnetic: Double
        /// Rhumb-line length, metres.
        public var rhumbDistanceMeters: Double
        /// WMM2025 declination at the start on the leg's date, degrees (positive east).
        public var magneticVariation: Double
        /// Planned speed, knots.
        public var speedKnots: Double
        /// Time under way, seconds.
        public var durationSeconds: Double
        /// Departure from the start, rounded to the second; `null` for a route without a departure time.
        public var departure: Date?
        /// Arrival at the end, rounded to the second; `null` for a route without a departure time.
        public var eta: Date?
        /// Fuel, litres.
        public var fuelLiters: Double
        /// Its cost, a decimal string with two decimals (``RoutePlanDocument/money(_:)``).
        public var fuelCost: String
        /// Whether the leg crosses land; `null` outside the coastline's coverage.
        public var crossesLand: Bool?

        /// The element of a leg, with its cost's text (``RoutePlanDocument/money(_:)`` of
        /// ``RouteLegs/fuelCost(of:)``) and its land check's answer (nil: not covered).
        public init(_ leg: RouteLeg, fuelCost: String, crossesLand: Bool?) {
            (number, from, to) = (leg.index, leg.from.name, leg.to.name)
            (distanceMeters, distanceNauticalMiles) = (leg.distanceMeters, leg.distanceNauticalMiles)
            (bearingTrue, bearingMagnetic) = (leg.bearingTrue, leg.bearingMagnetic)
            (rhumbBearingTrue, rhumbBearingMagnetic) = (leg.rhumbBearingTrue, leg.rhumbBearingMagnetic)
            (rhumbDistanceMeters, magneticVariation) = (leg.rhumbDistanceMeters, leg.magneticVariation)
            (speedKnots, durationSeconds) = (leg.speedKnots, leg.durationSeconds)
            departure = leg.departure.map(PassagePlanDocument.second)
            eta = leg.eta.map(PassagePlanDocument.second)
            fuelLiters = leg.fuelLiters
            self.fuelCost = fuelCost
            self.crossesLand = crossesLand
        }

        /// Writes the members, `departure`, `eta` and `crossesLand` as `null` when not known.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(distanceMeters, forKey: .distanceMeters)
            try container.encode(distanceNauticalMiles, forKey: .distanceNauticalMiles)
            try container.encode(bearingTrue, forKey: .bearingTrue)
            try container.encode(bearingMagnetic, forKey: .bearingMagnetic)
            try container.encode(rhumbBearingTrue, forKey: .rhumbBearingTrue)
            try container.encode(rhumbBearingMagnetic, forKey: .rhumbBearingMagnetic)
            try container.encode(rhumbDistanceMeters, forKey: .rhumbDistanceMeters)
            try container.encode(magneticVariation, forKey: .magneticVariation)
            try container.encode(speedKnots, forKey: .speedKnots)
            try container.encode(durationSeconds, forKey: .durationSeconds)
            try container.encode(departure, forKey: .departure)
            try container.encode(eta, forKey: .eta)
            try container.encode(fuelLiters, forKey: .fuelLiters)
            try container.encode(fuelCost, forKey: .fuelCost)
            try container.encode(crossesLand, forKey: .crossesLand)
        }
    }
}
