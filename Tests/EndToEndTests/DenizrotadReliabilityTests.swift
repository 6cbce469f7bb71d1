import CLIKitTesting
import Expectations
import Foundation
import Glibc
import MarineKitTestSupport
import Testing

/// The daemon during a GPS outage (issue 28): it idles, and it notices the return at once; and what it refuses.
///
/// Before the fix the loop's wake-up kept the GPS-loss deadline, already in the past once `gpsLost` was raised, so
/// `poll(2)` returned at once for the whole outage: 1.0 CPU-s per second.
@Suite("denizrotad: a GPS outage, a device that is no terminal, a damaged database (issue 28)", .timeLimit(.minutes(2)))
struct DenizrotadReliabilityTests {
    /// The outage window measured after `gpsLost`, in seconds of the monotonic clock.
    static let window = 3.0

    @Test("after gpsLost the daemon idles (CPU time well under the window) and reports gpsRestored at the next fix")
    func outageIdles() throws {
        let directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("dro-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let port = FakeGPSD.freeUDPPort()
        let daemon = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            [
                "--source", "nmea-udp://127.0.0.1:\(port)", "--gps-timeout", "1", "--db", directory.path + "/t.sqlite",
                "--control", directory.path + "/ctl.sock",
            ], in: directory, name: "denizrotad")
        defer { daemon.stop() }
        let lost = denizrotadWait(within: 20) { daemon.events.contains { $0["event"] as? String == "gpsLost" } }
        try #require(lost, "no gpsLost event: \(daemon.standardError)")
        let pid = daemon.process.processIdentifier
        let before = try #require(Self.cpuSeconds(of: pid))
        let start = Self.monotonic()
        _ = denizrotadWait(within: Self.window + 5) { Self.monotonic() - start >= Self.window }
        let used = try #require(Self.cpuSeconds(of: pid)) - before
        #expect(used < 0.1, "\(used) CPU-s in \(Self.window) s of outage")
        Self.sendFix(port: port)
        let restored = denizrotadWait(within: 10) {
            daemon.events.contains { $0["event"] as? String == "gpsRestored" }
        }
        #expect(restored, "no gpsRestored after a fix: \(daemon.standardOutput)")
    }

    @Test("--gps-timeout outside 1...3600 is a usage error naming the range", arguments: ["0", "-1", "3601"])
    func timeoutRange(value: String) throws {
        let run = try ToolRunner.run(
            "denizrotad", ["--source", "nmea-udp://127.0.0.1:9", "--gps-timeout=\(value)"], timeLimit: 20)
        expectEqual(run.status, 64)
        #expect(run.standardError.contains("from 1 to 3600"), "\(run.standardError)")
    }

    @Test(
        "a character device that is not a terminal is refused at once (64), naming it",
        arguments: ["/dev/zero", "/dev/null"])
    func nonTerminalDevice(path: String) throws {
        let run = try ToolRunner.run("denizrotad", ["--source", path, "--lang", "en"], timeLimit: 20)
        expectEqual(run.status, 64)
        #expect(run.standardError.contains("\(path) is a character device but not a terminal"), "\(run.standardError)")
    }

    @Test("a --record replay into a database whose trip table is damaged stores nothing: exit 74, and it says so")
    func damagedDatabaseIsNotSuccess() throws {
        let directory = "/tmp/drd-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = directory + "/t.sqlite"
        #expect(try ToolRunner.run("denizrota", ["route", "new", "X", "--db", database]).status == 0)
        // One page overwritten: the root page of the table holding trip records.
        let damage = try ToolRunner.run(
            "/usr/bin/python3",
            [
                "-c",
                "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
                    + "p=c.execute(\"select rootpage from sqlite_master where name='storage_records'\").fetchone()[0]; "
                    + "c.close(); f=open(sys.argv[1],'r+b'); f.seek((p-1)*4096); f.write(b'\\xde\\xad'*2048)",
                database,
            ])
        expectEqual(damage.status, 0, "\(damage.standardError)")
        let passage = NMEAPassage(seconds: 200)
        try passage.text.write(toFile: directory + "/p.nmea", atomically: true, encoding: .utf8)
        let run = try ToolRunner.run(
            "denizrotad", ["--source", directory + "/p.nmea", "--record", "--db", database, "--lang", "en"],
            timeLimit: 60)
        expectEqual(run.status, 74, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "no trip could be started, so \(passage.fixes.count) received positions were not stored"),
            "\(run.standardError)")
    }

    @Test("a trip killed (-9) before its first batch was written is removed at the next start, not listed empty")
    func emptyTripAfterKillIsRemoved() throws {
        let directory = "/tmp/dre-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = directory + "/t.sqlite"
        let port = FakeGPSD.freeUDPPort()
        let control = directory + "/ctl.sock"
        let daemon = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            ["--source", "nmea-udp://127.0.0.1:\(port)", "--db", database, "--control", control],
            in: URL(fileURLWithPath: directory), name: "denizrotad")
        // `trip start` before any fix: the trip exists and holds no position yet.
        let started = try denizrotadWait(within: 20) {
            try ToolRunner.run("denizrota", ["trip", "start", "--control", control], timeLimit: 10).status == 0
        }
        try #require(started, "\(daemon.standardError)")
        daemon.send(.kill)
        _ = daemon.waitForExit(within: 5)
        let before = try ToolRunner.run("denizrota", ["trip", "list", "--db", database, "--json"], timeLimit: 20)
        #expect(before.standardOutput.contains("\"tripID\""), "the open trip: \(before.standardOutput)")
        try "".write(toFile: directory + "/empty.nmea", atomically: true, encoding: .utf8)
        _ = try ToolRunner.run("denizrotad", ["--source", directory + "/empty.nmea", "--db", database], timeLimit: 30)
        let list = try ToolRunner.run("denizrota", ["trip", "list", "--db", database, "--json"], timeLimit: 20)
        expectEqual(list.status, 0, "\(list.standardError)")
        #expect(!list.standardOutput.contains("\"tripID\""), "\(list.standardOutput)")
    }

    /// User plus system CPU time of a process so far, from `/proc/PID/stat` (fields 14 and 15, in clock ticks).
    static func cpuSeconds(of pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm)" come the fields from the third on: utime and stime are the 12th and 13th of those.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Seconds of the monotonic clock.
    static func monotonic() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// One RMC + GGA fix as a datagram.
    static func sendFix(port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var text = ""
        for body in [
            "GPRMC,120000.00,A,3654.0000,N,02718.0000,E,6.0,0.0,010626,,,A",
            "GPGGA,120000.00,3654.0000,N,02718.0000,E,1,09,0.9,5.0,M,35.0,M,,",
        ] {
            text += "$\(body)*\(String(format: "%02X", body.utf8.reduce(0, ^)))\r\n"
        }
        let bytes = Array(text.utf8)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, bytes, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }
}
