import CLIKitTesting
import Expectations
import Foundation
import Testing

/// What `denizrota trip|anchor` print for the daemon's answers (a fake control socket, in-process): a successful
/// `trip stop` names the trip it stored with its figures (it used to print "not recording"); a refusal prints only
/// its reason on standard error with a sysexits status (it used to print the state on standard output too and
/// exit 1).
@Suite struct DaemonReplyTests {
    static let stoppedTrip = """
        {"ok":true,"recording":false,"tripID":3,"source":"-","fixesAccepted":601,"fixesRejected":0,\
        "statistics":{"startedAt":"2026-06-01T12:00:00Z","endedAt":"2026-06-01T12:10:00Z","positionCount":601,\
        "distanceMeters":1852,"durationSeconds":600,"movingSeconds":600,"averageSpeedKnots":6,\
        "maximumSpeedKnots":6.5,"currentSpeedKnots":0}}
        """

    /// (arguments, the daemon's answer, exit status, a line of standard output or "" for none, a text of standard
    /// error or "" for none).
    static let cases: [([String], String, Int32, String, String)] = [
        (["trip", "stop"], stoppedTrip, 0, "trip 3 stopped and stored", ""),
        (
            ["trip", "start"], #"{"ok":false,"error":"alreadyRecording","recording":true,"tripID":3}"#, 69, "",
            "trip 3 is already being recorded (denizrota trip stop ends it)"
        ),
        (
            ["trip", "stop"], #"{"ok":false,"error":"notRecording","recording":false}"#, 69, "",
            "no trip is being recorded"
        ),
        (
            ["trip", "stop"], #"{"ok":false,"error":"storageFailed","recording":true,"tripID":3}"#, 74, "",
            "the daemon could not write to its database"
        ),
        (["anchor", "clear"], #"{"ok":false,"error":"anchorNotSet","recording":false}"#, 69, "", "is not set"),
        (
            ["trip", "start", "--json"], #"{"ok":false,"error":"alreadyRecording","recording":true,"tripID":3}"#, 69,
            "", "daemonControl.refused.alreadyRecording"
        ),
    ]

    @Test(arguments: cases)
    func reply(arguments: [String], answer: String, status: Int32, output: String, error: String) async throws {
        let server = try FakeControlServer { _ in [answer] }
        defer { server.stop() }
        let run = await ToolHarness.denizrota().run(arguments + ["--control", server.path])
        expectEqual(run.status, status, "\(run.standardError)")
        if arguments.contains("--json") {
            #expect(run.standardOutput.contains(error), "\(run.standardOutput)")
        } else {
            #expect(output.isEmpty ? run.standardOutput.isEmpty : run.standardOutput.hasPrefix(output + "\n"))
            #expect(
                error.isEmpty ? run.standardError.isEmpty : run.standardError.contains(error), "\(run.standardError)")
        }
    }

    @Test func stoppedTripShowsItsFigures() async throws {
        let server = try FakeControlServer { _ in [Self.stoppedTrip] }
        defer { server.stop() }
        let run = await ToolHarness.denizrota().run(["trip", "stop", "--control", server.path])
        #expect(run.standardOutput.contains("1.00\u{00A0}nm") || run.standardOutput.contains("1.0\u{00A0}nm"))
        #expect(!run.standardOutput.contains("not recording"), "\(run.standardOutput)")
        #expect(server.requests == [#"{"command":"trip.stop"}"#])
    }
}
