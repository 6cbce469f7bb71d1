import Foundation
import Localization
import MarineKit
import PosixKit

/// The recorder's event loop: one thread, `poll(2)` over the source, the signal self-pipe and the control socket.
///
/// Timers flush batches and check for GPS loss. Replays use the fix times as the clock.
final class Daemon {
    /// Collaborators and settings (built by ``DaemonCommand``).
    struct Parts {
        let source: any PositionSource
        let store: any TripStore
        let geometry: any TrackGeometry
        let automation: TripAutomation?
        let recordAtStart: Bool
        let signals: SignalPipe
        let control: ControlServer?
        let notifier: SystemdNotifier?
        let loadRoute: (() throws -> (name: String, waypoints: [Waypoint])?)?
        /// `--weather`: the forecast check, nil without it.
        let weather: WeatherWatch?
        /// The boat's settings (stored, else the defaults); read at start and on SIGHUP.
        let loadBoat: (() throws -> BoatSettings)?
        let emit: (DaemonEvent) -> Void
        /// Writes one diagnostic line (already localized) to standard error.
        let log: (String) -> Void
        /// Writes one line of information (already localized) to standard error, without "warning".
        var note: (String) -> Void = { _ in }
        /// `--quiet`/`--verbose`: how much is said about the source's connection.
        var verbosity = DaemonVerbosity.normal
        /// Frees the database connection's page cache (called after batches were written), or nil.
        var releaseMemory: (() -> Void)? = nil
        /// `--gps-timeout`: seconds without a fix before `gpsLost` (GPSLossMonitor's 30 s by default).
        var gpsTimeout: TimeInterval = 30
        /// Looks up a localized text by catalog key with its arguments.
        let text: (String, [String]) -> String
        /// Renders a kit's error in the user's language.
        let message: (any LocalizableError) -> String
        let clock: () -> Date
        /// `--http`: the dashboard served from this loop, or nil.
        var http: DashboardServer? = nil
        /// The database the trips go to, as the control socket's status reports it (`data erase` asks).
        var databasePath: String? = nil
        /// Looks up the CLDR plural form of a catalog key for a count, with its arguments; nil reads it as ``text``.
        var plural: ((_ key: String, _ count: Int, _ arguments: [String]) -> String)? = nil

        /// `key`'s plural form for `count` (through ``plural``, else ``text``).
        func text(_ key: String, count: Int, _ arguments: [String]) -> String {
            plural?(key, count, arguments) ?? text(key, arguments)
        }
    }

    let parts: Parts
    let recorder: TripRecorder
    var filter: FixFilter
    var route: RouteMonitor?
    var anchor: AnchorWatch?
    /// The active alarms and their repetition (``alert(_:)``, ``acknowledgeAlarms(_:)``).
    var alarms = AlarmBoard()
    var gpsLoss: GPSLossMonitor?
    var lastFix: PositionFix?
    var accepted = 0
    var rejected = 0
    /// Fixes dropped by the accuracy filter, and whether ``inaccurateFixes`` was already reported.
    var inaccurate = 0
    var inaccurateReported = false
    /// Whether the source's clock-dated fixes, and a fix dated far in the future, have been reported.
    var clockDateReported = false
    var futureDateReported = false
    var startPending: Bool
    /// Fixes received while `--record` could not start its trip (not stored).
    var unrecorded = 0
    /// The last storage failure, for the shutdown report.
    var lastStorageError = ""
    /// ``TripRecorder/batchesWritten`` when the page cache was last released.
    var releasedAfterBatch = 0
    /// Whether the last storage step failed (a failure is logged once until a step succeeds again).
    var storageFailing = false
    /// Whether the source answered at its last connection change (nil before the first one).
    var sourceAnswering: Bool?
    /// The followed route's name (for the live state).
    var routeName: String?
    /// When the last fix was accepted, by the system clock (the age of the live state's position).
    var lastFixReceivedAt: Date?
    /// Whether an alert or a control command changed the state since it was last sent to the watchers, and when
    /// it was last sent (``serviceWatchers()``).
    var watchStateChanged = false
    var watchPublishedAt: Date?
    private var stopping = false
    /// Whether SIGTERM or SIGINT ended the loop (not the end of a replay).
    private(set) var stoppedBySignal = false

    /// Prepares the loop (nothing runs until ``run()``).
    init(parts: Parts) {
        self.parts = parts
        let replay = parts.source.isReplay
        recorder = TripRecorder(
            store: parts.store, geometry: parts.geometry, automation: parts.automation,
            batchSize: replay ? 1024 : 256, flushInterval: replay ? .infinity : 2)
        filter = FixFilter(geometry: parts.geometry)
        startPending = parts.recordAtStart
        if !replay { gpsLoss = GPSLossMonitor(now: parts.clock(), timeout: parts.gpsTimeout) }
    }

    /// Runs until SIGTERM/SIGINT or the end of a replay; returns true when everything was stored.
    func run() -> Bool {
        reloadBoat()
        reloadRoute()
        parts.notifier?.notify("READY=1\nSTATUS=reading \(parts.source.name)")
        while !stopping {
            runOnce()
            ProcessLauncher.reapFinished()
        }
        return shutdown()
    }

    /// The instant trips are stamped with: the last fix's GPS time, or the system clock before the first fix.
    ///
    /// A boat computer's clock may be wrong, and replays run on data time. Timers use the system clock.
    var now: Date {
        lastFix?.time ?? parts.clock()
    }

    private func runOnce() {
        let readiness = parts.source.readiness
        if readiness == .finished && !keepServingAfterReplay() {
            stopping = true
            return
        }
        var polled = PollSet([PollSet.Entry(descriptor: parts.signals.readEnd)])
        switch readiness {
        case .descriptor(let fd): polled.entries.append(PollSet.Entry(descriptor: fd))
        case .writable(let fd): polled.entries.append(PollSet.Entry(descriptor: fd, wantsRead: false, wantsWrite: true))
        default: break
        }
        let controlStart = polled.entries.count
        for fd in parts.control?.descriptors ?? [] {
            polled.entries.append(PollSet.Entry(descriptor: fd))
        }
        let controlEnd = polled.entries.count
        if let weather = parts.weather, weather.isWaiting {
            polled.entries.append(PollSet.Entry(descriptor: weather.wakeDescriptor))
        }
        let httpStart = polled.entries.count
        polled.entries += dashboardDescriptors()
        polled.wait(milliseconds: timeout(for: readiness))
        let descriptors = polled.entries
        if descriptors[0].isReady { handleSignals() }
        guard !stopping else { return }
        if isSourceDue(readiness, descriptors) { serviceSource() }
        for entry in descriptors[controlStart..<controlEnd] where entry.isReady {
            parts.control?.handle(entry.descriptor) { respondOnSocket(to: $0) }
        }
        tick()
        serviceDashboard(descriptors[httpStart...])
        serviceWatchers()
    }

    private func timeout(for readiness: PositionSourceReadiness) -> Int32 {
        var deadline = parts.clock().addingTimeInterval(1)
        switch readiness {
        case .immediate: return 0
        case .after(let date): deadline = min(deadline, date)
        default: break
        }
        // Once lost, the deadline stays in the past: waking for it would spin (issue 28). The source's descriptor
        // still wakes the loop at the first byte of the returning GPS.
        if let gpsLoss, !gpsLoss.isLost, !parts.source.isReplay { deadline = min(deadline, gpsLoss.deadline) }
        if let settle = parts.source.settleDeadline { deadline = min(deadline, settle) }
        if let served = parts.http?.server.nextDeadline { deadline = min(deadline, served) }
        return Int32(max(0, min(1000, (deadline.timeIntervalSince(parts.clock()) * 1000).rounded(.up))))
    }

    private func isSourceDue(_ readiness: PositionSourceReadiness, _ descriptors: [PollSet.Entry]) -> Bool {
        switch readiness {
        case .immediate: return true
        case .after(let date): return parts.clock() >= date
        case .descriptor, .writable: return descriptors.count > 1 && descriptors[1].isReady
        case .finished: return false
        }
    }

    private func handleSignals() {
        for signal in parts.signals.drain() {
            if signal == .hangup {
                reloadBoat()
                reloadRoute()
            } else {
                stopping = true
                stoppedBySignal = true
            }
        }
    }

    /// Timers of live sources: GPS loss, batch flushes and the weather check (replays run on data time and
    /// check no forecast: a forecast of today says nothing about a recorded passage).
    private func tick() {
        guard !parts.source.isReplay else { return }
        let now = parts.clock()
        parts.source.settle(now: now) { handle($0) }
        gpsLoss?.tick(now: now) { alert($0) }
        storing(provesWrite: false) { try recorder.flushIfDue(now: now) }
        releaseMemoryAfterWrites()
        checkWeather(now: now)
        repeatAlarms(now: now)
    }

    /// Stops the trip and writes what is buffered, one attempt each.
    ///
    /// The connection's busy timeout bounds the attempt, so SIGTERM is answered within a second even when another
    /// program holds the database. Returns true when everything received is stored and the trip is closed;
    /// otherwise says what was not stored.
    private func shutdown() -> Bool {
        parts.notifier?.notify("STOPPING=1")
        parts.source.close()
        reportInaccuracy(final: true)
        let end = now
        if recorder.tracker.isRecording {
            storing { try recorder.stop(at: end) { tripEvent($0) } }  // writes the buffer, then closes the trip
        } else {
            storing { try recorder.flush(now: end) }
        }
        parts.control?.close()
        if unrecorded > 0 {
            parts.log(
                parts.text("denizrotad.error.notStarted", count: unrecorded, [String(unrecorded), lastStorageError]))
            return false
        }
        parts.http?.server.close()
        let unstored = recorder.pendingCount
        guard unstored > 0 || recorder.currentTripID != nil else { return true }
        let trip = recorder.currentTripID.map { String($0) } ?? "-"
        parts.log(parts.text("denizrotad.error.unstored", count: unstored, [String(unstored), trip, lastStorageError]))
        return false
    }

    /// Frees SQLite's page cache once new batches were written.
    ///
    /// The daemon only appends: every written page stays in the cache until it is full, so without this its
    /// memory grew with each recorded fix (about 48 bytes each, the size of a stored row) until the 512 KiB cache
    /// was full, minutes into a trip at 10–50 Hz (issue 13; `Apps/denizrotad/Benchmarks/daemon-soak`).
    func releaseMemoryAfterWrites() {
        guard recorder.batchesWritten != releasedAfterBatch else { return }
        releasedAfterBatch = recorder.batchesWritten
        parts.releaseMemory?()
    }

    /// Runs a storage step.
    ///
    /// A failure keeps the positions buffered for the next step and is logged once until a write succeeds again;
    /// a failure that later recovers leaves no trace in the exit code. A step that may have had nothing to write
    /// (`provesWrite: false`: a flush not yet due, a fix only buffered) ends a failure only when a batch was
    /// written: before, each such step ended it, and one 12 s lock logged six warnings (issue 28).
    func storing(provesWrite: Bool = true, _ step: () throws -> Void) {
        let batches = recorder.batchesWritten
        do {
            try step()
            if provesWrite || recorder.batchesWritten != batches { storageFailing = false }
        } catch {
            lastStorageError = (error as? any LocalizableError).map(parts.message) ?? "\(error)"
            if !storageFailing { parts.log(parts.text("denizrotad.warning.storage", [lastStorageError])) }
            storageFailing = true
        }
    }
}
