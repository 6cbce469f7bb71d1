import Foundation

/// Builds ``TripStatistics`` one fix at a time (constant memory, so a 24-hour trip costs nothing extra).
public struct TripStatisticsAccumulator: Sendable {
    /// Segment speed in m/s at or above which the time between two fixes counts as moving (default 0.5 kn).
    public var movingThreshold: Double
    /// The figures so far.
    public private(set) var statistics: TripStatistics
    private let geometry: any TrackGeometry
    private var last: PositionFix?

    /// Starts a trip at `startedAt`.
    public init(
        startedAt: Date, geometry: any TrackGeometry,
        movingThreshold: Double = 0.5 * PositionFix.metresPerSecondPerKnot
    ) {
        self.statistics = TripStatistics(startedAt: startedAt)
        self.geometry = geometry
        self.movingThreshold = movingThreshold
    }

    /// Rebuilds the figures of stored positions.
    public init(positions: [PositionFix], startedAt: Date, endedAt: Date?, geometry: any TrackGeometry) {
        self.init(startedAt: startedAt, geometry: geometry)
        for fix in positions { add(fix) }
        if let endedAt { finish(at: endedAt) }
    }

    /// Adds the next position (fixes must come in time order).
    public mutating func add(_ fix: PositionFix) {
        statistics.positionCount += 1
        statistics.endedAt = max(statistics.endedAt, fix.time)
        var speed = fix.speedOverGround
        if let last, fix.time > last.time {
            let metres = geometry.distance(
                fromLatitude: last.latitude, fromLongitude: last.longitude, toLatitude: fix.latitude,
                toLongitude: fix.longitude)
            let seconds = fix.time.timeIntervalSince(last.time)
            statistics.distanceMeters += metres
            if metres / seconds >= movingThreshold { statistics.movingTime += seconds }
            speed = speed ?? metres / seconds
        }
        statistics.currentSpeed = speed
        if let speed { statistics.maximumSpeed = max(statistics.maximumSpeed, speed) }
        last = fix
    }

    /// Closes the trip at `time` (not before its last position).
    public mutating func finish(at time: Date) {
        statistics.endedAt = max(statistics.endedAt, time)
    }
}
