import Expectations
import Foundation
import MarineGPSLive
import MarineKit
import MarineKitTestSupport
import Testing

/// The live position sources of MarineGPSLive, on real files, sockets and pipes.
@Suite struct GPSLiveSourceTests {
    @Test("reconnect back-off doubles to 30 s and resets after data")
    func backoff() {
        var backoff = ReconnectBackoff()
        #expect((0..<7).map { _ in backoff.take() } == [1, 2, 4, 8, 16, 30, 30])
        backoff.reset()
        expectEqual(backoff.take(), 1)
    }

    @Test("a replayed NMEA file delivers the passage's fixes and counts its lines")
    func replayFile() throws {
        let passage = NMEAPassage(seconds: 20)
        let path = NSTemporaryDirectory() + "replay-\(UUID().uuidString.prefix(8)).nmea"
        try Data(passage.text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try ReplaySource(path: path)
        defer { source.close() }
        #expect(source.isReplay && source.readiness == .immediate)
        var fixes: [PositionFix] = []
        while source.service(now: NMEAPassage.start, deliver: { fixes.append($0) }) != .ended {}
        expectEqual(fixes.count, passage.fixes.count)
        expectEqual(fixes.first?.time, passage.fixes.first?.time)
        #expect(source.inputSummary.isUsable)
        #expect(source.inputSummary.nmea.sentences > 0 && source.inputSummary.badJSONLines == 0)
        expectEqual(source.readiness, .finished)
    }

    @Test("a folder or a missing file is refused with errno")
    func replayRefusals() {
        for (path, code) in [(NSTemporaryDirectory(), EISDIR), ("/nonexistent/track.nmea", ENOENT)] {
            do {
                _ = try ReplaySource(path: path)
                Issue.record("\(path) was opened")
            } catch {
                #expect(error.code == code && error.call == "open")
            }
        }
    }

    @Test("sources name themselves as the daemon reports them; odd baud rates are refused")
    func names() throws {
        expectEqual(StreamSource(host: "::1", port: 2947, gpsd: true).name, "gpsd://[::1]:2947")
        expectEqual(StreamSource(host: "plotter", port: 10110, gpsd: false).name, "nmea-tcp://plotter:10110")
        #expect(SerialSource(path: "/dev/ttyUSB0", baud: 4801) == nil)
        expectEqual(SerialSource(path: "/dev/ttyUSB0", baud: 4800)?.name, "/dev/ttyUSB0@4800")
        let udp = try DatagramSource(host: "127.0.0.1", port: 0)
        defer { udp.close() }
        expectEqual(udp.name, "nmea-udp://127.0.0.1:0")
    }
}
