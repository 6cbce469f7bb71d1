import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Issue 29 part 5: `data erase` refuses to delete the database a running `denizrotad` records into (it asks the
/// control socket), and erases another database as before.
@Suite struct DataEraseDaemonTests {
    let directory: URL
    let control: String

    init() throws {
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("erase-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        control = directory.appendingPathComponent("ctl.sock").path
    }

    @Test func eraseIsRefusedWhileTheDaemonRecordsIntoThatDatabase() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("boat.sqlite").path
        let daemon = try DenizrotadBackground(
            try ToolRunner.binary(named: "denizrotad"),
            [
                "--source", "nmea-udp://127.0.0.1:\(FakeGPSD.freeUDPPort())", "--record", "--db", database,
                "--control", control,
            ], in: directory, name: "denizrotad")
        defer { daemon.stop() }
        let environment = ["HOME": directory.path, "XDG_RUNTIME_DIR": directory.path, "LANG": "C"]
        #expect(
            denizrotadWait(within: 20) {
                (try? ToolRunner.run("denizrota", ["trip", "status", "--control", control], environment: environment))?
                    .status == 0
            })
        let refused = try ToolRunner.run(
            "denizrota", ["data", "erase", "--yes", "--db", database, "--control", control], environment: environment)
        expectEqual(refused.status, 69, "\(refused.standardError)")
        #expect(refused.standardError.contains("denizrotad is recording into \(database)"), "\(refused.standardError)")
        #expect(FileManager.default.fileExists(atPath: database))
        let other = directory.appendingPathComponent("other.sqlite").path
        #expect(
            try ToolRunner.run("denizrota", ["route", "new", "X", "--db", other], environment: environment).status == 0)
        let erased = try ToolRunner.run(
            "denizrota", ["data", "erase", "--yes", "--db", other, "--control", control], environment: environment)
        expectEqual(erased.status, 0, "\(erased.standardError)")
        #expect(!FileManager.default.fileExists(atPath: other))
    }
}
