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
    /// Where the forecast for this point is read.
    ///
    /// The point itself when it is one of the leg's evenly spaced points,
    /// else (a whole-hour point) the nearest of those or of the leg's ends, at most half the spacing away. So the
    /// positions asked for do not move with the departure time, and a cached answer still fits a plan made a minute
    /// later.
    public var forecastLocation: GeoCoordinate

    /// Creates a sample.
    public init(
        leg: Int, distanceFromStartMeters: Double, location: GeoCoordinate, time: Date,
        forecastLocation: GeoCoordinate? = nil
    ) {
        self.leg = leg
        self.distanceFromStartMeters = distanceFromStartMeters
        self.location = location
        self.time = time
        self.forecastLocation = forecastLocation ?? location
    }
}
