import Foundation

extension RoutePlanDocument {
    /// A waypoint of the route: its number, name, position, the route's own figures for it and whether it is on
    /// land.
    public struct Waypoint: Codable, Sendable, Equatable {
        /// Its number in the route, from 1.
        public var number: Int
        /// Its name.
        public var name: String
        /// Latitude, decimal degrees (WGS84), as stored.
        public var latitude: Double
        /// Longitude, decimal degrees (WGS84), as stored.
        public var longitude: Double
        /// The speed of the leg leaving it, knots; absent when the leg uses the route's or the boat's.
        public var plannedSpeedKnots: Double?
        /// How close counts as arrived, metres; absent for the default.
        public var arrivalRadiusMeters: Double?
        /// The user's notes; absent without.
        public var notes: String?
        /// Whether it is on land; `null` outside the coastline's coverage.
        public var onLand: Bool?

        /// The element of waypoint `number` (from 1), with its land check's answer (nil: not covered).
        public init(_ waypoint: MarineRoutes.Waypoint, number: Int, onLand: Bool?) {
            self.number = number
            name = waypoint.name
            latitude = waypoint.coordinate.latitude
            longitude = waypoint.coordinate.longitude
            plannedSpeedKnots = waypoint.plannedSpeedKnots
            arrivalRadiusMeters = waypoint.arrivalRadiusMeters
            notes = waypoint.notes
            self.onLand = onLand
        }

        /// Writes the members, `onLand` as `null` when not known.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(name, forKey: .name)
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encodeIfPresent(plannedSpeedKnots, forKey: .plannedSpeedKnots)
            try container.encodeIfPresent(arrivalRadiusMeters, forKey: .arrivalRadiusMeters)
            try container.encodeIfPresent(notes, forKey: .notes)
            try container.encode(onLand, forKey: .onLand)
        }
    }
}
