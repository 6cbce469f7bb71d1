import CLIKit
import MarineKit

/// `denizrota anchor set|clear`: the running daemon's anchor alarm.
public enum AnchorCommand {
    static let radius = Option<Double>(
        "radius", short: "r", valueName: "anchor.value.radius", help: "anchor.option.radius",
        default: AnchorWatch.defaultRadius)

    /// The `anchor` group.
    public static let command = Command(
        name: "anchor", summary: "anchor.summary", discussion: "anchor.discussion", subcommands: [set, clear])

    static let set = Command(
        name: "set", summary: "anchor.set.summary", options: [radius, DaemonControlClient.controlOption],
        examples: [CommandExample("denizrota anchor set --radius 60", explanation: "anchor.set.example")],
        writesJSON: true
    ) { context in
        let requested = context.arguments[radius] ?? AnchorWatch.defaultRadius
        // Refused, not clamped in silence: a 5 m circle that is really 10 m is not what the skipper asked for.
        guard AnchorWatch.radiusRange.contains(requested) else {
            throw CommandError(
                .dataError, key: "anchor.error.radius",
                NavigationText(context).number(requested, digits: 1, trimmed: true),
                "\(Int(AnchorWatch.radiusRange.lowerBound))", "\(Int(AnchorWatch.radiusRange.upperBound))")
        }
        let request = TripControlRequest(command: "anchor.set", radiusMeters: requested)
        let response = try DaemonControlClient.send(request, context: context)
        if response.ok, !context.isJSONOutput {
            context.writeLine(
                context.text("anchor.set.done", String(Int((response.anchorRadiusMeters ?? requested).rounded()))))
        }
        return try finish(response, context)
    }

    static let clear = Command(
        name: "clear", summary: "anchor.clear.summary", options: [DaemonControlClient.controlOption], writesJSON: true
    ) { context in
        let response = try DaemonControlClient.send(TripControlRequest(command: "anchor.clear"), context: context)
        if response.ok, !context.isJSONOutput { context.writeLine(context.text("anchor.clear.done")) }
        return try finish(response, context)
    }

    private static func finish(_ response: TripControlResponse, _ context: CommandContext) throws -> ExitCode {
        try DaemonControlClient.requireAccepted(response)
        if context.isJSONOutput { try context.writeJSON(TripStateJSON(response)) }
        return .success
    }
}
