import CLIKit
import Foundation
import MarineKit
import PosixKit

/// Talks to a running `denizrotad` over its control socket: one JSON request line, one JSON response line.
enum DaemonControlClient {
    /// Seconds to wait for the daemon's answer.
    static let timeout: Int32 = 3000

    /// The `--control` option shared by `trip start|stop|status` and `anchor set|clear`.
    static let controlOption = Option<String>(
        "control", valueName: "daemonControl.value.path", help: "daemonControl.option.control")

    /// Sends a request; errors are localized command errors (69 when no daemon listens or the socket is not the
    /// user's own: its folder belongs to someone else, or its server runs as another user).
    static func send(_ request: TripControlRequest, context: CommandContext) throws -> TripControlResponse {
        let opened = try open(request, context: context)
        Descriptor.close(opened.descriptor)
        return opened.response
    }

    /// Sends a request and reads the answer line, leaving the connection open (`watch`: the daemon goes on
    /// writing): the descriptor, which the caller closes, the answer, and what was read after the answer's line.
    static func open(_ request: TripControlRequest, context: CommandContext) throws -> (
        descriptor: Int32, response: TripControlResponse, rest: [UInt8]
    ) {
        let path = try socketPath(context)
        let descriptor = try connect(path)
        do {
            let server = PeerCredentials.userID(of: descriptor)
            guard server == context.environment.userID else {
                throw CommandError(
                    .unavailable, wrapping: ControlSocketError.foreignPeer(path: path, userID: server ?? 0))
            }
            guard Descriptor.writeAll(descriptor, TripControlLine.encode(request)) else {
                throw CommandError(.unavailable, key: "daemonControl.error.notRunning", path)
            }
            let reply = try readLine(descriptor, path: path)
            guard let response = TripControlLine.response(from: reply) else {
                throw CommandError(.failure, key: "daemonControl.error.badReply", path)
            }
            let rest = reply.firstIndex(of: 0x0A).map { Array(reply[($0 + 1)...]) } ?? []
            return (descriptor, response, rest)
        } catch {
            Descriptor.close(descriptor)
            throw error
        }
    }

    /// The exit status of a refusal by the daemon: 74 (`EX_IOERR`) when it could not write to its database, 64
    /// (`EX_USAGE`) for an alarm it does not know, 69 (`EX_UNAVAILABLE`) when it cannot do it now (a trip already
    /// or not being recorded, no fix yet, no anchor watch) or does not understand the request (an older daemon).
    static func exitCode(forRefusal reason: String?) -> ExitCode {
        switch reason {
        case "storageFailed": .ioError
        case "unknownAlarm": .usage
        default: .unavailable
        }
    }

    /// Throws a refusal of the daemon as a localized command error (`daemonControl.refused.<reason>`, the trip
    /// being recorded named when a trip is already recorded), so the reason goes to standard error, or as a JSON
    /// error object under `--json`, and nothing to standard output.
    static func requireAccepted(_ response: TripControlResponse) throws {
        guard !response.ok else { return }
        let reason = response.error ?? "unknown"
        let key = "daemonControl.refused.\(reason)"
        guard reason != "alreadyRecording" else {
            throw CommandError(exitCode(forRefusal: reason), key: key, response.tripID.map(String.init) ?? "-")
        }
        throw CommandError(exitCode(forRefusal: reason), key: key)
    }

    /// `--control`, else the default path; a private folder (no `XDG_RUNTIME_DIR`) is checked before use.
    private static func socketPath(_ context: CommandContext) throws -> String {
        if let explicit = context.arguments[controlOption] { return explicit }
        let variables = context.environment.variables
        let userID = context.environment.userID
        let path = TripControlSocket.defaultPath(variables: variables, userID: userID)
        guard let folder = TripControlSocket.privateDirectory(variables: variables, userID: userID) else {
            return path
        }
        do {
            guard try ControlSocketGuard.checkPrivateDirectory(folder, userID: userID) else {
                throw CommandError(.unavailable, key: "daemonControl.error.notRunning", path)
            }
        } catch let error as ControlSocketError {
            throw CommandError(.unavailable, wrapping: error)
        }
        return path
    }

    private static func connect(_ path: String) throws -> Int32 {
        do throws(SystemCallError) {
            return try UnixSocket.connect(path: path)
        } catch  where error.errorCode == .nameTooLong {
            throw CommandError(.usage, key: "daemonControl.error.notRunning", path)
        } catch {
            throw CommandError(.unavailable, key: "daemonControl.error.notRunning", path)
        }
    }

    private static func readLine(_ descriptor: Int32, path: String) throws -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.contains(0x0A) {
            guard Descriptor.waitReadable(descriptor, milliseconds: timeout) else {
                throw CommandError(.unavailable, key: "daemonControl.error.timeout", path)
            }
            guard case .bytes(let count) = chunk.withUnsafeMutableBytes({ Descriptor.read(descriptor, into: $0) })
            else { break }
            received.append(contentsOf: chunk[0..<count])
        }
        return received
    }
}
