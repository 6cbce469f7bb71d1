import Foundation

/// Turns a gpsd report stream into ``PositionFix`` values, one per epoch.
///
/// gpsd often sends several TPV reports per epoch ("Multiple TPV objects are often sent per epoch",
/// `gpsd_json.adoc`): with NMEA input one after each sentence, the early ones incomplete (after GGA: no course,
/// and a speed gpsd derived from position differences; after RMC: the receiver's own speed and course). Reports
/// with the same time are merged (the internal `GPSDEpoch`): a later report's fields replace earlier ones, a missing
/// field keeps the earlier value, and the mode never goes down. The epoch is emitted once it is complete: when a report
/// of another time arrives, when nothing has come for ``settleTime`` (``flushIfSettled(now:_:)``), or at
/// ``flush(_:)``. Late reports for an epoch already emitted are dropped.
///
/// Accuracy: `eph`, else √(epx² + epy²), else the last SKY HDOP × UERE (``HDOPAccuracyModel``).
package struct GPSDFixAssembler: Sendable {
    /// Used when only SKY's HDOP is known.
    public var accuracyModel: HDOPAccuracyModel
    /// Seconds without a report after which the held epoch counts as complete (default 1 s).
    ///
    /// A report of another time completes an epoch at once, so the settle time only ends a held epoch when the stream pauses or stops
    /// and can be generous: gpsd sends a live receiver's reports of one epoch within milliseconds, but a replay
    /// paced per sentence (gpsfake's `-c 0.3`) spreads them over seconds, and 0.5 s split such an epoch whenever
    /// one sentence came 0.2 s late.
    public var settleTime: TimeInterval
    private var lastHDOP: Double?
    private var held: GPSDEpoch?
    private var heldSince: Date?
    private var emittedTime: Date?

    /// Creates an assembler.
    public init(accuracyModel: HDOPAccuracyModel = HDOPAccuracyModel(), settleTime: TimeInterval = 1) {
        self.accuracyModel = accuracyModel
        self.settleTime = settleTime
    }

    /// Adds one report received at `now` (wall clock, for the settle time; nil for replays); calls `emit` for
    /// each epoch it completes.
    public mutating func add(_ message: GPSDMessage, now: Date? = nil, _ emit: (PositionFix) -> Void) {
        switch message {
        case .sky(let sky): lastHDOP = sky.hdop ?? lastHDOP
        case .tpv(let tpv): add(tpv, now: now, emit)
        case .version, .other: break
        }
    }

    /// When the held epoch will count as complete, or nil when none is held.
    public var settleDeadline: Date? {
        heldSince.map { $0.addingTimeInterval(settleTime) }
    }

    /// Emits the held epoch when nothing has come for ``settleTime``.
    public mutating func flushIfSettled(now: Date, _ emit: (PositionFix) -> Void) {
        guard let deadline = settleDeadline, now >= deadline else { return }
        flush(emit)
    }

    /// Emits the held epoch (the source ended or was quiet).
    public mutating func flush(_ emit: (PositionFix) -> Void) {
        guard let epoch = held else { return }
        held = nil
        heldSince = nil
        emittedTime = epoch.time
        if let fix = epoch.fix(accuracy: accuracy(of: epoch)) { emit(fix) }
    }

    private mutating func add(_ tpv: GPSDTPV, now: Date?, _ emit: (PositionFix) -> Void) {
        guard let text = tpv.time, let time = UTCTimestamp.parseISO8601(text) else { return }
        guard time != emittedTime else { return }  // a late report of the epoch already emitted
        if let pending = held, pending.time != time { flush(emit) }
        var epoch = held ?? GPSDEpoch(time: time)
        epoch.merge(tpv)
        held = epoch
        heldSince = now
    }

    private func accuracy(of epoch: GPSDEpoch) -> Double? {
        if let eph = epoch.eph { return eph }
        if let epx = epoch.epx, let epy = epoch.epy { return (epx * epx + epy * epy).squareRoot() }
        return lastHDOP.map { accuracyModel.horizontalError(hdop: $0, quality: nil) }
    }
}
