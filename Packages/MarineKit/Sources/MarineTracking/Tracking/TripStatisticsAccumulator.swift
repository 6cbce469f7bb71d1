import Foundation

/// Builds ``TripStatistics`` one stored fix at a time, in bounded memory (a 24-hour trip costs nothing extra).
///
/// The figures come from the filtered track (``TrackStepFilter`` under ``TripFigureRules``, the same rules for
/// the daemon, `trip show`, the exports, sync and fuel): distance is the filtered speed integrated over time,
/// moving time the intervals at or above the moving threshold, the average distance over duration, and the
/// maximum the highest average over any stretch of at least ``TripFigureRules/sustainedWindow`` seconds (the
/// whole track when it is shorter), never below the average. The positions themselves are counted as received.
public struct TripStatisticsAccumulator: Sendable {
    /// The figures so far.
    public private(set) var statistics: TripStatistics
    /// The filtered track the figures come from.
    public private(set) var track: TrackStepFilter
    private var firstTime: Date?
    private var lastTime: Date?
    /// Track points of the last sustained window (and the one before): time and distance so far.
    private var window: [(time: Date, distance: Double)] = []
    private var windowStart = 0
    private var windowMaximum = 0.0

    /// Starts a trip at `startedAt`.
    public init(startedAt: Date, geometry: any TrackGeometry, rules: TripFigureRules = .standard) {
        self.statistics = TripStatistics(startedAt: startedAt)
        self.track = TrackStepFilter(geometry: geometry, rules: rules)
    }

    /// Rebuilds the figures of stored positions.
    public init(
        positions: [PositionFix], startedAt: Date, endedAt: Date?, geometry: any TrackGeometry,
        rules: TripFigureRules = .standard
    ) {
        self.init(startedAt: startedAt, geometry: geometry, rules: rules)
        for fix in positions { add(fix) }
        if let endedAt { finish(at: endedAt) }
    }

    /// The rules applied.
    public var rules: TripFigureRules { track.rules }

    /// Adds the next stored position (fixes must come in time order).
    public mutating func add(_ fix: PositionFix) {
        statistics.positionCount += 1
        statistics.endedAt = max(statistics.endedAt, fix.time)
        let isFirst = firstTime == nil
        if let step = track.add(fix) {
            statistics.distanceMeters += step.meters
            if step.isMoving { statistics.movingTime += step.seconds }
            advanceWindow(fix.time)
        } else if isFirst && track.hasStarted {
            firstTime = fix.time
            advanceWindow(fix.time)
        }
        statistics.currentSpeed = track.currentSpeed
        updateMaximum()
    }

    /// Closes the trip at `time` (not before its last position).
    public mutating func finish(at time: Date) {
        statistics.endedAt = max(statistics.endedAt, time)
        updateMaximum()
    }

    /// Adds a track point to the window and takes the average over the shortest stretch of at least the
    /// sustained window ending at it.
    private mutating func advanceWindow(_ time: Date) {
        lastTime = time
        window.append((time, statistics.distanceMeters))
        let sustained = rules.sustainedWindow
        while window.count - windowStart >= 2, time.timeIntervalSince(window[windowStart + 1].time) >= sustained {
            windowStart += 1
        }
        let start = window[windowStart]
        let seconds = time.timeIntervalSince(start.time)
        if seconds >= sustained {
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
        if let firstTime, let lastTime {
            let span = lastTime.timeIntervalSince(firstTime)
            if span > 0 && span < rules.sustainedWindow {
                maximum = max(maximum, statistics.distanceMeters / span)
            }
        }
        statistics.maximumSpeed = maximum
    }
}
