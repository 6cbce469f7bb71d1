import Foundation

/// The figures of one trip, computed from its filtered track (``TripStatisticsAccumulator`` under
/// ``TripFigureRules``: Doppler speed when reported, outliers left out, no distance at rest).
///
/// Speeds are stored in m/s; knot and km/h views are computed.
///
/// A trip with no position or a single one is valid: distance and moving time are zero
/// (the seed traps there: tremo/DenizRota-ios `Models/Trip.swift` `calculateStats` at 9129342).
public struct TripStatistics: Sendable, Equatable, Codable {
    /// When the trip started.
    public var startedAt: Date
    /// When the trip ended, or the time of the last update while it runs.
    public var endedAt: Date
    /// Positions recorded (every stored fix, outliers included).
    public var positionCount: Int
    /// Length of the filtered track, metres: its speed integrated over time (``TripFigureRules``).
    public var distanceMeters: Double
    /// Seconds spent moving (intervals of the filtered track at or above the moving threshold, 0.5 kn).
    public var movingTime: TimeInterval
    /// Latest speed over ground, m/s: the receiver's reported speed, else the filtered track's chord speed.
    public var currentSpeed: Double?
    /// Highest speed over ground, m/s: the best average over any stretch of at least 30 s of the filtered track
    /// (``TripFigureRules/sustainedWindow``), never below ``averageSpeed`` (``TripStatisticsAccumulator``).
    public var maximumSpeed: Double
    /// Fuel used in litres (boat L/h × moving hours, rounded to 0.001 L), nil when no boat profile was applied.
    public var fuelLiters: Decimal?
    /// Cost of that fuel in the boat's currency (TRY), rounded half away from zero to 0.01 (kuruş) at the end;
    /// nil without a fuel price.
    public var fuelCost: Decimal?

    /// Creates empty statistics for a trip starting at `startedAt`.
    public init(startedAt: Date) {
        self.startedAt = startedAt
        self.endedAt = startedAt
        self.positionCount = 0
        self.distanceMeters = 0
        self.movingTime = 0
        self.maximumSpeed = 0
    }

    /// These figures with ``fuelLiters`` and ``fuelCost`` computed from `profile` over the moving time.
    public func withFuel(_ profile: FuelProfile) -> TripStatistics {
        var figures = self
        figures.fuelLiters = profile.litersUsed(self)
        figures.fuelCost = profile.cost(self)
        return figures
    }

    /// Seconds from start to end.
    public var duration: TimeInterval { max(0, endedAt.timeIntervalSince(startedAt)) }

    /// Distance over duration, m/s (0 for a zero-length trip).
    public var averageSpeed: Double { duration > 0 ? distanceMeters / duration : 0 }

    /// Distance over moving time, m/s.
    public var averageMovingSpeed: Double { movingTime > 0 ? distanceMeters / movingTime : 0 }

    /// Distance in nautical miles (1 nm = 1852 m).
    public var distanceNauticalMiles: Double { distanceMeters / 1852 }

    /// Converts m/s to knots.
    public static func knots(_ metersPerSecond: Double) -> Double {
        metersPerSecond / PositionFix.metersPerSecondPerKnot
    }

    /// Converts m/s to km/h (× 3.6 exactly).
    public static func kilometersPerHour(_ metersPerSecond: Double) -> Double {
        metersPerSecond * 3.6
    }
}
