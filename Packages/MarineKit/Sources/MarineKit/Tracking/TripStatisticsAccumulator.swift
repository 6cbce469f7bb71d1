import Foundation

/// Builds ``TripStatistics`` one fix at a time, in bounded memory (a 24-hour trip costs nothing extra).
///
/// Distance, average and maximum speed all come from the stored positions (the same track `trip show` reads):
/// the average is distance over duration; the maximum is the highest average over any stretch of the track
/// lasting at least ``sustainedWindow`` seconds (the whole track when it is shorter), and never below the
/// average. The receiver's reported speed is the current speed only: mixing it with position-derived figures
/// gave a maximum below the average (5.5 kn against 5.6 kn after a replay).
public struct TripStatisticsAccumulator: Sendable {
    /// Segment speed in m/s at or above which the time between two fixes counts as moving (default 0.5 kn).
    public var movingThreshold: Double
    /// Shortest stretch, in seconds, whose average can be the maximum speed (default 10 s: at 1–50 Hz, GPS
    /// position noise of a few metres between consecutive fixes would otherwise read as tens of knots).
    public var sustainedWindow: TimeInterval
    /// The figures so far.
    public private(set) var statistics: TripStatistics
    private let geometry: any TrackGeometry
    private var last: PositionFix?
    private var firstTime: Date?
    /// Positions of the last ``sustainedWindow`` seconds (and the one before): time and distance so far.
    private var window: [(time: Date, distance: Double)] = []
    private var windowStart = 0
    private var windowMaximum = 0.0

    /// Starts a trip at `startedAt`.
    public init(
        startedAt: Date, geometry: any TrackGeometry,
        movingThreshold: Double = 0.5 * PositionFix.metersPerSecondPerKnot, sustainedWindow: TimeInterval = 10
    ) {
        self.statistics = TripStatistics(startedAt: startedAt)
        self.geometry = geometry
        self.movingThreshold = movingThreshold
        self.sustainedWindow = sustainedWindow
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
            let meters = geometry.distance(
                fromLatitude: last.latitude, fromLongitude: last.longitude, toLatitude: fix.latitude,
                toLongitude: fix.longitude)
            let seconds = fix.time.timeIntervalSince(last.time)
            statistics.distanceMeters += meters
            if meters / seconds >= movingThreshold { statistics.movingTime += seconds }
            speed = speed ?? meters / seconds
        }
        statistics.currentSpeed = speed
        if last.map({ fix.time > $0.time }) ?? true { advanceWindow(fix.time) }
        firstTime = firstTime ?? fix.time
        last = fix
        updateMaximum()
    }

    /// Closes the trip at `time` (not before its last position).
    public mutating func finish(at time: Date) {
        statistics.endedAt = max(statistics.endedAt, time)
        updateMaximum()
    }

    /// Adds a position to the window and takes the average over the shortest stretch of at least
    /// ``sustainedWindow`` seconds ending at it.
    private mutating func advanceWindow(_ time: Date) {
        window.append((time, statistics.distanceMeters))
        while window.count - windowStart >= 2,
            time.timeIntervalSince(window[windowStart + 1].time) >= sustainedWindow
        {
            windowStart += 1
        }
        let start = window[windowStart]
        let seconds = time.timeIntervalSince(start.time)
        if seconds >= sustainedWindow {
            windowMaximum = max(windowMaximum, (statistics.distanceMeters - start.distance) / seconds)
        }
        if windowStart > 256 && windowStart * 2 > window.count {
            window.removeFirst(windowStart)
            windowStart = 0
        }
    }

    /// The maximum: the best sustained stretch, the whole track while it is shorter than the window, and never
    /// below the average (a stretch before the first full window can be the fastest part).
    private mutating func updateMaximum() {
        var maximum = max(windowMaximum, statistics.averageSpeed)
        if let firstTime, let last {
            let span = last.time.timeIntervalSince(firstTime)
            if span > 0 && span < sustainedWindow { maximum = max(maximum, statistics.distanceMeters / span) }
        }
        statistics.maximumSpeed = maximum
    }
}
