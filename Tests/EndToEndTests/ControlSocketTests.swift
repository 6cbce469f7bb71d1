import CLIKitTesting
import Expectations
import Foundation
import MarineKitTestSupport
import PosixKit
import Testing

/// The control socket against another local user and odd files at its path.
///
/// An impostor bound first, a private folder made first, a file of another kind at the path, a stale socket. The
/// impostor runs as `nobody` through `setpriv` (util-linux), so those
/// tests need root.
@Suite struct ControlSocketTests {
    private let directory: String
    private static let canDropPrivileges =
        ProcessIdentity.effectiveUserID == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    /// Binds the socket given as argv[1] and answers every request with a forged "recording trip 666".
    private static let impostorScript = """
        import socket, sys
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(sys.argv[1])
        s.listen(8)
        while True:
            c, _ = s.accept()
            try:
                c.recv(4096)
                c.sendall(b'{"ok":true,"recording":true,"tripID":666}\\n')
            except OSError:
                pass
            c.close()
        """

    init() throws {
        directory = NSTemporaryDirectory() + "e2e-control-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FilePaths.setPermissions(directory, 0o1777)  // like /tmp: another user may create entries
        let passage = NMEAPassage(seconds: 5).lines.joined(separator: "\n") + "\n"
        try Data(passage.utf8).write(to: URL(fileURLWithPath: directory + "/p.nmea"))
    }

    private func fileType(_ path: String) -> FileStatus.Kind? {
        try? FileStatus(path: path).kind
    }

    /// Whether the daemon at `path` answers its owner (it has bound, set its mode and is listening); asked over the
    /// socket from the test process (``ControlProbe``), not by spawning `denizrota` for every poll.
    private func answers(_ path: String) -> Bool {
        guard fileType(path) == .socket else { return false }
        return ControlProbe.status(path)?["ok"] as? Bool == true
    }

    /// Polls every 10 ms until `condition` holds or `seconds` have passed; whether it held. (These waits were
    /// `for _ in 0..<1000 where !condition { usleep(10_000) }`, which filters the iterations rather than stopping
    /// at the first that holds: the condition was evaluated 1000 times even when it held at once.)
    private func poll(within seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Runs a command as `nobody`; the process is returned running.
    private func asNobody(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func daemon(_ extra: [String], environment: [String: String] = [:]) throws -> ToolRun {
        try ToolRunner.run(
            "denizrotad", ["--db", directory + "/t.sqlite"] + extra, environment: environment, timeLimit: 20)
    }

    @Test(.enabled(if: canDropPrivileges, "needs root, setpriv and python3"))
    func anImpostorBoundFirstIsNotBelieved() throws {
        let path = directory + "/ctl.sock"
        let impostor = try asNobody(["/usr/bin/python3", "-c", Self.impostorScript, path])
        defer {
            // SIGKILL: the child inherits the test process's blocked signal mask, so SIGTERM would stay pending.
            _ = Signal.kill.send(to: impostor.processIdentifier)
            impostor.waitUntilExit()
        }
        _ = poll(within: 5) { fileType(path) == .socket }
        expectEqual(fileType(path), .socket)
        let status = try ToolRunner.run("denizrota", ["trip", "status", "--control", path])
        expectEqual(status.status, 69)
        expectEqual(status.standardOutput, "")
        #expect(
            status.standardError
                == "denizrota: error: the control socket \(path) is served by a process of another user (uid 65534); "
                + "refusing to trust it\n")
        let started = try daemon(["--source", directory + "/p.nmea", "--control", path])
        expectEqual(started.status, 69)
        #expect(started.standardError.contains("served by a process of another user (uid 65534)"))
        expectEqual(fileType(path), .socket)
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test(.enabled(if: canDropPrivileges, "needs root, setpriv and python3"))
    func aPrivateFolderMadeFirstByAnotherUserIsRefused() throws {
        let folder = directory + "/denizrotad-\(ProcessIdentity.userID)"
        let mkdir = try asNobody(["/bin/mkdir", "-m", "700", folder])
        mkdir.waitUntilExit()
        expectEqual(mkdir.terminationStatus, 0)
        let environment = ["TMPDIR": directory]
        let status = try ToolRunner.run("denizrota", ["trip", "status"], environment: environment)
        expectEqual(status.status, 69)
        #expect(status.standardError.contains("the folder \(folder) belongs to another user (uid 65534)"))
        let port = FakeGPSD.freeUDPPort()
        let started = try daemon(["--source", "nmea-udp://127.0.0.1:\(port)"], environment: environment)
        expectEqual(started.status, 73)
        #expect(started.standardError.contains("the folder \(folder) belongs to another user (uid 65534)"))
        try FileManager.default.removeItem(atPath: directory)
    }

    /// Asks for the trip status as `nobody` and prints what came back (empty when the daemon hung up unanswered).
    private static let nobodyClientScript = """
        import socket, sys
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(sys.argv[1])
        s.settimeout(5)
        data = b''
        try:
            s.sendall(b'{"command":"trip.status"}\\n')
            while True:
                chunk = s.recv(4096)
                if not chunk:
                    break
                data += chunk
        except (ConnectionResetError, BrokenPipeError):
            pass  # dropped unread: the daemon hung up
        sys.stdout.write(repr(data))
        """

    @Test(.enabled(if: canDropPrivileges, "needs root, setpriv and python3"))
    func theDaemonDoesNotAnswerAnotherUser() throws {
        let path = directory + "/ctl.sock"
        let port = FakeGPSD.freeUDPPort()
        let daemon = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            ["--source", "nmea-udp://127.0.0.1:\(port)", "--db", directory + "/t.sqlite", "--control", path],
            in: URL(fileURLWithPath: directory), name: "daemon")
        defer { daemon.stop() }
        // The daemon binds, then sets 0600, then listens: wait for the answer, so our 0666 comes after its 0600.
        #expect(poll(within: 10) { answers(path) }, "\(daemon.standardError)")
        expectEqual(fileType(path), .socket, "\(daemon.standardError)")
        try FilePaths.setPermissions(path, 0o666)  // let nobody connect, so only SO_PEERCRED stands in the way
        let python = [
            "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3", "-c",
            Self.nobodyClientScript, path,
        ]
        let stranger = try ToolRunner.run(python[0], Array(python.dropFirst()), timeLimit: 20)
        expectEqual(stranger.status, 0, "\(stranger.standardError)")
        expectEqual(stranger.standardOutput, "b''")
        let owner = try ToolRunner.run("denizrota", ["trip", "status", "--control", path, "--json"])
        expectEqual(owner.status, 0, "\(owner.standardError)")
        #expect(owner.standardOutput.contains("\"recording\""))
    }

    @Test func aFileAtTheSocketPathIsLeftAlone() throws {
        let path = directory + "/notes.txt"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
        let started = try daemon(
            ["--source", directory + "/p.nmea", "--control", path], environment: ["LANG": "fr_FR"])
        expectEqual(started.status, 73)
        #expect(started.standardError.contains("\(path) n’est pas un socket"))
        expectEqual(FileManager.default.contents(atPath: path), Data("keep me".utf8))
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func aStaleSocketIsReplacedAndRemovedAtExit() throws {
        let path = directory + "/stale.sock"
        Descriptor.close(try UnixSocket.listen(path: path))  // closed: a socket file nobody listens on
        expectEqual(fileType(path), .socket)
        let started = try daemon(["--source", directory + "/p.nmea", "--control", path])
        expectEqual(started.status, 0, "\(started.standardError)")
        expectEqual(fileType(path), nil)
        try FileManager.default.removeItem(atPath: directory)
    }
}
