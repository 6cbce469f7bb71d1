import Foundation

/// A point between two waypoints of a passage where the forecast is judged too (``LegSampling``).
public struct LegSample: Sendable, Equatable, Codable {
    /// Number of the leg, from 1 (leg n joins waypoints n and n + 1).
    public var leg: Int
    /// Distance from the leg's first waypoint along the geodesic, metres.
    public var distanceFromStartMeters: Double
    /// The point on the leg.
    public var location: GeoCoordinate
    /// When the boat is there (UTC instant), at the leg's constant planned speed.
    public var time: Date

    /// Creates a sample.
    public init(leg: Int, distanceFromStartMeters: Double, location: GeoCoordinate, time: Date) {
        self.leg = leg
        self.distanceFromStartMeters = distanceFromStartMeters
        self.location = location
        self.time = time
    }
}
