import CLIKitTesting
import Expectations
import Foundation
import MarineStorage
import PosixKit
import Testing

/// The daemon while another program holds its database locked.
///
/// A `BEGIN IMMEDIATE` from Python's sqlite3 is held longer than the daemon's 250 ms busy timeout. Positions come
/// over UDP, a live source (batches every 2 s).
@Suite("denizrotad with a locked database", .timeLimit(.minutes(3)))
struct DenizrotadLockTests {
    let directory: URL
    let database: String
    let control: String

    init() throws {
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("drl-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        database = directory.appendingPathComponent("trips.sqlite").path
        control = directory.appendingPathComponent("ctl.sock").path
        _ = try MarineDatabase.open(path: database)  // schema in place, so the lock below is the only obstacle
    }

    /// Holds the database's write lock for `seconds` from another process.
    func lock(for seconds: Double) throws -> DenizrotadBackground {
        let script = """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute("BEGIN IMMEDIATE")
            print("locked", flush=True)
            time.sleep(float(sys.argv[2]))
            c.execute("COMMIT")
            """
        let holder = try DenizrotadBackground(
            URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, database, String(seconds)], in: directory,
            name: "lock-\(UUID().uuidString.prefix(4))")
        _ = denizrotadWait(within: 10) { holder.standardOutput.contains("locked") }
        return holder
    }

    /// Starts `denizrotad --source nmea-udp://127.0.0.1:PORT --record`.
    func startDaemon(port: UInt16) throws -> DenizrotadBackground {
        let daemon = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            ["--source", "nmea-udp://127.0.0.1:\(port)", "--record", "--db", database, "--control", control],
            in: directory, name: "denizrotad")
        _ = try denizrotadWait(within: 20) { try status()?["source"] != nil }
        return daemon
    }

    /// `denizrota trip status --json`, nil while the daemon does not answer.
    func status() throws -> [String: Any]? {
        let run = try ToolRunner.run("denizrota", ["trip", "status", "--control", control, "--json"], timeLimit: 10)
        return try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    }

    /// Sends RMC + GGA datagrams for seconds `range` of 2026-06-01 12:00, 10 m apart northward.
    func send(_ range: Range<Int>, port: UInt16) {
        for second in range {
            let minutes = String(format: "%07.4f", 0.0054 * Double(second))  // 0.0054′ ≈ 10 m
            let time = String(format: "1200%02d.00", second)
            var text = ""
            for body in [
                "GPRMC,\(time),A,36\(minutes),N,02718.0000,E,6.0,0.0,010626,,,A",
                "GPGGA,\(time),36\(minutes),N,02718.0000,E,1,09,0.9,5.0,M,35.0,M,,",
            ] {
                text += "$\(body)*\(String(format: "%02X", body.utf8.reduce(0, ^)))\r\n"
            }
            try? Socket.sendUDP(Array(text.utf8), host: "127.0.0.1", port: port)
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    func storedPositions() throws -> Int {
        let run = try ToolRunner.run("denizrota", ["trip", "show", "1", "--db", database, "--json"], timeLimit: 20)
        let detail = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return (detail?["positions"] as? [Any])?.count ?? -1
    }

    @Test("a lock past the busy timeout: trip stop refused while the trip stays open, then all stored and exit 0")
    func transientLock() throws {
        let port = FakeGPSD.freeUDPPort()
        let daemon = try startDaemon(port: port)
        send(0..<3, port: port)
        #expect(try denizrotadWait(within: 10) { (try status()?["fixesAccepted"] as? Int ?? 0) >= 2 })
        let holder = try lock(for: 5)
        send(3..<6, port: port)
        // A batch falls due: its write fails and the positions stay in memory (waits for the daemon to say so).
        #expect(denizrotadWait(within: 10) { daemon.standardError.contains("cannot write to the database") })
        let stop = try ToolRunner.run("denizrota", ["trip", "stop", "--control", control], timeLimit: 10)
        expectEqual(stop.status, 74)  // EX_IOERR (it was 1)
        #expect(stop.standardError.contains("the daemon could not write to its database"), "\(stop.standardError)")
        #expect(try status()?["recording"] as? Bool == true)
        expectEqual(holder.waitForExit(within: 10), 0)
        // The next batch goes through: nothing left unstored.
        #expect(denizrotadWait(within: 10) { ControlProbe.status(control)?["positionsUnstored"] as? Int == 0 })
        let sent = Date()
        daemon.send(.terminate)
        let exit = daemon.waitForExit(within: 5)
        #expect(Date().timeIntervalSince(sent) < 1)
        expectEqual(exit, 0, "a recovered write failure must not make the exit 74: \(daemon.standardError)")
        #expect(daemon.standardError.contains("cannot write to the database"))
        // Once until a write succeeds (issue 28: a flush not yet due used to end the failure, so it repeated).
        let warnings = daemon.standardError.components(separatedBy: "cannot write to the database").count - 1
        expectEqual(warnings, 1, "\(daemon.standardError)")
        #expect(try storedPositions() == 6)
        #expect(!daemon.standardError.contains("storage.error"), "a raw catalog key: \(daemon.standardError)")
    }

    @Test("SIGTERM while the database stays locked: exit within 1 s, 74, and the unstored positions are reported")
    func lockedAtShutdown() throws {
        let port = FakeGPSD.freeUDPPort()
        let daemon = try startDaemon(port: port)
        send(0..<3, port: port)
        #expect(try denizrotadWait(within: 10) { (try status()?["fixesAccepted"] as? Int ?? 0) >= 2 })
        let holder = try lock(for: 20)
        send(3..<6, port: port)
        // The three fixes are taken in (and held: the database is locked) before the signal; waits on the count.
        #expect(try denizrotadWait(within: 10) { (try status()?["fixesAccepted"] as? Int ?? 0) >= 5 })
        let sent = Date()
        daemon.send(.terminate)
        let exit = daemon.waitForExit(within: 5)
        let seconds = Date().timeIntervalSince(sent)
        holder.stop()
        // "Within 1 s" (Docs/denizrotad.md: ≤ 250 ms per statement) on an idle machine; 4 s allowed under CI load,
        // still far below waiting on the lock, which the holder keeps for 20 s.
        #expect(seconds < 4, "\(seconds) s")
        expectEqual(exit, 74)
        #expect(daemon.standardError.contains("received positions were not stored and trip 1 was left open"))
    }

    @Test("starting while the database is locked: retries with back-off, then explains (69)")
    func lockedAtStart() throws {
        let short = try lock(for: 1.5)
        let log = directory.appendingPathComponent("p.nmea")
        try "$GPRMC,120000.00,A,3654.0000,N,02718.0000,E,6.0,0.0,010626,,,A*50\n".write(
            to: log, atomically: true, encoding: .utf8)
        let waited = try ToolRunner.run(
            "denizrotad", ["--source", log.path, "--record", "--db", database], timeLimit: 30)
        expectEqual(waited.status, 0, "\(waited.standardError)")
        #expect(waited.standardError.contains("is locked by another program; retrying"))
        _ = short.waitForExit(within: 5)
        let long = try lock(for: 30)
        let started = Date()
        let refused = try ToolRunner.run(
            "denizrotad", ["--source", log.path, "--record", "--db", database], timeLimit: 30)
        long.stop()
        expectEqual(refused.status, 69)
        #expect(refused.standardError.contains("is locked by another program; gave up after"))
        // It gave up on its own, well before the 30 s lock ended (its back-off gives up after about 10 s; 15.9 s
        // was seen with the lanes loading both cores, so the margin is wide).
        #expect(Date().timeIntervalSince(started) < 25)
    }
}
