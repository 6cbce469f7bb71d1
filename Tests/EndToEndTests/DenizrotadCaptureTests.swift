import CLIKitTesting
import Expectations
import Foundation
import Testing

/// The daemon on gpsd's regression captures of real receivers (`Packages/MarineKit/Tests/Fixtures/gpsd`, PROVENANCE.md there),
/// through real gpsd (gpsfake) and as a file replay: what it stores must be what the receiver said.
@Suite("denizrotad on real receivers' captures (gpsd, gpsfake)", .timeLimit(.minutes(3)))
struct DenizrotadCaptureTests {
    static let captures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/EndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository
        .appendingPathComponent("Packages/MarineKit/Tests/Fixtures/gpsd")

    let directory: URL
    let database: String

    init() throws {
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("drc-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        database = directory.appendingPathComponent("trips.sqlite").path
    }

    /// The capture's lines (CR LF and LF both end a line).
    static func lines(of name: String) throws -> [String] {
        let text = try String(contentsOf: captures.appendingPathComponent("\(name).log"), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).map(String.init)
    }

    /// Positions stored for trip 1 (`denizrota trip show 1 --json`).
    func storedPositions() throws -> [[String: Any]] {
        let run = try ToolRunner.run("denizrota", ["trip", "show", "1", "--db", database, "--json"], timeLimit: 20)
        let detail = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return detail?["positions"] as? [[String: Any]] ?? []
    }

    /// Replays `name` through gpsfake (one sentence every `cycle` seconds) into `denizrotad --record`, until the
    /// daemon has received the `reports` fixes gpsd makes of the capture (GPSDRegressionLogTests), then stops it.
    func recordThroughGPSD(_ name: String, cycle: Double, reports: Int) throws -> DenizrotadBackground {
        let port = FakeGPSD.freePort()
        let leadIn = FakeGPSD.leadIn(Int((3 / cycle).rounded(.up)))  // gpsd reads the log once a client watches
        let log = try Self.lines(of: name)
        let gpsd = try FakeGPSD(lines: leadIn + log, port: port, cycle: cycle, in: directory, name: "gpsfake")
        let control = directory.appendingPathComponent("ctl.sock").path
        let daemon = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            ["--source", "gpsd://127.0.0.1:\(port)", "--record", "--db", database, "--control", control],
            in: directory, name: "denizrotad")
        // Waits on the data: until the daemon has received (accepted or filtered) every fix gpsd reports.
        let budget = Double(leadIn.count + log.count) * cycle + 30
        let received = denizrotadWait(within: budget) { Self.receivedFixes(control) >= reports }
        #expect(received, "received \(Self.receivedFixes(control)) of gpsd's \(reports) fixes")
        daemon.send(.terminate)
        expectEqual(daemon.waitForExit(within: 5), 0, "\(daemon.standardError)")
        gpsd.stop()
        return daemon
    }

    /// Fixes received so far (accepted and filtered), asked over the control socket (``ControlProbe``).
    static func receivedFixes(_ control: String) -> Int {
        let reply = ControlProbe.status(control)
        return (reply?["fixesAccepted"] as? Int ?? 0) + (reply?["fixesRejected"] as? Int ?? 0)
    }

    @Test("motorola-t805 at gpsfake's 0.3 s pacing: every epoch stores the receiver's own speed and course")
    func motorolaThroughGPSD() throws {
        _ = try recordThroughGPSD("motorola-t805", cycle: 0.3, reports: 15)
        let stored = try storedPositions()
        // gpsd reports 15 epochs with a time (its first has no date yet, GPSDRegressionLogTests); 4 of them have
        // 3 satellites and HDOP 3.1, eph 58.9 m (19 m × 3.1), over the 50 m limit: 11 are stored. (gpsd 3.22
        // dates this 2007 log in 2027, its GPS week rollover guess; the times are gpsd's.)
        expectEqual(stored.count, 11)
        let knots = stored.compactMap { $0["speedKnots"] as? Double }
        expectEqual(knots.count, stored.count, "every epoch has the RMC's speed")
        #expect((knots.max() ?? 99) <= 1.25 + 0.001, "\(knots)")  // was 34.9 kn: gpsd's GGA-time speed
        // The RMCs give a course at 21:26:15.879 (237.93°) and 21:26:17 (21.04°); the later ones leave it empty.
        let courses = stored.compactMap { $0["courseTrueDegrees"] as? Double }
        expectEqual(courses, [237.93, 21.04])
    }

    @Test("u-blox LEA-5H through gpsd and as a file: the same track, one position per epoch despite the GLL")
    func ubloxThroughGPSDAndFile() throws {
        _ = try recordThroughGPSD("ublox-lea-5h", cycle: 0.01, reports: 19)
        let throughGPSD = try storedPositions()
        try FileManager.default.removeItem(atPath: database)
        let log = directory.appendingPathComponent("ublox.log")
        try (try Self.lines(of: "ublox-lea-5h").joined(separator: "\n") + "\n").write(
            to: log, atomically: true, encoding: .utf8)
        let replay = try ToolRunner.run(
            "denizrotad", ["--source", log.path, "--record", "--db", database], timeLimit: 30)
        expectEqual(replay.status, 0, "\(replay.standardError)")
        let fromFile = try storedPositions()
        // 20 epochs in the file; gpsd does not report the last one, a lone RMC where the capture pauses
        // (GPSDRegressionLogTests.Rule.captureCutAfterRMC): it is the file replay's 14th position.
        expectEqual(fromFile.count, 20)
        expectEqual(throughGPSD.count, 19)
        let latitudes = { (rows: [[String: Any]]) in rows.compactMap { $0["latitude"] as? Double } }
        var expected = latitudes(fromFile)
        expected.remove(at: 13)
        #expect(zip(latitudes(throughGPSD), expected).allSatisfy { abs($0 - $1) < 1e-8 })
    }

    @Test("motorola-t805 as a file: trip show --json and the GPX export keep the receiver's milliseconds")
    func subsecondTimesFromARealCapture() throws {
        let log = directory.appendingPathComponent("motorola.log")
        try (try Self.lines(of: "motorola-t805").joined(separator: "\n") + "\n").write(
            to: log, atomically: true, encoding: .utf8)
        let replay = try ToolRunner.run(
            "denizrotad", ["--source", log.path, "--record", "--db", database], timeLimit: 30)
        expectEqual(replay.status, 0, "\(replay.standardError)")
        // gpsd's .chk reports 21:26:15.879Z for this epoch; whole seconds are written without a fraction.
        let times = try storedPositions().compactMap { $0["time"] as? String }
        #expect(
            Array(times.prefix(3)) == ["2007-12-18T21:26:14.879Z", "2007-12-18T21:26:15.879Z", "2007-12-18T21:26:17Z"])
        let gpx = try ToolRunner.run(
            "denizrota", ["trip", "export", "1", "--db", database, "--format", "gpx"], timeLimit: 20)
        expectEqual(gpx.status, 0, "\(gpx.standardError)")
        #expect(gpx.standardOutput.contains("<time>2007-12-18T21:26:15.879Z</time>"))
        expectEqual(gpx.standardOutput.components(separatedBy: "<trkpt").count - 1, times.count)
    }
}
