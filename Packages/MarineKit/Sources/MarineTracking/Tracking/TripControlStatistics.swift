import Foundation

/// A trip's figures on the daemon's control socket, under the names and units of the JSON vocabulary
/// (Docs/json.md §Trips): distances in metres, durations in seconds, speeds in knots, fuel in litres.
///
/// The daemon converts its ``TripStatistics`` (SI units, speeds in m/s) once, here; `trip status --json` copies
/// these members as they arrive, so the socket and the output say the same thing under the same names.
package struct TripControlStatistics: Sendable, Equatable, Codable {
    /// When the trip started.
    public var startedAt: Date
    /// When the trip ended, or the time of the last update while it runs.
    public var endedAt: Date
    /// Positions recorded.
    public var positionCount: Int
    /// Distance along the stored track, metres.
    public var distanceMeters: Double
    /// Seconds from start to end.
    public var durationSeconds: Double
    /// Seconds spent moving.
    public var movingSeconds: Double
    /// The last fix's speed over ground, knots; nil before the first fix.
    public var currentSpeedKnots: Double?
    /// Distance over duration, knots.
    public var averageSpeedKnots: Double
    /// The highest sustained speed, knots (``TripStatisticsAccumulator``).
    public var maximumSpeedKnots: Double
    /// Fuel used, litres; nil without a boat profile.
    public var fuelLiters: Decimal?
    /// The fuel's cost in TRY, rounded to the kuruş; nil without a fuel price.
    public var fuelCost: Decimal?

    /// The figures of `statistics` in the vocabulary's units.
    public init(_ statistics: TripStatistics) {
        startedAt = statistics.startedAt
        endedAt = statistics.endedAt
        positionCount = statistics.positionCount
        distanceMeters = statistics.distanceMeters
        durationSeconds = statistics.duration
        movingSeconds = statistics.movingTime
        currentSpeedKnots = statistics.currentSpeed.map(TripStatistics.knots)
        averageSpeedKnots = TripStatistics.knots(statistics.averageSpeed)
        maximumSpeedKnots = TripStatistics.knots(statistics.maximumSpeed)
        fuelLiters = statistics.fuelLiters
        fuelCost = statistics.fuelCost
    }

    /// The figures back as ``TripStatistics`` (speeds in m/s), for text output; the average follows from the
    /// distance and the dates as always.
    public var tripStatistics: TripStatistics {
        var statistics = TripStatistics(startedAt: startedAt)
        statistics.endedAt = endedAt
        statistics.positionCount = positionCount
        statistics.distanceMeters = distanceMeters
        statistics.movingTime = movingSeconds
        statistics.currentSpeed = currentSpeedKnots.map { $0 * PositionFix.metersPerSecondPerKnot }
        statistics.maximumSpeed = maximumSpeedKnots * PositionFix.metersPerSecondPerKnot
        statistics.fuelLiters = fuelLiters
        statistics.fuelCost = fuelCost
        return statistics
    }
}
