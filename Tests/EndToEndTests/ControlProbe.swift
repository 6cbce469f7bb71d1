import Foundation
import PosixKit

/// Asks a running `denizrotad` for its trip status over its control socket, from the test process itself.
///
/// Tests that wait for the daemon poll often (every 10–100 ms for seconds); spawning `denizrota trip status` for
/// each poll cost more CPU than the tests themselves (a debug binary's start-up, about 30 ms each). The probe
/// speaks the same wire (one JSON request line, one JSON answer line; Docs/json.md) with one `connect`; the tests
/// still read the final figures through `denizrota trip status`, so the tool stays covered.
enum ControlProbe {
    /// The daemon's answer to `trip.status` as a JSON object, or nil while nothing answers at `path` (no socket,
    /// nobody listening, a hang-up, or an answer that is not JSON).
    static func status(_ path: String, timeoutSeconds: Int = 5) -> [String: Any]? {
        guard let descriptor = try? UnixSocket.connect(path: path) else { return nil }
        defer { Descriptor.close(descriptor) }
        let request = Array(#"{"command":"trip.status"}"#.utf8) + [UInt8(ascii: "\n")]
        // A blocking socket: send(2) (MSG_NOSIGNAL, so a hang-up is no SIGPIPE) takes the short line whole.
        guard case .success(request.count) = StreamTransfer.write(descriptor, request[...]),
            let reply = readLine(descriptor, timeoutSeconds: timeoutSeconds)
        else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(reply))) as? [String: Any]
    }

    /// Bytes up to and including the first newline; nil when the peer hangs up, or sends nothing for
    /// `timeoutSeconds`, first.
    private static func readLine(_ descriptor: Int32, timeoutSeconds: Int) -> [UInt8]? {
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while reply.last != UInt8(ascii: "\n") {
            guard Descriptor.waitReadable(descriptor, milliseconds: Int32(timeoutSeconds * 1000)),
                case .bytes(let count) = StreamTransfer.read(descriptor, into: &buffer)
            else { return nil }
            reply += buffer[0..<count]
        }
        return reply
    }

    /// Fixes accepted so far, or nil while the daemon does not answer.
    static func acceptedFixes(_ path: String) -> Int? {
        status(path)?["fixesAccepted"] as? Int
    }

    /// Positions of the running trip already written to the database (its `positionCount` less the daemon's
    /// `positionsUnstored`), or nil while the daemon does not answer or records no trip.
    static func storedPositions(_ path: String) -> Int? {
        guard let reply = status(path), let unstored = reply["positionsUnstored"] as? Int,
            let count = (reply["statistics"] as? [String: Any])?["positionCount"] as? Int
        else { return nil }
        return count - unstored
    }
}
