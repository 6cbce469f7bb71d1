import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Issue 32, medium 5: forty writers at once on one history database.
///
/// Any mix of conversions and `favorites add`: none lost, each exit code true (0 for each, since each was stored). A read-only database still converts.
@Suite struct UnitconvCrowdTests {
    /// Starts every command at once and waits for all of them: (arguments, exit status, standard error).
    static func runTogether(_ commands: [[String]], database: String) throws -> [(
        arguments: [String], status: Int32, error: String
    )] {
        let binary = try ToolRunner.binary(named: "unitconv")
        let processes = try commands.map { arguments -> (Process, Pipe) in
            let process = Process()
            process.executableURL = binary
            process.arguments = ["--db", database] + arguments
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            let error = Pipe()
            process.standardError = error
            try process.run()
            return (process, error)
        }
        return processes.enumerated().map { index, pair in
            let text = String(decoding: pair.1.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            pair.0.waitUntilExit()
            return (commands[index], pair.0.terminationStatus, text)
        }
    }

    static let pairs = [
        ("km", "mi"), ("m", "ft"), ("kg", "lb"), ("l", "gal"), ("cm", "in"), ("g", "oz"), ("ha", "acre"),
        ("mph", "km/h"), ("°C", "°F"), ("nmi", "km"),
    ]

    @Test(arguments: [0, 10, 20])
    func fortyWritersLoseNothing(favorites: Int) throws {
        let database = UnitconvEndToEndTests.database()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) } }
        let conversions = (0..<(40 - favorites)).map { ["\($0 + 1)", "m", "cm"] }
        let adds = (0..<favorites).map { ["favorites", "add", Self.pairs[$0 % 10].0, Self.pairs[$0 % 10].1] }
        let runs = try Self.runTogether(conversions + adds, database: database)
        // Exit 0, and a conversion without a warning: one whose history entry was not recorded says so on stderr.
        for run in runs {
            #expect(run.status == 0, "\(run.arguments): \(run.status) \(run.error)")
            if run.arguments.first != "favorites" { #expect(run.error.isEmpty, "\(run.arguments): \(run.error)") }
        }
        let history = try ToolRunner.run("unitconv", ["--db", database, "history", "--json", "--limit", "100"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(
            Set(entries.compactMap { $0["input"] as? String }) == Set(conversions.map { $0.joined(separator: " ") }))
        let listed = try ToolRunner.run("unitconv", ["--db", database, "favorites"])
        expectEqual(listed.standardOutput.split(separator: "\n").count, min(favorites, 10))
    }

    /// File modes bind only an unprivileged user (root writes a 0444 file); UnitconvCommandsTests covers the rule
    /// in-process with a store that refuses writes.
    @Test(.enabled(if: getuid() != 0)) func aReadOnlyDatabaseStillConvertsAndFavsWork() throws {
        let database = UnitconvEndToEndTests.database()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) } }
        #expect(try ToolRunner.run("unitconv", ["--db", database, "favorites", "add", "km", "mi"]).status == 0)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: database + suffix) {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: database + suffix)
        }
        let converted = try ToolRunner.run("unitconv", ["--db", database, "5", "km", "mi"])
        expectEqual(converted.standardOutput, "3.10685596 mi\n")
        let favorite = try ToolRunner.run("unitconv", ["--db", database, "--fav", "1", "5"])
        expectEqual(favorite.standardOutput, "3.10685596 mi\n", "\(favorite.standardError)")
        let fav = try ToolRunner.run("unitconv", ["--db", database, "fav", "1", "5"])
        expectEqual(fav.standardOutput, "3.10685596 mi\n", "\(fav.standardError)")
    }
}
