import Foundation
import MarineKitTestSupport
import PosixKit

/// A process running in the background for a daemon test: output in files, killed when the test is done.
final class DenizrotadBackground {
    let process = Process()
    let directory: URL
    private let outputFile: URL
    private let errorFile: URL

    /// Starts `executable` with `arguments`; `name` prefixes the output files in `directory`.
    init(_ executable: URL, _ arguments: [String], in directory: URL, name: String) throws {
        self.directory = directory
        outputFile = directory.appendingPathComponent("\(name).out")
        errorFile = directory.appendingPathComponent("\(name).err")
        for file in [outputFile, errorFile] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/sbin:/usr/bin:/bin", "HOME": directory.path, "LANG": "C"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    deinit { stop() }

    var isRunning: Bool { process.isRunning }
    var standardOutput: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// The JSON event lines written so far.
    var events: [[String: Any]] {
        standardOutput.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// Sends a signal.
    func send(_ signal: Signal) {
        if process.isRunning { _ = signal.send(to: process.processIdentifier) }
    }

    /// Waits for the exit; returns the status (128 + signal when killed), or nil on timeout.
    func waitForExit(within seconds: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
        guard !process.isRunning else { return nil }
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Terminates politely, then by force.
    func stop() {
        guard process.isRunning else { return }
        send(.terminate)
        if waitForExit(within: 3) == nil {
            send(.kill)
            _ = waitForExit(within: 3)
        }
    }
}

/// gpsd fed by gpsfake's library (`Tests/Fixtures/feed-gpsd.py`) from a generated log, on a free local port.
final class FakeGPSD {
    /// The gpsd port.
    let port: UInt16
    private let runner: DenizrotadBackground

    /// Lines of no interest (GSV) that cover gpsd's start-up.
    ///
    /// The feeder holds the first line until a client watches (gpsd opens the fake device only then); these lines
    /// then give gpsd's packet sniffer time to settle on NMEA before the fixes. At 2 ms a line, 1500 lines are 3 s.
    static func leadIn(_ count: Int = 1500) -> [String] {
        Array(repeating: NMEAPassage.satellitesInView, count: count)
    }

    /// Starts gpsd fed once by `Tests/Fixtures/feed-gpsd.py` (gpsfake's own library, as `gpsfake -1 -q -c CYCLE -P PORT
    /// LOG`, but idle instead of spinning once the log is fed) and waits until gpsd listens.
    init(lines: [String], port: UInt16, cycle: Double = 0.002, in directory: URL, name: String) throws {
        self.port = port
        let log = directory.appendingPathComponent("\(name).nmea")
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gpsfake") else {
            throw DenizrotadTestError.missing("gpsfake (Debian gpsd-clients; scripts/install-deps installs it)")
        }
        // Debian's python3, which has gpsd's `gps` module (python3-gps, a dependency of gpsd-clients).
        runner = try DenizrotadBackground(
            URL(fileURLWithPath: "/usr/bin/python3"),
            [Self.feeder.path, "--cycle", String(cycle), "--port", String(port), log.path],
            in: directory, name: name)
        guard Self.waitUntilListening(port: port, within: 15) else {
            runner.stop()
            throw DenizrotadTestError.timeout("gpsd on port \(port) did not start: \(runner.standardError)")
        }
    }

    /// `Tests/Fixtures/feed-gpsd.py`.
    static let feeder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/EndToEndTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/feed-gpsd.py")

    deinit { stop() }

    /// Whether the feeder is still running (feeding, or idle after the log until stopped).
    var isRunning: Bool { runner.isRunning }

    /// Waits until the feeder has fed the whole log and exited.
    func waitForEnd(within seconds: TimeInterval) -> Bool {
        runner.waitForExit(within: seconds) != nil
    }

    /// Stops the feeder (which stops its gpsd) and any gpsd it left on the port.
    func stop() {
        runner.stop()
        Self.killStrayGPSD(port: port)
    }

    /// A TCP port nobody listens on now.
    static func freePort() -> UInt16 {
        guard let listener = try? TCPListener.listen(host: "127.0.0.1", port: 0) else { return 0 }
        defer { Descriptor.close(listener) }
        return TCPListener.localPort(listener) ?? 0
    }

    /// A UDP port nobody is bound to now (for `nmea-udp://` sources).
    static func freeUDPPort() -> UInt16 {
        guard let socket = try? Socket.bindUDP(host: "127.0.0.1", port: 0) else { return 0 }
        defer { Descriptor.close(socket) }
        return Socket.localPort(socket) ?? 0
    }

    private static func waitUntilListening(port: UInt16, within seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if canConnect(port: port) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    private static func canConnect(port: UInt16) -> Bool {
        guard let descriptor = try? Socket.startTCPConnect(host: "127.0.0.1", port: port) else { return false }
        defer { Descriptor.close(descriptor) }
        var connecting = PollSet([PollSet.Entry(descriptor: descriptor, wantsRead: false, wantsWrite: true)])
        guard case .success(1) = connecting.wait(milliseconds: 1000) else { return false }
        return Socket.connectResult(descriptor) == nil
    }

    /// The feeder normally stops its gpsd; after a hard kill the daemon may survive, so look for `gpsd … -S PORT`.
    private static func killStrayGPSD(port: UInt16) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                let raw = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let words = raw.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if words.first?.hasSuffix("gpsd") == true, words.contains(String(port)) { _ = Signal.kill.send(to: pid) }
        }
    }
}

/// Failures of the test harness itself.
enum DenizrotadTestError: Error, CustomStringConvertible {
    case missing(String)
    case timeout(String)

    var description: String {
        switch self {
        case .missing(let what): "missing: \(what)"
        case .timeout(let what): "timed out: \(what)"
        }
    }
}

/// Polls until `condition` holds or the time is up.
func denizrotadWait(within seconds: TimeInterval, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.1)
    }
    return try condition()
}
