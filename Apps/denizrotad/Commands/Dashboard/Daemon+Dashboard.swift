import Foundation
import MarineKit
import PosixKit

extension Daemon {
    /// The dashboard's descriptors for the loop's `poll(2)` (none without `--http`).
    func dashboardDescriptors() -> [PollSet.Entry] {
        guard let http = parts.http else { return [] }
        let worker = http.worker.map { [PollSet.Entry(descriptor: $0.readEnd)] } ?? []
        return worker + http.server.pollEntries
    }

    /// Serves the ready dashboard descriptors, runs its timers and publishes the state when fixes or events
    /// changed it: bounded work (one read and one write per connection), after the source was serviced.
    func serviceDashboard(_ polled: ArraySlice<PollSet.Entry>) {
        guard let http = parts.http else { return }
        let now = parts.clock()
        if accepted != http.publishedFixCount {
            http.publishedFixCount = accepted
            http.stateChanged = true
        }
        http.control = { [unowned self] request in respond(to: request) }
        http.currentState = { [unowned self] in liveState() }
        http.followedRoute = { [unowned self] in followedRoute() }
        http.now = parts.clock
        if let worker = http.worker, polled.contains(where: { $0.descriptor == worker.readEnd && $0.isReady }) {
            http.completeOffloaded(now: now)
        }
        for entry in polled where entry.isReady && entry.descriptor != http.worker?.readEnd {
            http.server.service(
                descriptor: entry.descriptor, readable: entry.isReadable, writable: entry.isWritable, now: now)
        }
        if http.stateChanged && http.server.streamCount > 0 {
            http.server.publishState(liveState().jsonBytes, now: now)
        }
        http.stateChanged = false
        http.server.tick(now: now)
    }

    /// The live state now (`GET /api/v1/state`, the stream's `state` events).
    func liveState() -> LiveState {
        let now = parts.clock()
        let gpsStatus = lastFix == nil ? "waiting" : (gpsLoss?.isLost == true ? "lost" : "ok")
        return LiveState(
            time: now,
            gps: LiveState.GPS(
                source: parts.source.name, status: gpsStatus, fixesAccepted: accepted, fixesRejected: rejected),
            position: lastFix.map { fix in
                let age = max(0, now.timeIntervalSince(lastFixReceivedAt ?? now))
                return LiveState.Position(
                    latitude: r(fix.latitude, 7), longitude: r(fix.longitude, 7), time: fix.time,
                    ageSeconds: r(age, 1), stale: age > LiveState.staleAfterSeconds,
                    speedKnots: r(fix.speedKnots, 3), courseTrueDegrees: r(fix.courseOverGround, 1),
                    horizontalAccuracyMeters: r(fix.horizontalAccuracy, 1), fixQuality: fix.quality?.rawValue,
                    fixMode: fix.mode?.rawValue,
                    declinationDegrees: LiveState.Position.declination(
                        latitude: fix.latitude, longitude: fix.longitude, time: fix.time))
            },
            trip: liveTrip(), route: liveRoute(name: routeName), anchor: liveAnchor(),
            alarms: activeAlarms.map {
                LiveState.Alarm(
                    event: $0.event.kind.rawValue, time: $0.event.time, acknowledged: $0.acknowledgedAt != nil)
            })
    }

    private func liveTrip() -> LiveState.Trip {
        let statistics = recorder.statistics
        return LiveState.Trip(
            recording: recorder.tracker.isRecording, tripID: recorder.currentTripID,
            startedAt: statistics?.startedAt, positionCount: statistics?.positionCount,
            distanceMeters: r(statistics?.distanceMeters, 3), durationSeconds: r(statistics?.duration, 3),
            movingSeconds: r(statistics?.movingTime, 3),
            averageSpeedKnots: r(statistics.map { TripStatistics.knots($0.averageSpeed) }, 3),
            maximumSpeedKnots: r(statistics.map { TripStatistics.knots($0.maximumSpeed) }, 3),
            currentSpeedKnots: r(statistics?.currentSpeed.map(TripStatistics.knots), 3))
    }

    /// The followed route's name, active waypoint and leg risks (from the latest weather check), or nil.
    func followedRoute() -> DashboardServer.FollowedRoute? {
        guard let route, let name = routeName else { return nil }
        return DashboardServer.FollowedRoute(
            name: name, activeWaypointNumber: route.activeIndex.map { $0 + 1 },
            legRisks: parts.weather?.routeLegRisks ?? [:], riskCheckedAt: parts.weather?.routeRiskCheckedAt)
    }

    private func liveRoute(name: String?) -> LiveState.Route? {
        guard let route else { return nil }
        let index = route.activeIndex.flatMap { $0 < route.waypoints.count ? $0 : nil }
        let target = index.map { route.waypoints[$0] }
        let here = lastFix.map { GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude) }
        let leg = zip(here, target).map { Geodesic.wgs84.inverse(from: $0, to: $1.coordinate) }
        var state = LiveState.Route(
            name: name ?? "", waypointCount: route.waypoints.count, waypoint: target?.name,
            waypointNumber: index.map { $0 + 1 }, distanceMeters: r(leg?.distance, 3),
            bearingDegrees: r(leg.map { Self.degrees0to360($0.initialAzimuth) }, 1), complete: route.isComplete)
        // The deviation alert's own figure: from the leg's start (on the first leg, where the route was taken up).
        state.crossTrackErrorMeters = lastFix.flatMap { r(route.crossTrackMeters(at: $0), 1) }
        let navigation = NavigationFigures(
            speedKnots: lastFix?.speedKnots, courseDegrees: lastFix?.courseOverGround,
            bearingDegrees: leg.map { Self.degrees0to360($0.initialAzimuth) }, distanceMeters: leg?.distance)
        state.velocityMadeGoodKnots = r(navigation.velocityMadeGoodKnots, 3)
        state.timeToGoSeconds = navigation.timeToGoSeconds?.rounded()
        state.eta = navigation.timeToGoSeconds.map { parts.clock().addingTimeInterval($0.rounded()) }
        return state
    }

    private func liveAnchor() -> LiveState.Anchor? {
        guard let anchor else { return nil }
        let drift = lastFix.map { fix in
            Geodesic.wgs84.inverse(
                from: GeoCoordinate(latitude: anchor.latitude, longitude: anchor.longitude),
                to: GeoCoordinate(latitude: fix.latitude, longitude: fix.longitude))
        }
        return LiveState.Anchor(
            latitude: r(anchor.latitude, 7), longitude: r(anchor.longitude, 7), radiusMeters: anchor.radius,
            distanceMeters: r(drift?.distance, 3),
            bearingDegrees: r(drift.map { Self.degrees0to360($0.initialAzimuth) }, 1), alarming: anchor.isAlarming)
    }

    /// An azimuth of −180…180 as 0…360 degrees true.
    static func degrees0to360(_ azimuth: Double) -> Double {
        let value = azimuth < 0 ? azimuth + 360 : azimuth
        return value >= 360 ? 0 : value
    }
}

/// `value` rounded to `decimals` places (as the daemon's event lines round), nil stays nil.
private func r(_ value: Double?, _ decimals: Int) -> Double? {
    guard let value else { return nil }
    let scale = [1.0, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000][decimals]
    return (value * scale).rounded() / scale
}

/// `value` rounded to `decimals` places.
private func r(_ value: Double, _ decimals: Int) -> Double {
    r(Optional(value), decimals) ?? value
}

/// The two optionals together, or nil.
private func zip<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
    guard let first, let second else { return nil }
    return (first, second)
}

extension Daemon {
    /// With `--http`, the end of a replay does not stop the daemon: the dashboard keeps showing the last state
    /// until SIGINT or SIGTERM (said once on standard error).
    func keepServingAfterReplay() -> Bool {
        guard let http = parts.http else { return false }
        if !http.replayEndNoted {
            http.replayEndNoted = true
            http.stateChanged = true
            parts.log(parts.text("denizrotad.note.replayEnded", [http.url]))
        }
        return true
    }
}
