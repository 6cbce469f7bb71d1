import Foundation
import Localization
import MarineGPSLive
import MarineKit

extension Daemon {
    /// Filters one fix and feeds the trip recorder and the monitors.
    func handle(_ fix: PositionFix) {
        reportFutureDate(fix)
        if let rejection = filter.check(fix) {
            rejected += 1
            if rejection == .inaccurate { inaccurate += 1 }
            reportInaccuracy(final: false)
            return
        }
        accepted += 1
        lastFix = fix
        lastFixReceivedAt = parts.clock()
        let now = parts.source.isReplay ? fix.time : parts.clock()  // drives GPS-lost and batch timers
        if parts.source.isReplay {
            if gpsLoss == nil { gpsLoss = GPSLossMonitor(now: fix.time, timeout: parts.gpsTimeout) }
            gpsLoss?.tick(now: fix.time) { alert($0) }
        }
        gpsLoss?.fixReceived(fix, now: now) { alert($0) }
        if startPending {
            storing { try recorder.start(at: fix.time) { tripEvent($0) } }
            // A start that failed (a damaged or locked database) is tried again at the next fix; until then the
            // fix is not recorded, and the shutdown says so (issue 28: a replay stored nothing and exited 0).
            startPending = !recorder.tracker.isRecording
            if startPending { unrecorded += 1 }
        }
        storing(provesWrite: false) { try recorder.ingest(fix, now: now) { tripEvent($0) } }
        releaseMemoryAfterWrites()
        route?.update(fix) { alert($0) }
        anchor?.update(fix) { alert($0) }
        if parts.source.isReplay { repeatAlarms(now: fix.time) }  // a replay's timers run on its fixes' time
    }

    /// Says so, once, when the accuracy filter has dropped most fixes: a live source after at least 10 fixes (so
    /// the crew learns it while under way), a replay at its end with the counts of the whole log.
    func reportInaccuracy(final: Bool) {
        let total = accepted + rejected
        let due = final || (total >= 10 && !parts.source.isReplay)
        guard !inaccurateReported, inaccurate * 2 > total, due else { return }
        inaccurateReported = true
        let limit = filter.maximumHorizontalError
        parts.emit(.inaccurateFixes(time: now, inaccurate: inaccurate, fixes: total, limitMeters: limit))
        parts.log(
            parts.text(
                "denizrotad.warning.inaccurate",
                [String(inaccurate), String(total), String(Int(limit.rounded()))]))
    }

    /// Says so, once, when a live source dated time-only fixes (GGA/GLL before its first RMC or ZDA) from the
    /// computer's clock.
    func reportClockDates() {
        guard !clockDateReported, parts.source.clockDatedFixes > 0 else { return }
        clockDateReported = true
        let count = parts.source.clockDatedFixes
        parts.log(parts.text("denizrotad.warning.clockDate", count: count, [String(count)]))
    }

    /// Says so, once, when a fix is dated more than 180 days after the computer's clock: gpsd's GPS week
    /// rollover guess for an old receiver (2027, 2030 and 2035 seen on its regression logs), or a wrong clock.
    func reportFutureDate(_ fix: PositionFix) {
        guard !futureDateReported, fix.time.timeIntervalSince(parts.clock()) > 180 * 86_400 else { return }
        futureDateReported = true
        parts.log(parts.text("denizrotad.warning.futureDate", [InterchangeTime.text(fix.time)]))
    }

    /// Reports trip starts and stops.
    func tripEvent(_ event: TripEvent) {
        switch event {
        case .started(let time, let automatic):
            guard let id = recorder.currentTripID else { return }
            parts.emit(.tripStarted(id: id, time: time, automatic: automatic))
        case .stopped(let time, let automatic):
            guard let trip = recorder.lastStoppedTrip else { return }
            parts.emit(.tripStopped(id: trip.id, time: time, automatic: automatic, statistics: trip.statistics))
        case .recorded:
            break
        }
    }

    /// Loads (or reloads, on SIGHUP) the route; a failure keeps the previous one.
    func reloadRoute() {
        guard let loadRoute = parts.loadRoute else { return }
        do {
            guard let loaded = try loadRoute() else { return }
            route = RouteMonitor(waypoints: loaded.waypoints, geometry: parts.geometry)
            routeName = loaded.name
            parts.weather?.forgetRouteRisks()
            parts.emit(.routeLoaded(time: parts.clock(), name: loaded.name, waypoints: loaded.waypoints.count))
        } catch RouteLoading.Failure.notFound(let name) {
            parts.log(parts.text("denizrotad.warning.routeNotFound", [name]))
        } catch {
            parts.log(parts.text("denizrotad.warning.routeReload", ["\(error)"]))
        }
    }

    /// Reads (or re-reads, on SIGHUP) the boat's settings: fuel figures for trips; a failure keeps the previous.
    func reloadBoat() {
        guard let loadBoat = parts.loadBoat else { return }
        do {
            let boat = try loadBoat()
            recorder.fuel = FuelProfile(boat: boat)
            parts.weather?.updateLimits(boat.limits)
            parts.weather?.cruiseSpeedKnots = boat.cruiseSpeedKnots
        } catch {
            parts.log(parts.text("denizrotad.warning.boat", ["\(error)"]))
        }
    }

    /// Applies a weather answer that arrived, then starts the next check when it is due.
    func checkWeather(now: Date) {
        guard let weather = parts.weather else { return }
        func failed(_ failure: WeatherServiceError?) {
            let reason = failure.map { parts.message($0.cause) } ?? parts.text("denizrotad.weather.noHours", [])
            parts.log(parts.text("denizrotad.warning.weather", [reason]))
        }
        weather.collect(now: now, { alert($0) }, failed: failed)
        let ahead = route.flatMap { monitor in monitor.activeIndex.map { Array(monitor.waypoints.dropFirst($0)) } }
        weather.startIfDue(now: now, position: lastFix, ahead: ahead ?? [], activeIndex: route?.activeIndex ?? 0)
    }
}
