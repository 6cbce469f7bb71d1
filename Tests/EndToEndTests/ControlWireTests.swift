import CLIKitTesting
import Expectations
import Foundation
import MarineKitTestSupport
import Testing

/// The control socket's wire speaks the JSON vocabulary (Docs/json.md: units in the names) on both sides: what
/// `denizrota` sends and reads, and what `denizrotad` answers; `trip status --json` stays as documented.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ControlWireTests {
    let directory: URL
    let control: String

    init() throws {
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("wire-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        control = directory.appendingPathComponent("ctl.sock").path
    }

    /// Binds argv[1], writes each request line to argv[2] and answers with argv[3].
    static let fakeDaemon = """
        import os, socket, sys
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(sys.argv[1])
        os.chmod(sys.argv[1], 0o600)
        s.listen(8)
        print("listening", flush=True)
        while True:
            c, _ = s.accept()
            line = c.recv(4096)
            with open(sys.argv[2], "ab") as log:
                log.write(line)
            c.sendall(sys.argv[3].encode() + b"\\n")
            c.close()
        """

    /// Sends argv[2] (one JSON line) to the socket argv[1] and prints the answer.
    static let client = """
        import socket, sys
        c = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        c.connect(sys.argv[1])
        c.sendall(sys.argv[2].encode() + b"\\n")
        data = b""
        while not data.endswith(b"\\n"):
            chunk = c.recv(65536)
            if not chunk:
                break
            data += chunk
        sys.stdout.write(data.decode())
        """

    /// The daemon's answer in the vocabulary's names, as `denizrota` reads it: `trip status --json` prints the
    /// documented document (Docs/json.md §Trips), the same as before the wire was renamed, and the text its figures.
    @Test func denizrotaReadsAndSendsTheVocabulary() throws {
        let answer = """
            {"anchorRadiusMeters":60,"fixesAccepted":42,"fixesRejected":1,"ok":true,"recording":true,\
            "source":"-","statistics":{"averageSpeedKnots":6,"currentSpeedKnots":5.5,"distanceMeters":1852,\
            "durationSeconds":600,"endedAt":"2026-06-01T12:10:00Z","fuelCost":11.06,"fuelLiters":0.246,\
            "maximumSpeedKnots":6.5,"movingSeconds":540,"positionCount":601,"startedAt":"2026-06-01T12:00:00Z"},\
            "tripID":3}
            """
        let requests = directory.appendingPathComponent("requests.log").path
        let server = try DenizrotadBackground(
            URL(fileURLWithPath: "/usr/bin/python3"), ["-c", Self.fakeDaemon, control, requests, answer],
            in: directory, name: "fake")
        defer { server.stop() }
        #expect(denizrotadWait(within: 10) { server.standardOutput.contains("listening") })
        let status = try ToolRunner.run("denizrota", ["trip", "status", "--control", control, "--json"])
        expectEqual(status.status, 0, "\(status.standardError)")
        #expect(
            status.standardOutput == """
                {
                  "anchorRadiusMeters" : 60,
                  "fixesAccepted" : 42,
                  "fixesRejected" : 1,
                  "recording" : true,
                  "schemaVersion" : 1,
                  "source" : "-",
                  "startedAt" : "2026-06-01T12:00:00Z",
                  "statistics" : {
                    "averageSpeedKnots" : 6,
                    "currency" : "TRY",
                    "currentSpeedKnots" : 5.5,
                    "distanceMeters" : 1852,
                    "durationSeconds" : 600,
                    "fuelCost" : "11.06",
                    "fuelLiters" : 0.246,
                    "maximumSpeedKnots" : 6.5,
                    "movingSeconds" : 540,
                    "positionCount" : 601
                  },
                  "tripID" : 3
                }

                """)
        let text = try ToolRunner.run("denizrota", ["trip", "status", "--control", control])
        #expect(text.standardOutput.contains("6.0\u{00A0}kn") && text.standardOutput.contains("6.5\u{00A0}kn"))
        let anchor = try ToolRunner.run("denizrota", ["anchor", "set", "--radius", "60", "--control", control])
        expectEqual(anchor.status, 0, "\(anchor.standardError)")
        let sent = (try? String(contentsOfFile: requests, encoding: .utf8)) ?? ""
        #expect(sent.contains(#"{"command":"anchor.set","radiusMeters":60}"#), "\(sent)")
        #expect(sent.contains(#"{"command":"trip.status"}"#))
    }

    /// `denizrotad` answers in the vocabulary: no `maximumSpeed` in m/s, no `movingTime`, no `anchorRadius`.
    @Test func denizrotadAnswersInTheVocabulary() throws {
        let port = FakeGPSD.freeUDPPort()
        let daemon = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            [
                "--source", "nmea-udp://127.0.0.1:\(port)", "--record", "--db",
                directory.appendingPathComponent("t.sqlite").path, "--control", control,
            ], in: directory, name: "denizrotad")
        defer { daemon.stop() }
        #expect(denizrotadWait(within: 20) { (try? request(#"{"command":"trip.status"}"#))?["ok"] as? Bool == true })
        let passage = NMEAPassage(seconds: 30).lines.filter { !$0.hasPrefix("#") }
        let sender = try ToolRunner.run(
            "/usr/bin/python3",
            [
                "-c",
                "import socket, sys\ns = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\n"
                    + "for line in sys.stdin.read().splitlines(): s.sendto((line + '\\r\\n').encode(), "
                    + "('127.0.0.1', \(port)))",
            ], standardInput: passage.joined(separator: "\n"))
        expectEqual(sender.status, 0, "\(sender.standardError)")
        #expect(
            denizrotadWait(within: 20) {
                ((try? request(#"{"command":"trip.status"}"#))?["statistics"] as? [String: Any])?["positionCount"]
                    as? Int ?? 0 > 1
            }, "\(daemon.standardError)")
        let anchor = try #require(try request(#"{"command":"anchor.set","radiusMeters":75}"#))
        #expect(anchor["ok"] as? Bool == true && anchor["anchorRadiusMeters"] as? Double == 75)
        #expect(anchor["anchorRadius"] == nil)
        let status = try #require(try request(#"{"command":"trip.status"}"#))
        let figures = try #require(status["statistics"] as? [String: Any])
        for name in ["maximumSpeedKnots", "averageSpeedKnots", "movingSeconds", "durationSeconds", "distanceMeters"] {
            #expect(figures[name] is Double, "\(name) in \(figures)")
        }
        for name in ["maximumSpeed", "movingTime", "currentSpeed", "anchorRadius"] {
            #expect(figures[name] == nil && status[name] == nil, "\(name)")
        }
        // 6 kn passage: the knots are knots, not metres per second (3.1 m/s).
        #expect(abs((figures["maximumSpeedKnots"] as? Double ?? 0) - 6) < 0.5, "\(figures)")
    }

    /// One request line to the control socket, the answer parsed.
    func request(_ line: String) throws -> [String: Any]? {
        let run = try ToolRunner.run("/usr/bin/python3", ["-c", Self.client, control, line], timeLimit: 10)
        return try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    }
}
