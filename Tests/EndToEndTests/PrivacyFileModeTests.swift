import CLIKitTesting
import Expectations
import Foundation
import MarineKitTestSupport
import PosixKit
import Testing

/// Every file the tools create under fresh XDG directories is 0600 and every directory 0700, with a permissive
/// umask (022), after each command that writes — including the `-wal`/`-shm` files SQLite creates beside a
/// database (Docs/security.md "File modes").
@Suite struct PrivacyFileModeTests {
    let root: String

    init() throws {
        ProcessIdentity.setFileCreationMask(0o022)  // the common default; the tools must not rely on a stricter one
        root = FileManager.default.temporaryDirectory.appendingPathComponent("modes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        [
            "HOME": "\(root)/home", "XDG_DATA_HOME": "\(root)/data", "XDG_STATE_HOME": "\(root)/state",
            "XDG_CACHE_HOME": "\(root)/cache", "XDG_CONFIG_HOME": "\(root)/config", "XDG_RUNTIME_DIR": root,
            "DENIZROTA_SECRET_STORE": "file",
        ]
    }

    func run(_ tool: String, _ arguments: [String], input: String = "") throws -> ToolRun {
        let run = try ToolRunner.run(tool, arguments, standardInput: input, environment: environment, timeLimit: 60)
        expectEqual(run.status, 0, "\(tool) \(arguments): \(run.standardError)")
        return run
    }

    /// Every file and directory below the XDG roots with a mode other than 0600 (files) or 0700 (directories).
    func looseEntries() -> [String] {
        var loose: [String] = []
        for base in ["data", "state", "cache", "config"] {
            let top = "\(root)/\(base)"
            guard let names = FileManager.default.subpaths(atPath: top) else { continue }
            for name in names {
                guard let status = try? FileStatus(path: "\(top)/\(name)") else { continue }
                let isDirectory = status.kind == .directory
                let mode = status.permissions & 0o777
                if mode != (isDirectory ? 0o700 : 0o600) { loose.append("\(base)/\(name) \(String(mode, radix: 8))") }
            }
        }
        return loose
    }

    func files(under base: String) -> [String] {
        (FileManager.default.subpaths(atPath: "\(root)/\(base)") ?? []).sorted()
    }

    @Test func everyWritingCommandLeavesOwnerOnlyModes() throws {
        let steps: [(String, [String])] = [
            ("denizrota", ["boat", "set", "--type", "sailboat", "--speed", "6"]),
            ("denizrota", ["route", "new", "Knidos"]),
            ("denizrota", ["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"]),
            ("denizrota", ["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"]),
            ("unitconv", ["5", "km", "mi"]),
            ("unitconv", ["favorites", "add", "km", "mi"]),
            ("unitconv", ["history", "clear"]),
            ("unitconv", ["favorites", "clear"]),
            ("denizrota", ["data", "export", "\(root)/export.tar"]),
            ("denizrota", ["route", "rm", "Knidos"]),
        ]
        for (tool, arguments) in steps {
            _ = try run(tool, arguments)
            expectEqual(looseEntries(), [], "after \(tool) \(arguments.joined(separator: " "))")
        }
        #expect(files(under: "data").contains("denizrota/denizrota.sqlite"))
        #expect(files(under: "data").contains("unitconv/unitconv.sqlite"))
    }

    @Test func aRecordedTripKeepsTheDatabaseAndItsWALPrivate() throws {
        let log = "\(root)/passage.nmea"
        try NMEAPassage(seconds: 60).text.write(toFile: log, atomically: true, encoding: .utf8)
        _ = try run("denizrotad", ["--source", log, "--record", "--control", "\(root)/ctl.sock"])
        expectEqual(looseEntries(), [])
        _ = try run("denizrota", ["trip", "list"])
        expectEqual(looseEntries(), [])
    }

    @Test func sqliteCreatesWALAndSHMWithTheDatabaseMode() throws {
        // A reader keeps the WAL open while we look: SQLite removes -wal/-shm when the last connection closes.
        _ = try run("denizrota", ["route", "new", "Knidos"])
        let database = "\(root)/data/denizrota/denizrota.sqlite"
        let shell = try ToolRunner.run(
            "/bin/sh",
            [
                "-c",
                "umask 022; printf '%s\\n' 'PRAGMA journal_mode=WAL;' 'CREATE TABLE t(x);' "
                    + "\".shell stat -c '%n %a' $0-wal $0-shm\" | sqlite3 \"$0\"", database,
            ], timeLimit: 30)
        expectEqual(shell.status, 0, "sqlite3 (Debian sqlite3, scripts/install-deps): \(shell.standardError)")
        #expect(shell.standardOutput.contains("\(database)-wal 600"), "\(shell.standardOutput)")
        #expect(shell.standardOutput.contains("\(database)-shm 600"), "\(shell.standardOutput)")
    }

    @Test func aLooserModeOnOurDirectoryIsReportedOnceAndFixed() throws {
        _ = try run("denizrota", ["route", "new", "Knidos"])
        let directory = "\(root)/data/denizrota"
        try FilePaths.setPermissions(directory, 0o755)
        try FilePaths.setPermissions("\(directory)/denizrota.sqlite", 0o644)
        let first = try run("denizrota", ["route", "list", "--lang", "de"])
        #expect(
            first.standardError.contains(
                "\(directory) war für andere Benutzer zugänglich (Modus 0755); auf 0700 geändert, damit nur Sie"),
            "\(first.standardError)")
        #expect(
            first.standardError.contains(
                "\(directory)/denizrota.sqlite war für andere Benutzer zugänglich (Modus 0644); auf 0600 geändert"))
        expectEqual(first.standardError.components(separatedBy: "\n").count, 3)
        expectEqual(looseEntries(), [])
        let second = try run("denizrota", ["route", "list"])
        expectEqual(second.standardError, "")
    }

    @Test func aFileNamedWithDBKeepsItsDirectoryMode() throws {
        let mine = "\(root)/shared"
        try FileManager.default.createDirectory(atPath: mine, withIntermediateDirectories: true)
        try FilePaths.setPermissions(mine, 0o755)
        _ = try run("denizrota", ["route", "list", "--db", "\(mine)/boat.sqlite"])
        expectEqual(try FileStatus(path: mine).permissions, 0o755)
        expectEqual(try FileStatus(path: "\(mine)/boat.sqlite").permissions, 0o600)
    }
}
