import Expectations
import Foundation
import Localization
import MarineKit
import MarineKitTestSupport
import PosixKit
import Synchronization
import Testing

@testable import DenizrotadCommands

/// The control socket's subscription (`{"command":"watch"}`, `denizrota watch`).
///
/// The answer line, then the live state as JSON lines with the route's XTE, VMG, TTG and ETA, until the daemon
/// ends (end of file). In-process daemon on its own thread, a real Unix socket.
@Suite("denizrotad watch subscription", .serialized)
struct DaemonWatchTests {
    /// Three fixes 50 m east of a northbound leg at 6 kn, then nothing until released, then the end.
    final class HeldSource: PositionSource, @unchecked Sendable {
        let name = "held"
        let isReplay = false
        let released = Atomic<Bool>(false)
        private var sent = 0
        static let start = Date(timeIntervalSince1970: 1_780_315_200)

        var readiness: PositionSourceReadiness {
            if sent < 3 { return .immediate }
            return released.load(ordering: .relaxed) ? .finished : .after(Date().addingTimeInterval(0.05))
        }

        func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
            guard sent < 3 else { return .active }
            let base = Geodesic.wgs84.direct(
                from: GeoCoordinate(latitude: 36.9, longitude: 27.3), azimuth: 0, distance: Double(sent) * 3)
            let point = Geodesic.wgs84.direct(from: base.destination, azimuth: 90, distance: 50).destination
            deliver(
                PositionFix(
                    time: Self.start.addingTimeInterval(Double(sent)), latitude: point.latitude,
                    longitude: point.longitude, speedOverGround: 6 * PositionFix.metersPerSecondPerKnot,
                    courseOverGround: 0, horizontalAccuracy: 4))
            sent += 1
            return .active
        }

        func close() {}
    }

    static let waypoints: [Waypoint] = {
        let start = GeoCoordinate(latitude: 36.9, longitude: 27.3)
        let end = Geodesic.wgs84.direct(from: start, azimuth: 0, distance: 1852).destination
        return [Waypoint(name: "WP0", coordinate: start), Waypoint(name: "WP1", coordinate: end)]
    }()

    /// The lines a client reads until end of file or 10 s without a byte.
    static func readLines(_ descriptor: Int32, until done: ([String]) -> Bool) -> (lines: [String], ended: Bool) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while Descriptor.waitReadable(descriptor, milliseconds: 10_000) {
            guard case .bytes(let count) = chunk.withUnsafeMutableBytes({ Descriptor.read(descriptor, into: $0) })
            else { return (lines(bytes), true) }
            bytes += chunk[0..<count]
            if done(lines(bytes)) { return (lines(bytes), false) }
        }
        return (lines(bytes), false)
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        guard let last = bytes.lastIndex(of: 0x0A) else { return [] }
        return bytes[..<last].split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    }

    static func object(_ line: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
    }

    @Test func watcherGetsTheStateUntilTheDaemonEnds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "watch-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("c.sock").path
        let source = HeldSource()
        let localizer = Localizer(language: .english, sets: DenizrotadTool.catalogs)
        let parts = Daemon.Parts(
            source: source, store: InMemoryTripStore(), geometry: GeodesicTrackGeometry(), automation: nil,
            recordAtStart: true, signals: try SignalPipe(signals: []),
            control: try ControlServer(path: path, userID: ProcessIdentity.effectiveUserID), notifier: nil,
            loadRoute: { ("North", Self.waypoints) }, weather: nil, loadBoat: nil, emit: { _ in }, log: { _ in },
            text: { localizer.text($0, arguments: $1) }, message: { localizer.message(for: $0) }, clock: { Date() })
        // The loop on a thread of its own, started here: the client's blocking reads below must not wait for a
        // task of the cooperative pool (2 threads on 2 cores, all blocked when tests run in parallel).
        let loop = UncheckedDaemon(daemon: Daemon(parts: parts))
        let finished = DispatchSemaphore(value: 0)
        let stored = Atomic<Bool>(false)
        Thread {
            stored.store(loop.daemon.run(), ordering: .relaxed)
            finished.signal()
        }.start()
        let client = try UnixSocket.connect(path: path)
        defer { Descriptor.close(client) }
        #expect(Descriptor.writeAll(client, Array(#"{"command":"watch"}"#.utf8) + [0x0A]))
        let (first, _) = Self.readLines(client) { lines in
            lines.dropFirst().contains { (Self.object($0)["gps"] as? [String: Any])?["fixesAccepted"] as? Int == 3 }
        }
        expectEqual(Self.object(first.first ?? "")["ok"] as? Bool, true)
        let state = Self.object(first.last ?? "")
        let route = try #require(state["route"] as? [String: Any])
        #expect(route["name"] as? String == "North" && route["waypoint"] as? String == "WP1")
        let crossTrack = try #require(route["crossTrackErrorMeters"] as? Double)
        #expect(abs(crossTrack - 50) < 0.5, "east of a northbound leg is starboard: +50 m, not \(crossTrack)")
        let made = try #require(route["velocityMadeGoodKnots"] as? Double)
        #expect(made > 5.9 && made <= 6)  // 6 kn on 000°, the waypoint 1.5° off the bow
        let distance = try #require(route["distanceMeters"] as? Double)
        let seconds = try #require(route["timeToGoSeconds"] as? Double)
        #expect(abs(seconds - (distance / (made * PositionFix.metersPerSecondPerKnot)).rounded()) <= 1)
        #expect(route["eta"] as? String != nil)
        expectEqual((state["trip"] as? [String: Any])?["recording"] as? Bool, true)
        source.released.store(true, ordering: .relaxed)
        let (_, ended) = Self.readLines(client) { _ in false }
        #expect(ended, "the daemon's end closes the subscription")
        expectEqual(finished.wait(timeout: .now() + 30), .success)
        let everythingStored = stored.load(ordering: .relaxed)
        #expect(everythingStored)
    }
}
