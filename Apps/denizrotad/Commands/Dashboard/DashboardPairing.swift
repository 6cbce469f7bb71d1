import CLIKit
import Foundation
import HTTPServing
import MarineKit
import Storage

/// Pairing's start-up and its control-socket commands (`denizrota dashboard pair|devices|revoke`).
enum DashboardPairing {
    /// Turns pairing on for `server`: the devices paired before are read from `database`; a first code (scope
    /// `control`: whoever sees the daemon's terminal is at the boat's computer) is shown on standard error only
    /// when it is a terminal: under systemd standard error is the journal, a log, where no secret goes.
    static func start(_ server: DashboardServer, context: CommandContext, database: SQLiteDatabase) throws {
        do {
            server.gate = try PairingGate(
                store: StoredPairedDevices(database: database), cookieName: DashboardServer.cookieName,
                random: secureRandomBytes)
        } catch {
            throw CommandError(.ioError, key: "denizrotad.error.pairingStore", context.describe(error))
        }
        server.note = { context.diagnostics.hint("\(context.diagnostics.toolName): \($0)") }
        guard context.environment.standardErrorIsTerminal, let gate = server.gate else {
            server.note(context.localizer.text("denizrotad.note.pairWithCommand"))
            return
        }
        let code = gate.issueCode(scope: .control, now: context.environment.now())
        server.note(context.localizer.text("denizrotad.note.pairingCode", arguments: [spaced(code.text), "5"]))
    }

    /// `count` bytes from the system's cryptographically secure generator (`getrandom(2)` on Linux).
    static func secureRandomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// `123 456`: easier to read out and type.
    static func spaced(_ code: String) -> String {
        code.count == 6 ? "\(code.prefix(3)) \(code.suffix(3))" : code
    }

    /// Answers `dashboard.pair` (a new code, `scope` view or control), `dashboard.devices` and `dashboard.revoke`
    /// (`device`); refused with `noDashboard` without `--http`, `notPairing` on loopback.
    static func respond(_ request: TripControlRequest, server: DashboardServer?, now: Date) -> TripControlResponse {
        guard let server else { return TripControlResponse(ok: false, error: "noDashboard") }
        guard let gate = server.gate else { return TripControlResponse(ok: false, error: "notPairing") }
        var response = TripControlResponse(ok: true)
        switch request.command {
        case "dashboard.pair":
            guard let scope = PairingScope(rawValue: request.scope ?? "view") else {
                return TripControlResponse(ok: false, error: "unknownScope")
            }
            let code = gate.issueCode(scope: scope, now: now)
            response.pairing = TripControlPairing(code: code.text, scope: scope.rawValue, expiresAt: code.expiresAt)
        case "dashboard.revoke":
            let name = request.device ?? ""
            do {
                guard try gate.revoke(named: name) else {
                    return TripControlResponse(ok: false, error: "unknownDevice")
                }
            } catch {
                return TripControlResponse(ok: false, error: "storageFailed")
            }
            server.server.closeStreams(owner: name)
            server.note(server.localizer.text("denizrotad.note.revoked", arguments: [name]))
        default:
            break
        }
        response.devices = gate.devices.map {
            TripControlDevice(name: $0.name, scope: $0.scope.rawValue, pairedAt: $0.pairedAt, address: $0.address)
        }
        return response
    }
}
