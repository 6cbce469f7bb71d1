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

/// Speaks alerts in the user's language (`--speak`) through the services' ``Speaker``.
struct SpeechOutlet {
    /// Says the texts (``DenizrotadServices/speaker``).
    let speaker: any Speaker
    /// Texts in the user's language.
    let localizer: Localizer

    /// Speaks an alert; other events are silent.
    func deliver(_ event: DaemonEvent) {
        guard case .alert(let alert) = event else { return }
        let distance = alert.distanceMeters.map { String(Int(abs($0).rounded())) } ?? ""
        let text = localizer.text("denizrotad.speech.\(alert.kind.rawValue)", alert.waypoint ?? "", distance)
        try? speaker.speak(text, in: localizer.language)
    }
}
