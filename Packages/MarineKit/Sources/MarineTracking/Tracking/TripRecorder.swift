import Foundation

/// Records trips into a ``TripStore``: runs the state machine, keeps the statistics and writes positions in
/// batches so a crash loses at most ``flushInterval`` seconds of track.
///
/// Time comes from the caller (`now`): a live daemon passes its clock, a replay the fix times.
public final class TripRecorder {
    /// Positions buffered before a batch is written regardless of time.
    public var batchSize: Int
    /// Seconds after which buffered positions are written (default 2 s).
    public var flushInterval: TimeInterval
    /// The state machine.
    public private(set) var tracker: TripTracker
    /// The running trip's identifier in the store.
    public private(set) var currentTripID: Int64?
    /// The running trip's figures.
    public private(set) var accumulator: TripStatisticsAccumulator?
    /// The trip stopped last, with its final figures.
    public private(set) var lastStoppedTrip: TripRecord?
    /// Batches written so far (lets the caller act after writes, for example release the database's cache).
    public private(set) var batchesWritten = 0
    /// The boat's fuel figures; when set, trip statistics carry fuel used and its cost.
    public var fuel: FuelProfile?
    private let store: any TripStore
    private let geometry: any TrackGeometry
    private var buffer: [PositionFix] = []
    private var lastFlush: Date?

    /// Creates a recorder.
    public init(
        store: any TripStore, geometry: any TrackGeometry, automation: TripAutomation? = nil, batchSize: Int = 256,
        flushInterval: TimeInterval = 2
    ) {
        self.store = store
        self.geometry = geometry
        self.tracker = TripTracker(geometry: geometry, automation: automation)
        self.batchSize = batchSize
        self.flushInterval = flushInterval
    }

    /// Starts a trip by command.
    public func start(at time: Date, _ emit: (TripEvent) -> Void) throws {
        try apply(at: time, emit) { tracker, collect in tracker.start(at: time, collect) }
    }

    /// Stops the running trip by command, writing everything buffered.
    public func stop(at time: Date, _ emit: (TripEvent) -> Void) throws {
        try apply(at: time, emit) { tracker, collect in tracker.stop(at: time, collect) }
    }

    /// Feeds one accepted fix.
    public func ingest(_ fix: PositionFix, now: Date, _ emit: (TripEvent) -> Void) throws {
        try apply(at: now, emit) { tracker, collect in tracker.ingest(fix, collect) }
    }

    /// Writes buffered positions when the batch is full or ``flushInterval`` has passed.
    public func flushIfDue(now: Date) throws {
        guard !buffer.isEmpty else { return }
        if buffer.count >= batchSize || now.timeIntervalSince(lastFlush ?? .distantPast) >= flushInterval {
            try flush(now: now)
        }
    }

    /// Writes all buffered positions now; on failure they stay buffered for the next attempt.
    public func flush(now: Date) throws {
        lastFlush = now
        guard let id = currentTripID, !buffer.isEmpty else { return }
        try store.append(buffer, toTrip: id)
        buffer.removeAll(keepingCapacity: true)
        batchesWritten += 1
    }

    /// The running trip's figures so far, with fuel when ``fuel`` is set; nil when no trip runs.
    public var statistics: TripStatistics? {
        guard let figures = accumulator?.statistics else { return nil }
        return fuel.map(figures.withFuel) ?? figures
    }

    /// Positions received but not yet written.
    public var pendingCount: Int { buffer.count }

    /// Runs a state-machine step and stores its events.
    ///
    /// When storing a start or a stop fails, the state machine
    /// goes back to what the store holds (a trip the store did not close keeps recording, one it did not open is
    /// not recording), so the step can be retried and nobody is told a trip ended that is still open.
    private func apply(
        at now: Date, _ emit: (TripEvent) -> Void, _ step: (inout TripTracker, (TripEvent) -> Void) -> Void
    ) throws {
        let before = tracker
        var events: [TripEvent] = []
        step(&tracker) { events.append($0) }
        do {
            for event in events {
                try handle(event, now: now)
                emit(event)
            }
        } catch {
            if tracker.isRecording != (currentTripID != nil) { tracker = before }
            throw error
        }
        try flushIfDue(now: now)
    }

    private func handle(_ event: TripEvent, now: Date) throws {
        switch event {
        case .started(let time, _):
            currentTripID = try store.beginTrip(startedAt: time)
            accumulator = TripStatisticsAccumulator(startedAt: time, geometry: geometry)
            lastFlush = now
        case .recorded(let fix):
            accumulator?.add(fix)
            buffer.append(fix)
        case .stopped(let time, _):
            try flush(now: now)
            if let id = currentTripID, var accumulator {
                accumulator.finish(at: time)
                let figures = fuel.map(accumulator.statistics.withFuel) ?? accumulator.statistics
                try store.endTrip(id, endedAt: time, statistics: figures)
                lastStoppedTrip = TripRecord(
                    id: id, startedAt: figures.startedAt, endedAt: time, statistics: figures)
            }
            currentTripID = nil
            accumulator = nil
        }
    }
}
