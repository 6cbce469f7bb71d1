import CLIKit
import MarineKit

/// `denizrota alert ack [--alarm KIND]`: acknowledges the running daemon's sounding alarms (they stop repeating and
/// stay active until their cause clears), through the control socket's `alert.ack`.
public enum AlertCommand {
    /// The alarms that can be acknowledged (MarineKit's `AlertKind.isAlarm`).
    static let alarmKinds = AlertKind.allCases.filter(\.isAlarm)
    static let alarm = Option<String>("alarm", valueName: "alert.value.alarm", help: "alert.option.alarm")

    /// The `alert` group.
    public static let command = Command(
        name: "alert", summary: "alert.summary", discussion: "alert.discussion", subcommands: [ack])

    static let ack = Command(
        name: "ack", summary: "alert.ack.summary", options: [alarm, DaemonControlClient.controlOption],
        examples: [CommandExample("denizrota alert ack", explanation: "alert.ack.example")], writesJSON: true
    ) { context in
        let kind = context.arguments[alarm]
        if let kind, !alarmKinds.map(\.rawValue).contains(kind) {
            throw CommandError(
                .usage, key: "alert.error.alarm", kind, alarmKinds.map(\.rawValue).joined(separator: ", "))
        }
        var request = TripControlRequest(command: "alert.ack")
        request.alarm = kind
        let response = try DaemonControlClient.send(request, context: context)
        try DaemonControlClient.requireAccepted(response)
        if context.isJSONOutput {
            try context.writeJSON(TripStateJSON(response))
            return .success
        }
        let names = (response.acknowledgedAlarms ?? []).map { context.text("alert.kind.\($0)") }
        context.writeLine(
            names.isEmpty
                ? context.text("alert.ack.none") : context.text("alert.ack.done", names.joined(separator: ", ")))
        return .success
    }
}
