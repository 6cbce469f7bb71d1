import Foundation
import Glibc

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
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connect(descriptor, to: path) else { return nil }
        let request = Array(#"{"command":"trip.status"}"#.utf8) + [UInt8(ascii: "\n")]
        guard send(descriptor, request, request.count, Int32(MSG_NOSIGNAL)) == request.count,
            let reply = readLine(descriptor)
        else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(reply))) as? [String: Any]
    }

    /// Bytes up to and including the first newline; nil when the peer hangs up or times out first.
    private static func readLine(_ descriptor: Int32) -> [UInt8]? {
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while reply.last != UInt8(ascii: "\n") {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
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

    private static func connect(_ descriptor: Int32, to path: String) -> Bool {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }
}
