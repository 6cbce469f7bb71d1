import CLIKit
import CLIKitTesting
import DenizrotaCommands
import Expectations
import Foundation
import Testing

/// `denizrota watch` against a fake control socket (in-process): the subscription request, the state lines as JSON
/// with `--json` or as text, and a clean end (exit 0, a note on standard error) when the daemon goes away.
@Suite struct WatchCommandTests {
    static let answer = #"{"ok":true,"recording":true,"tripID":3}"#
    /// A state as `denizrotad` sends it (Docs/denizrotad-api.md): a stale position, a route leg with its XTE, VMG,
    /// TTG and ETA, an anchor watch and an acknowledged alarm.
    static let state = """
        {"alarms":[{"acknowledged":true,"event":"anchorAlarm","time":"2026-06-01T12:00:00Z"}],\
        "anchor":{"alarming":true,"bearingDegrees":123,"distanceMeters":61.6,"latitude":36.9,"longitude":27.3,\
        "radiusMeters":50},"gps":{"fixesAccepted":1234,"fixesRejected":2,"source":"gpsd://127.0.0.1:2947",\
        "status":"ok"},"position":{"ageSeconds":7.5,"courseTrueDegrees":1,"horizontalAccuracyMeters":5,\
        "latitude":36.9,"longitude":27.3,"speedKnots":6,"stale":true,"time":"2026-06-01T12:00:05Z"},\
        "route":{"bearingDegrees":1,"complete":false,"crossTrackErrorMeters":-37,"distanceMeters":1574.2,"eta":\
        "2026-06-01T12:15:44Z","name":"Passage","timeToGoSeconds":510,"velocityMadeGoodKnots":5.99,\
        "waypoint":"WP1","waypointCount":3,"waypointNumber":2},"schemaVersion":1,"time":"2026-06-01T12:00:12Z",\
        "trip":{"averageSpeedKnots":6,"distanceMeters":1852,"durationSeconds":600,"maximumSpeedKnots":6.5,\
        "recording":true,"tripID":3}}
        """

    func run(_ arguments: [String], lines: [String]) async throws -> (ToolRun, [String]) {
        let server = try FakeControlServer { _ in lines }
        defer { server.stop() }
        var harness = ToolHarness.denizrota()
        var services = DenizrotaServices.live(
            ToolEnvironment(
                arguments: [], variables: [:], standardOutput: BufferedOutput(), standardError: BufferedOutput()))
        services.interruptPipe = { nil }
        harness.services = services
        let run = await harness.run(["watch", "--control", server.path] + arguments)
        return (run, server.requests)
    }

    @Test func jsonLinesAreTheDaemonsStates() async throws {
        let (run, requests) = try await run(["--json"], lines: [Self.answer, Self.state, Self.state])
        #expect(requests == [#"{"command":"watch"}"#])
        expectEqual(run.status, 0, "\(run.standardError)")
        expectEqual(run.standardOutput, Self.state + "\n" + Self.state + "\n")
        expectEqual(run.standardError, "denizrota: the daemon ended the watch\n")
    }

    @Test func textShowsTheBoatAtAGlance() async throws {
        let (run, _) = try await run([], lines: [Self.answer, Self.state])
        expectEqual(run.status, 0, "\(run.standardError)")
        let lines = run.standardOutput.components(separatedBy: "\n")
        #expect(
            lines == [
                "12:00:12 UTC  gpsd://127.0.0.1:2947: fix, 1,234 positions accepted, 2 dropped",
                "position 36°54.000′N 027°18.000′E  ±5\u{00A0}m  age 7.5\u{00A0}s  STALE",
                "SOG 6.0\u{00A0}kn  COG 001.0°T  STALE",
                "trip 3: 1.00\u{00A0}nm in 10\u{00A0}min, average 6.0\u{00A0}kn, maximum 6.5\u{00A0}kn",
                "route Passage: to WP1 (2 of 3)  DTW 0.85\u{00A0}nm  BTW 001.0°T  XTE −0.02\u{00A0}nm  VMG 6.0\u{00A0}kn"
                    + "  TTG 9\u{00A0}min  ETA 2026-06-01 12:16 UTC",
                "anchor: 62\u{00A0}m from the anchor (circle 50\u{00A0}m), bearing 123.0°T  ALARM",
                "alarms: anchor alarm (acknowledged)", "", "",
            ], "\(run.standardOutput)")
    }

    @Test func anOlderDaemonIsRefused() async throws {
        let refused = #"{"ok":false,"error":"unknownCommand","recording":false}"#
        let (run, _) = try await run([], lines: [refused])
        expectEqual(run.status, 69)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("the daemon does not know this command (is it an older version?)"))
    }
}
