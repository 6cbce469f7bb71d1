import CLIKit
import Foundation
import MarineKit

/// `denizrota dashboard pair|devices|revoke`: pairing phones and tablets with the running daemon's dashboard
/// (`denizrotad --http 0.0.0.0:PORT`), through the control socket (Docs/security.md "Pairing").
public enum DashboardCommand {
    static let scope = Option<String>(
        "scope", valueName: "dashboard.value.scope", help: "dashboard.option.scope", default: "view")
    static let device = Positional<String>(valueName: "dashboard.value.device", help: "dashboard.argument.device")

    /// The `dashboard` group.
    public static let command = Command(
        name: "dashboard", summary: "dashboard.summary", discussion: "dashboard.discussion",
        subcommands: [pair, devices, revoke])

    static let pair = Command(
        name: "pair", summary: "dashboard.pair.summary", options: [scope, DaemonControlClient.controlOption],
        examples: [CommandExample("denizrota dashboard pair --scope control", explanation: "dashboard.pair.example")],
        writesJSON: true
    ) { context in
        var request = TripControlRequest(command: "dashboard.pair")
        let asked = context.arguments[scope] ?? "view"
        guard ["view", "control"].contains(asked) else {
            throw CommandError(.usage, key: "dashboard.error.scope", asked)
        }
        request.scope = asked
        let response = try send(request, context)
        guard let pairing = response.pairing else { throw CommandError(.failure, key: "dashboard.error.noCode") }
        if context.isJSONOutput {
            try context.writeJSON(PairingJSON(pairing: pairing))
        } else {
            let code = "\(pairing.code.prefix(3)) \(pairing.code.dropFirst(3))"
            context.writeLine(
                context.text(
                    "dashboard.pair.done", code, context.text("dashboard.scope.\(pairing.scope)"),
                    TimeText.text(pairing.expiresAt, zone: nil)))
        }
        return .success
    }

    static let devices = Command(
        name: "devices", summary: "dashboard.devices.summary", options: [DaemonControlClient.controlOption],
        writesJSON: true
    ) { context in
        try list(try send(TripControlRequest(command: "dashboard.devices"), context), context)
    }

    static let revoke = Command(
        name: "revoke", summary: "dashboard.revoke.summary", options: [DaemonControlClient.controlOption],
        positionals: [device.spec],
        examples: [CommandExample("denizrota dashboard revoke device-1", explanation: "dashboard.revoke.example")],
        writesJSON: true
    ) { context in
        var request = TripControlRequest(command: "dashboard.revoke")
        request.device = context.arguments[device]
        let response = try send(request, context)
        if !context.isJSONOutput { context.writeLine(context.text("dashboard.revoke.done", request.device ?? "")) }
        return try list(response, context, quiet: true)
    }

    private static func send(_ request: TripControlRequest, _ context: CommandContext) throws -> TripControlResponse {
        let response = try DaemonControlClient.send(request, context: context)
        if !response.ok, let reason = response.error, ["noDashboard", "notPairing", "unknownDevice"].contains(reason) {
            throw CommandError(.unavailable, key: "dashboard.refused.\(reason)", request.device ?? "")
        }
        try DaemonControlClient.requireAccepted(response)
        return response
    }

    /// The paired devices: JSON, or one line each (`NAME  SCOPE  paired TIME from ADDRESS`).
    private static func list(_ response: TripControlResponse, _ context: CommandContext, quiet: Bool = false) throws
        -> ExitCode
    {
        let devices = response.devices ?? []
        if context.isJSONOutput {
            try context.writeJSON(DevicesJSON(devices: devices))
            return .success
        }
        if quiet { return .success }
        guard !devices.isEmpty else {
            context.writeLine(context.text("dashboard.devices.none"))
            return .success
        }
        for device in devices {
            context.writeLine(
                context.text(
                    "dashboard.devices.line", device.name, context.text("dashboard.scope.\(device.scope)"),
                    TimeText.text(device.pairedAt, zone: nil), device.address))
        }
        return .success
    }
}

/// `dashboard pair --json`: `{"pairing": {"code", "scope", "expiresAt"}, "schemaVersion": 1}`.
struct PairingJSON: JSONDocument {
    let pairing: TripControlPairing
}

/// `dashboard devices --json` (and `revoke --json`): `{"devices": [{"name", "scope", "pairedAt", "address"}]}`.
struct DevicesJSON: JSONDocument {
    let devices: [TripControlDevice]
}
