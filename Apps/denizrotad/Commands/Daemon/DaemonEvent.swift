import CLIKit
import Foundation
import MarineKit

/// Everything the daemon reports on its event stream (JSON lines on stdout, hooks, speech).
enum DaemonEvent {
    /// An alert from the monitors.
    case alert(AlertEvent)
    /// A trip started.
    case tripStarted(id: Int64, time: Date, automatic: Bool)
    /// A trip stopped, with its figures.
    case tripStopped(id: Int64, time: Date, automatic: Bool, statistics: TripStatistics?)
    /// The source connected (or reconnected).
    case sourceConnected(name: String, time: Date)
    /// The source went away; it is retried after `retryAfter` seconds.
    case sourceDisconnected(name: String, time: Date, retryAfter: TimeInterval, reason: String?)
    /// The anchor watch was set or cleared.
    case anchorSet(time: Date, latitude: Double, longitude: Double, radius: Double)
    /// The anchor watch was cleared.
    case anchorCleared(time: Date)
    /// The route was (re)loaded.
    case routeLoaded(time: Date, name: String, waypoints: Int)
    /// The accuracy filter dropped most fixes so far (`inaccurate` of `fixes` had an error estimate above
    /// `limitMeters`); reported once.
    case inaccurateFixes(time: Date, inaccurate: Int, fixes: Int, limitMeters: Double)
    /// Active alarms were acknowledged (`alert.ack`): they stop repeating until they clear.
    case alarmAcknowledged(time: Date, alarms: [AlertKind])

    /// The event name (the `event` field).
    var name: String {
        switch self {
        case .alert(let alert): return alert.kind.rawValue
        case .tripStarted: return "tripStarted"
        case .tripStopped: return "tripStopped"
        case .sourceConnected: return "sourceConnected"
        case .sourceDisconnected: return "sourceDisconnected"
        case .anchorSet: return "anchorSet"
        case .anchorCleared: return "anchorCleared"
        case .routeLoaded: return "routeLoaded"
        case .inaccurateFixes: return "inaccurateFixes"
        case .alarmAcknowledged: return "alarmAcknowledged"
        }
    }

    /// The event's time.
    var time: Date {
        switch self {
        case .alert(let alert): return alert.time
        case .tripStarted(_, let time, _), .tripStopped(_, let time, _, _): return time
        case .sourceConnected(_, let time), .sourceDisconnected(_, let time, _, _): return time
        case .anchorSet(let time, _, _, _), .anchorCleared(let time), .routeLoaded(let time, _, _): return time
        case .inaccurateFixes(let time, _, _, _), .alarmAcknowledged(let time, _): return time
        }
    }

    /// The JSON line (without newline): `event`, `time`, the event's fields, `schemaVersion` (Docs/json.md §Events).
    var jsonLine: String {
        var line = JSONLine()
        line.add("event", name)
        line.add("time", time)
        addFields(to: &line)
        line.add("schemaVersion", JSONSchemaVersion.current)
        return line.text
    }

    // #lizard forgives -- one flat switch over the event kinds, each case a few field writes
    private func addFields(to line: inout JSONLine) {
        switch self {
        case .alert(let alert):
            line.add("waypoint", alert.waypoint)
            line.add("waypointNumber", alert.waypointIndex.map { $0 + 1 })
            line.add("distanceMeters", alert.distanceMeters)
            line.add("latitude", alert.latitude, decimals: 7)
            line.add("longitude", alert.longitude, decimals: 7)
            line.add("detail", alert.detail)
            if let weather = alert.weather { Self.addWeather(weather, to: &line) }
            line.add("repetition", alert.repetition > 0 ? alert.repetition : nil)
        case .tripStarted(let id, _, let automatic):
            line.add("tripID", Int(id))
            line.add("automatic", automatic)
        case .tripStopped(let id, _, let automatic, let statistics):
            line.add("tripID", Int(id))
            line.add("automatic", automatic)
            if let statistics { Self.addStatistics(statistics, to: &line) }
        case .sourceConnected(let name, _):
            line.add("source", name)
        case .sourceDisconnected(let name, _, let retryAfter, let reason):
            line.add("source", name)
            line.add("retryAfterSeconds", retryAfter)
            line.add("reason", reason)
        case .anchorSet(_, let latitude, let longitude, let radius):
            line.add("latitude", latitude, decimals: 7)
            line.add("longitude", longitude, decimals: 7)
            line.add("radiusMeters", radius)
        case .anchorCleared:
            break
        case .routeLoaded(_, let name, let waypoints):
            line.add("route", name)
            line.add("waypointCount", waypoints)
        case .inaccurateFixes(_, let inaccurate, let fixes, let limit):
            line.add("inaccurateCount", inaccurate)
            line.add("fixCount", fixes)
            line.add("limitMeters", limit)
        case .alarmAcknowledged(_, let alarms):
            line.add("alarms", alarms.map(\.rawValue))
        }
    }

    /// What exceeded the limit, in the plan's JSON names: `windKnots`/`gustKnots`/`waveHeightMeters`, the limit
    /// (`windLimitKnots`, …) and `forecastTime`, the forecast hour.
    private static func addWeather(_ weather: WeatherExceedance, to line: inout JSONLine) {
        let names: (value: String, limit: String) =
            switch weather.quantity {
            case .wind: ("windKnots", "windLimitKnots")
            case .gust: ("gustKnots", "gustLimitKnots")
            case .wave, .land: ("waveHeightMeters", "waveLimitMeters")
            }
        line.add(names.value, weather.value)
        line.add(names.limit, weather.limit)
        line.add("forecastTime", weather.time)
    }

    private static func addStatistics(_ statistics: TripStatistics, to line: inout JSONLine) {
        line.add("positionCount", statistics.positionCount)
        line.add("distanceMeters", statistics.distanceMeters)
        line.add("durationSeconds", statistics.duration)
        line.add("movingSeconds", statistics.movingTime)
        line.add("averageSpeedKnots", TripStatistics.knots(statistics.averageSpeed))
        line.add("maximumSpeedKnots", TripStatistics.knots(statistics.maximumSpeed))
        line.add("fuelLiters", statistics.fuelLiters)
        line.add("fuelCost", statistics.fuelCost.map(JSONMoney.text))
        line.add("currency", statistics.fuelCost == nil ? nil : "TRY")
    }
}
