import Foundation
import Localization
import MarineKit
import PosixKit

/// Runs `--hook CMD` for every event: `CMD EVENT TIME [WAYPOINT]` with the event's JSON line on standard input,
/// no shell involved.
struct HookOutlet {
    /// The program to run.
    let command: String
    /// The environment passed to the hook.
    let variables: [String: String]

    /// Starts the hook; returns an error text for the log when it cannot be started.
    func deliver(_ event: DaemonEvent) -> String? {
        var arguments = [event.name, UTCTimestamp.iso8601(event.time)]
        if case .alert(let alert) = event, let waypoint = alert.waypoint { arguments.append(waypoint) }
        do {
            try ProcessLauncher.spawn(
                command, arguments, environment: variables, input: Array((event.jsonLine + "\n").utf8))
            return nil
        } catch {
            return "\(command): \(error)"
        }
    }
}

/// Speaks alerts through `espeak-ng` in the user's language (`--speak`), when it is installed.
struct SpeechOutlet {
    /// The espeak-ng executable.
    let executable: String
    /// Texts in the user's language.
    let localizer: Localizer
    /// The environment passed to espeak-ng.
    let variables: [String: String]

    /// espeak-ng voice names for our languages (espeak-ng `espeak-ng-data/lang`; Mandarin is `cmn`).
    static let voices: [Language: String] = [
        .english: "en", .turkish: "tr", .spanish: "es", .french: "fr", .german: "de", .simplifiedChinese: "cmn",
        .japanese: "ja",
    ]

    /// Speaks an alert; other events are silent.
    func deliver(_ event: DaemonEvent) {
        guard case .alert(let alert) = event else { return }
        let distance = alert.distanceMeters.map { String(Int(abs($0).rounded())) } ?? ""
        let text = localizer.text("denizrotad.speech.\(alert.kind.rawValue)", alert.waypoint ?? "", distance)
        let voice = Self.voices[localizer.language] ?? "en"
        _ = try? ProcessLauncher.spawn(executable, ["-v", voice, "--", text], environment: variables, input: nil)
    }
}
