import Foundation
import Localization
import MarineKit

/// Runs `--hook CMD` for every event: `CMD EVENT TIME [WAYPOINT]` with the event's JSON line on standard input,
/// no shell involved (through the services' ``HookRunner``).
struct HookOutlet {
    /// The program to run.
    let command: String
    /// Starts it (``DenizrotadServices/hookRunner``).
    let runner: any HookRunner

    /// Starts the hook; returns an error text for the log when it cannot be started.
    func deliver(_ event: DaemonEvent) -> String? {
        var arguments = [event.name, UTCTimestamp.iso8601(event.time)]
        if case .alert(let alert) = event, let waypoint = alert.waypoint { arguments.append(waypoint) }
        do {
            try runner.start(command, arguments: arguments, input: Array((event.jsonLine + "\n").utf8))
            return nil
        } catch {
            return "\(command): \(error)"
        }
    }
}

/// Speaks alerts in the user's language (`--speak`) through one ``SpeechQueue`` over the services' ``Speaker``:
/// one at a time, alarms first; a repeated alarm is said again.
struct SpeechOutlet {
    /// The queue the texts are said from.
    let queue: SpeechQueue
    /// Texts in the user's language.
    let localizer: Localizer

    /// Speaks an alert; other events are silent.
    func deliver(_ event: DaemonEvent) {
        guard case .alert(let alert) = event else { return }
        queue.enqueue(Self.text(alert, localizer), alarm: alert.kind.isAlarm)
    }

    /// The words for an alert: its catalog text with the waypoint and the distance in whole metres; the weather
    /// alert says what, how much and when ("wind 34 knots at 10:00 UTC, your limit is 25").
    static func text(_ alert: AlertEvent, _ localizer: Localizer) -> String {
        if alert.kind == .weather, let weather = alert.weather, weather.quantity != .land {
            let digits = weather.quantity == .wave ? 1 : 0
            return localizer.text(
                "denizrotad.speech.weather.\(weather.quantity.rawValue)", spoken(weather.value, digits),
                clock(weather.time), spoken(weather.limit, digits))
        }
        let distance = alert.distanceMeters.map { String(Int(abs($0).rounded())) } ?? ""
        return localizer.text("denizrotad.speech.\(alert.kind.rawValue)", alert.waypoint ?? "", distance)
    }

    /// `10:00`: the UTC clock time of a forecast hour (whole minutes, rounded half up).
    static func clock(_ time: Date) -> String {
        let minutes = Int((time.timeIntervalSince1970 / 60).rounded(.toNearestOrAwayFromZero))
        let ofDay = ((minutes % 1440) + 1440) % 1440
        return String(format: "%02d:%02d", ofDay / 60, ofDay % 60)
    }

    /// A number as the voice reads it: `digits` decimals, trailing zeros dropped, in the language's notation.
    private static func spoken(_ value: Double, _ digits: Int) -> String {
        let scale = digits == 0 ? 1.0 : 10.0
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
