import CLIKitTesting
import Expectations
import Foundation
import MarineKitTestSupport
import Testing

/// The live hook runner (`SpawnedHookRunner`, posix_spawn through PosixKit) in the built daemon: a shell script as
/// `--hook` gets `EVENT TIME` as arguments and the event's JSON line on standard input, once per event.
@Suite struct DenizrotadHookTests {
    @Test func aRealHookGetsEveryEventLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("passage.nmea").path
        try NMEAPassage(seconds: 60).text.write(toFile: source, atomically: true, encoding: .utf8)
        let hook = directory.appendingPathComponent("hook.sh").path
        let script =
            "#!/bin/sh\n{ printf '%s\\n' \"$@\"; cat; } > \"\(directory.path)/event.$$.tmp\" && "
            + "mv \"\(directory.path)/event.$$.tmp\" \"\(directory.path)/event.$$\"\n"
        try script.write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        let database = directory.appendingPathComponent("trips.sqlite").path
        let run = try ToolRunner.run("denizrotad", ["--source", source, "--db", database, "--record", "--hook", hook])
        expectEqual(run.status, 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count >= 2)
        let deadline = Date().addingTimeInterval(10)
        var received: [String] = []
        repeat {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            received = try names.filter { $0.hasPrefix("event.") && !$0.hasSuffix(".tmp") }.map {
                try String(contentsOfFile: directory.appendingPathComponent($0).path, encoding: .utf8)
            }
            if received.count >= lines.count { break }
            usleep(20_000)
        } while Date() < deadline
        let expected = try lines.map { line in
            let event = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let name = try #require(event["event"] as? String)
            let time = try #require(event["time"] as? String)
            return "\(name)\n\(time)\n\(line)\n"
        }
        expectEqual(received.sorted(), expected.sorted())
    }
}
