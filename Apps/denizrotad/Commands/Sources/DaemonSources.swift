import CLIKit
import Foundation
import MarineGPSLive
import MarineKit

/// Builds the live ``PositionSource`` for a ``SourceAddress``.
enum DaemonSources {
    /// Opens or prepares the source; errors are localized command errors.
    static func make(_ address: SourceAddress) throws -> any PositionSource {
        switch address {
        case .gpsd(let host, let port): return StreamSource(host: host, port: port, gpsd: true)
        case .nmeaTCP(let host, let port): return StreamSource(host: host, port: port, gpsd: false)
        case .nmeaUDP(let host, let port):
            do {
                return try DatagramSource(host: host, port: port)
            } catch {
                throw CommandError(.unavailable, key: "denizrotad.error.openSource", "nmea-udp://:\(port)", "\(error)")
            }
        case .serial(let path, let baud):
            guard let source = SerialSource(path: path, baud: baud) else {
                throw CommandError(.usage, key: "denizrotad.error.baud", String(baud))
            }
            return source
        case .file(let path):
            do {
                return try ReplaySource(path: path)
            } catch {
                throw CommandError(.noInput, key: "denizrotad.error.openSource", path, "\(error)")
            }
        case .standardInput:
            return (try? ReplaySource(path: nil)) ?? ScriptedEnd()
        }
    }
}

/// A source that has already ended (standard input could not be inspected).
private final class ScriptedEnd: PositionSource {
    let name = "-"
    let isReplay = true
    var readiness: PositionSourceReadiness { .finished }
    func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus { .ended }
    func close() {}
}
