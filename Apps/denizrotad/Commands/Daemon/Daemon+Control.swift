import Foundation
import MarineKit

extension Daemon {
    /// Answers one request on the control socket: the dashboard's pairing commands (`dashboard.pair`,
    /// `dashboard.devices`, `dashboard.revoke`, which only the socket takes), else ``respond(to:)``.
    func respondOnSocket(to request: TripControlRequest?) -> TripControlResponse {
        guard let request, request.command.hasPrefix("dashboard.") else { return respond(to: request) }
        return DashboardPairing.respond(request, server: parts.http, now: parts.clock())
    }

    /// Answers one control request.
    func respond(to request: TripControlRequest?) -> TripControlResponse {
        guard let request else { return status(ok: false, error: "badRequest") }
        watchStateChanged = true
        switch request.command {
        case "trip.start":
            guard !recorder.tracker.isRecording else { return status(ok: false, error: "alreadyRecording") }
            storing { try recorder.start(at: now) { tripEvent($0) } }
            return status(ok: recorder.tracker.isRecording, error: recorder.tracker.isRecording ? nil : "storageFailed")
        case "trip.stop":
            guard recorder.tracker.isRecording else { return status(ok: false, error: "notRecording") }
            storing { try recorder.stop(at: now) { tripEvent($0) } }
            // The trip is closed only when the store says so; otherwise it goes on recording and stop can be retried.
            guard !recorder.tracker.isRecording else { return status(ok: false, error: "storageFailed") }
            var response = status(ok: true)
            response.tripID = recorder.lastStoppedTrip?.id
            response.statistics = recorder.lastStoppedTrip?.statistics.map(TripControlStatistics.init)
            return response
        case "trip.status", "watch":  // watch: the control server keeps the client and sends it the state
            return status(ok: true)
        case "anchor.set":
            let at = request.latitude.flatMap { latitude in request.longitude.map { (latitude, $0) } }
            return setAnchor(radius: request.radiusMeters ?? AnchorWatch.defaultRadius, at: at)
        case "anchor.clear":
            guard anchor != nil else { return status(ok: false, error: "anchorNotSet") }
            anchor = nil
            alarms.remove(.anchorAlarm)
            parts.emit(.anchorCleared(time: now))
            return status(ok: true)
        case "alert.ack":
            let kind = request.alarm.flatMap(AlertKind.init(rawValue:))
            guard request.alarm == nil || kind?.isAlarm == true else { return status(ok: false, error: "unknownAlarm") }
            var response = status(ok: true)
            response.acknowledgedAlarms = acknowledgeAlarms(kind).map(\.rawValue)
            return response
        default:
            return status(ok: false, error: "unknownCommand")
        }
    }

    /// Sets the watch at `at` (latitude, longitude in degrees; the API checks the ranges), else at the last fix.
    private func setAnchor(radius: Double, at: (Double, Double)?) -> TripControlResponse {
        guard let (latitude, longitude) = at ?? lastFix.map({ ($0.latitude, $0.longitude) }) else {
            return status(ok: false, error: "noFix")
        }
        let watch = AnchorWatch(latitude: latitude, longitude: longitude, radius: radius, geometry: parts.geometry)
        anchor = watch
        alarms.remove(.anchorAlarm)
        parts.emit(.anchorSet(time: now, latitude: latitude, longitude: longitude, radius: watch.radius))
        return status(ok: true)
    }

    private func status(ok: Bool, error: String? = nil) -> TripControlResponse {
        var response = TripControlResponse(ok: ok, error: error, recording: recorder.tracker.isRecording)
        response.tripID = recorder.currentTripID
        response.statistics = recorder.statistics.map(TripControlStatistics.init)
        response.anchorRadiusMeters = anchor?.radius
        response.anchorAlarming = anchor?.isAlarming
        response.source = parts.source.name
        response.databasePath = parts.databasePath
        response.fixesAccepted = accepted
        response.fixesRejected = rejected
        response.positionsUnstored = recorder.pendingCount
        response.activeAlarms = activeAlarms.map(\.event.kind.rawValue)
        return response
    }
}
