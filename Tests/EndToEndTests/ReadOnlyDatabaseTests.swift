import CLIKitTesting
import Expectations
import Foundation
import PosixKit
import Testing

/// Commands that only read work on a database the user may not write, and leave no `-wal`/`-shm` beside it.
///
/// The database and its folder belong to root (mode 0644 / 0755); the reading commands run as `nobody` through
/// `setpriv`, so the test needs root.
@Suite struct ReadOnlyDatabaseTests {
    private static let canDropPrivileges =
        ProcessIdentity.effectiveUserID == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    private func asNobody(_ tool: String, _ arguments: [String], _ environment: [String: String]) throws -> ToolRun {
        let binary = try ToolRunner.binary(named: tool).path
        return try ToolRunner.run(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments,
            environment: environment)
    }

    /// A `--db` naming a FIFO or a folder is refused at once, naming what the path is (issue 28, Low 8).
    ///
    /// A FIFO hung `route list`, `trip list` and `data export`; a folder said only "reading or writing … failed".
    @Test(arguments: [["route", "list"], ["trip", "list"], ["data", "export", "-"], ["boat", "show"]])
    func aPathThatIsNoFileIsRefusedAtOnce(command: [String]) throws {
        let directory = NSTemporaryDirectory() + "e2e-notafile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/folder", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FilePaths.makeFIFO(directory + "/fifo", permissions: 0o600)
        for (name, words) in [("fifo", "is a named pipe (FIFO), not a database file"), ("folder", "is a folder")] {
            let run = try ToolRunner.run(
                "denizrota", command + ["--db", directory + "/" + name, "--lang", "en"], timeLimit: 10)
            expectEqual(run.status, 74, "\(command) \(name): \(run.standardError)")
            #expect(run.standardError.contains(words), "\(command) \(name): \(run.standardError)")
        }
    }

    @Test(.enabled(if: canDropPrivileges, "needs root and setpriv"))
    func readingCommandsWorkWithoutWritingBesideTheFile() throws {
        let directory = NSTemporaryDirectory() + "e2e-readonly-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FilePaths.setPermissions(directory, 0o755)
        let marine = ["DENIZROTA_DB": directory + "/d.sqlite"]
        let units = ["UNITCONV_DB": directory + "/u.sqlite"]
        #expect(try ToolRunner.run("denizrota", ["route", "new", "Kos"], environment: marine).status == 0)
        for (latitude, longitude) in [("36.9", "27.3"), ("36.7", "27.4")] {
            let add = ["route", "add", "Kos", latitude, longitude]
            #expect(try ToolRunner.run("denizrota", add, environment: marine).status == 0)
        }
        #expect(try ToolRunner.run("unitconv", ["1", "nmi", "m"], environment: units).status == 0)
        // unitconv leaves its WAL (no checkpoint on close, issue 17), and the conversion is only in it.
        let written = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        expectEqual(written, ["d.sqlite", "u.sqlite", "u.sqlite-shm", "u.sqlite-wal"])
        for file in written { try FilePaths.setPermissions(directory + "/" + file, 0o644) }
        let before = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()

        let list = try asNobody("denizrota", ["route", "list"], marine)
        expectEqual(list.status, 0, "\(list.standardError)")
        expectEqual(list.standardOutput, "Kos\n")
        #expect(try asNobody("denizrota", ["route", "show", "Kos", "--json"], marine).status == 0)
        let export = try asNobody("denizrota", ["route", "export", "Kos"], marine)
        #expect(export.status == 0 && export.standardOutput.hasPrefix("<?xml"))
        let archive = try asNobody("denizrota", ["data", "export", "-"], marine)
        #expect(archive.status == 0 && archive.standardOutput.contains("ustar"), "\(archive.standardError)")
        let trips = try asNobody("denizrota", ["trip", "list", "--json"], marine)
        expectEqual(trips.status, 0, "\(trips.standardError)")
        let history = try asNobody("unitconv", ["history", "--json"], units)
        expectEqual(history.status, 0, "\(history.standardError)")
        #expect(history.standardOutput.contains("\"nmi\"") || history.standardOutput.contains("nmi"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == before)
    }
}

/// A database from before `routeRows` (routes as JSON texts), read-only after an upgrade: the reading commands read
/// the old routes without migrating (no write, nothing on stderr), and print what they print after the migration.
@Suite struct ReadOnlyFormerDatabaseTests {
    private static let canDropPrivileges =
        ProcessIdentity.effectiveUserID == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    /// `route list`, `route show` and `route export` of each route.
    ///
    /// Gökova has no departure, so its magnetic
    /// variation is for the moment of the run: its JSON (full digits) differs between runs, its text does not.
    private static let readings = [
        ["route", "list"], ["route", "show", "Knidos", "--json"], ["route", "show", "Knidos"],
        ["route", "show", "Gökova"], ["route", "export", "Knidos"], ["route", "export", "Gökova"],
    ]

    /// Runs a reading command as `nobody` when the test runs as root (the file is root's), else as the user.
    private func read(_ arguments: [String], _ environment: [String: String]) throws -> ToolRun {
        guard Self.canDropPrivileges else {
            return try ToolRunner.run("denizrota", arguments, environment: environment)
        }
        let binary = try ToolRunner.binary(named: "denizrota").path
        return try ToolRunner.run(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments,
            environment: environment)
    }

    @Test func formerRoutesReadWithoutAWriteAsAfterTheMigration() throws {
        try DenizrotaRouteRowsTests.inFolder { directory, environment in
            let path = try #require(environment["DENIZROTA_DB"])
            try DenizrotaRouteRowsTests.writeFormerDatabase(at: path)
            try FilePaths.setPermissions(directory.path, 0o755)
            try FilePaths.setPermissions(path, 0o444)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            var readOnly: [String] = []
            for arguments in Self.readings {
                let run = try read(arguments, environment)
                #expect(run.status == 0 && run.standardError.isEmpty, "\(arguments): \(run.standardError)")
                readOnly.append(run.standardOutput)
            }
            expectEqual(readOnly[0], "Gökova\nKnidos\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == files)

            try FilePaths.setPermissions(path, 0o644)
            let migrate = try ToolRunner.run("denizrota", ["route", "new", "Temporary"], environment: environment)
            expectEqual(migrate.status, 0)
            #expect(
                try ToolRunner.run("denizrota", ["route", "rm", "Temporary"], environment: environment).status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != before)
            for (arguments, earlier) in zip(Self.readings, readOnly) {
                let run = try ToolRunner.run("denizrota", arguments, environment: environment)
                #expect(run.status == 0 && run.standardOutput == earlier, "\(arguments)")
            }
        }
    }
}
