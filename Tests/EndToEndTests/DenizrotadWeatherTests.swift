import CLIKitTesting
import Expectations
import Foundation
import MarineKitTestSupport
import PosixKit
import Testing

/// `denizrotad --weather` as a built binary: positions over UDP, forecasts from the local fake Open-Meteo server
/// (no internet).
@Suite("denizrotad --weather (fake Open-Meteo)", .serialized, .timeLimit(.minutes(2)))
struct DenizrotadWeatherTests {
    /// MarineKit's fake server script (`Packages/MarineKit/Tests/Fixtures/fake-open-meteo.py`).
    static let script = FakeOpenMeteoServer.packagedScriptPath

    /// `$GPRMC` and `$GPGGA` at 36°54′N 27°18′E for the current UTC second, with checksums.
    static func sentences(at date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970)
        let day = seconds % 86_400
        let time = String(format: "%02d%02d%02d.00", day / 3600, day / 60 % 60, day % 60)
        let bodies = [
            "GPRMC,\(time),A,3654.00000,N,02718.00000,E,0.0,0.0,010626,,,A",
            "GPGGA,\(time),3654.00000,N,02718.00000,E,1,09,0.9,5.0,M,35.0,M,,",
        ]
        return bodies.map { body in
            "$\(body)*" + String(format: "%02X", body.utf8.reduce(UInt8(0)) { $0 ^ $1 }) + "\r\n"
        }.joined()
    }

    /// Sends one datagram to 127.0.0.1:`port`.
    static func send(_ text: String, port: UInt16) {
        try? Socket.sendUDP(Array(text.utf8), host: "127.0.0.1", port: port)
    }

    @Test("a storm over the boat's limits: one weather event at the boat's position, then SIGTERM exits 0")
    func stormRaisesOneWeatherEvent() async throws {
        let server = try FakeOpenMeteoServer(scriptPath: Self.script)
        defer { server.stop() }
        let directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("drw-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let port = FakeGPSD.freeUDPPort()
        let daemon = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            [
                "--source", "nmea-udp://127.0.0.1:\(port)", "--weather",
                "--weather-url", server.baseURL(scenario: "storm", api: "forecast").absoluteString,
                "--marine-url", server.baseURL(scenario: "storm", api: "marine").absoluteString,
                "--db", directory.appendingPathComponent("d.sqlite").path,
                "--control", directory.appendingPathComponent("ctl.sock").path,
            ], in: directory, name: "denizrotad")
        defer { daemon.stop() }
        let raised = denizrotadWait(within: 30) {
            Self.send(Self.sentences(at: Date()), port: port)
            return daemon.events.contains { $0["event"] as? String == "weather" } || !daemon.isRunning
        }
        #expect(raised, "\(daemon.standardError)")
        for _ in 0..<5 {  // more fixes: the next check is 30 min away, so no second event
            Self.send(Self.sentences(at: Date()), port: port)
            try await Task.sleep(for: .milliseconds(100))
        }
        daemon.send(.terminate)
        expectEqual(daemon.waitForExit(within: 5), 0)
        let weather = daemon.events.filter { $0["event"] as? String == "weather" }
        expectEqual(weather.count, 1)
        let detail = try #require(weather.first?["detail"] as? String)
        #expect(detail.hasPrefix("wind 30 kn > 25 kn at "), "\(detail)")
        expectEqual(weather.first?["latitude"] as? Double, 36.9)
        expectEqual(weather.first?["longitude"] as? Double, 27.3)
        #expect(try await server.requestCount() >= 1)
    }
}
