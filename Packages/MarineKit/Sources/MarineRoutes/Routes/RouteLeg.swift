import Foundation

/// One leg of a planned route, from waypoint `index` to waypoint `index + 1`.
public struct RouteLeg: Hashable, Sendable, Codable {
    /// 1-based number of the leg (leg 1 runs from waypoint 1 to waypoint 2).
    public let index: Int
    /// Where the leg starts.
    public let from: Waypoint
    /// Where the leg ends.
    public let to: Waypoint
    /// Great-circle (geodesic) length in metres: the distance actually sailed on the shortest path.
    public let distanceMeters: Double
    /// Initial true bearing of the geodesic in degrees, [0, 360).
    public let bearingTrue: Double
    /// Initial magnetic bearing of the geodesic in degrees, [0, 360): true − variation.
    public let bearingMagnetic: Double
    /// Constant true bearing of the rhumb line (the course to steer), [0, 360).
    public let rhumbBearingTrue: Double
    /// Constant magnetic bearing of the rhumb line, [0, 360).
    public let rhumbBearingMagnetic: Double
    /// Rhumb-line length in metres (≥ the geodesic length).
    public let rhumbDistanceMeters: Double
    /// Magnetic variation (declination) at the leg's start in degrees, positive east (WMM2025).
    public let magneticVariation: Double
    /// Planned speed over the leg in knots.
    public let speedKnots: Double
    /// Time to run the leg at the planned speed, in seconds.
    public let durationSeconds: Double
    /// Departure from the leg's start, when the route has a planned departure.
    public let departure: Date?
    /// Arrival at the leg's end, when the route has a planned departure.
    public let eta: Date?
    /// Fuel used on the leg in litres (boat's L/h × hours).
    public let fuelLiters: Double

    /// Geodesic length in international nautical miles (1852 m).
    public var distanceNauticalMiles: Double { distanceMeters / 1852 }
    /// Geodesic length in kilometres.
    public var distanceKilometers: Double { distanceMeters / 1000 }

    /// Creates a leg; ``RoutePlanner`` computes them.
    public init(
        index: Int, from: Waypoint, to: Waypoint, distanceMeters: Double, bearingTrue: Double,
        bearingMagnetic: Double, rhumbBearingTrue: Double, rhumbBearingMagnetic: Double, rhumbDistanceMeters: Double,
        magneticVariation: Double, speedKnots: Double, durationSeconds: Double, departure: Date?, eta: Date?,
        fuelLiters: Double
    ) {
        self.index = index
        self.from = from
        self.to = to
        self.distanceMeters = distanceMeters
        self.bearingTrue = bearingTrue
        self.bearingMagnetic = bearingMagnetic
        self.rhumbBearingTrue = rhumbBearingTrue
        self.rhumbBearingMagnetic = rhumbBearingMagnetic
        self.rhumbDistanceMeters = rhumbDistanceMeters
        self.magneticVariation = magneticVariation
        self.speedKnots = speedKnots
        self.durationSeconds = durationSeconds
        self.departure = departure
        self.eta = eta
        self.fuelLiters = fuelLiters
    }
}
