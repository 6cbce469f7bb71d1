import CLIKitTesting
import Expectations
import Foundation
import PosixKit
import Testing

/// `denizrota data erase` deletes a database of this tool and nothing else (issue 28, High 1): a folder, any other
/// file, a FIFO, a link, another program's SQLite database, or a sign-in path naming something else is refused with
/// a message saying what is there, and nothing is touched.
@Suite struct EraseGuardTests {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("erase-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        ["HOME": root, "XDG_DATA_HOME": "\(root)/data", "XDG_STATE_HOME": "\(root)/state", "XDG_RUNTIME_DIR": root]
    }

    func erase(_ extra: [String], environment extraEnvironment: [String: String] = [:]) throws -> ToolRun {
        try ToolRunner.run(
            "denizrota", ["data", "erase", "--yes", "--lang", "en"] + extra,
            environment: environment.merging(extraEnvironment) { $1 }, timeLimit: 60)
    }

    /// What a refused path is made of, and the words the refusal must use.
    enum Victim: String, CaseIterable, CustomStringConvertible {
        case folder, textFile, fifo, symbolicLink, foreignSQLite, folderAsWAL
        var description: String { rawValue }
    }

    /// Builds `victim` at `path`; returns the words expected in the message.
    func make(_ victim: Victim, at path: String) throws -> String {
        switch victim {
        case .folder:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try "x\n".write(toFile: path + "/thesis", atomically: false, encoding: .utf8)
            return "is a folder, not a database of denizrota; nothing was erased"
        case .textFile:
            try "my thesis\n".write(toFile: path, atomically: false, encoding: .utf8)
            return "is not an SQLite database"
        case .fifo:
            try FilePaths.makeFIFO(path, permissions: 0o600)
            return "is a named pipe (FIFO), not a database of denizrota"
        case .symbolicLink:
            try "keep\n".write(toFile: root + "/target", atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: root + "/target")
            return "is a symbolic link, not a database of denizrota"
        case .foreignSQLite:
            let made = try ToolRunner.run(
                "/usr/bin/python3",
                [
                    "-c",
                    "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('create table t(x)'); c.commit()",
                    path,
                ])
            expectEqual(made.status, 0, "\(made.standardError)")
            return "is an SQLite database of another program"
        case .folderAsWAL:
            #expect(
                try ToolRunner.run("denizrota", ["route", "new", "R", "--db", path], environment: environment).status
                    == 0)
            try? FileManager.default.removeItem(atPath: path + "-wal")
            try FileManager.default.createDirectory(atPath: path + "-wal", withIntermediateDirectories: true)
            try "x\n".write(toFile: path + "-wal/thesis", atomically: false, encoding: .utf8)
            return "-wal is a folder, not a database of denizrota"
        }
    }

    /// A number per kind of file, so a snapshot changes when a path's kind does.
    static let kindNumbers: [FileStatus.Kind: Int] = [
        .fifo: 1, .characterDevice: 2, .directory: 4, .regular: 8, .symbolicLink: 10, .socket: 12,
    ]

    /// Every path below `root`, with its size, to show nothing changed.
    func snapshot() -> [String: Int] {
        var result: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let name = enumerator?.nextObject() as? String {
            guard let status = try? FileStatus(path: root + "/" + name) else { continue }
            result[name] = Int(status.size) * 16 + Self.kindNumbers[status.kind, default: 0]
        }
        return result
    }

    @Test("--db naming something that is not our database: refused (65), nothing touched", arguments: Victim.allCases)
    func refusedThroughOption(victim: Victim) throws {
        let path = root + "/victim"
        let words = try make(victim, at: path)
        let before = snapshot()
        let run = try erase(["--db", path])
        expectEqual(run.status, 65, "\(run.standardError)")
        #expect(run.standardError.contains(words), "\(run.standardError)")
        expectEqual(snapshot(), before)
    }

    @Test("DENIZROTA_DB naming a folder: refused the same way")
    func refusedThroughVariable() throws {
        let path = root + "/d"
        _ = try make(.folder, at: path)
        let run = try erase([], environment: ["DENIZROTA_DB": path])
        expectEqual(run.status, 65)
        #expect(FileManager.default.fileExists(atPath: path + "/thesis"))
    }

    @Test("a sign-in path naming a folder: refused before the database is deleted")
    func signInPathIsChecked() throws {
        let database = root + "/t.sqlite"
        #expect(
            try ToolRunner.run("denizrota", ["route", "new", "R", "--db", database], environment: environment).status
                == 0)
        let folder = root + "/notes"
        _ = try make(.folder, at: folder)
        let run = try erase(["--db", database], environment: ["DENIZROTA_SYNC_CREDENTIALS": folder])
        expectEqual(run.status, 65, "\(run.standardError)")
        #expect(run.standardError.contains("is a folder, not a sign-in file of denizrota"), "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder + "/thesis"))
        #expect(FileManager.default.fileExists(atPath: database))
    }

    @Test("our database with its companions, and an empty file, are erased")
    func oursIsErased() throws {
        let database = root + "/t.sqlite"
        #expect(
            try ToolRunner.run("denizrota", ["route", "new", "R", "--db", database], environment: environment).status
                == 0)
        let run = try erase(["--db", database])
        expectEqual(run.status, 0, "\(run.standardError)")
        for file in [database, database + "-wal", database + "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: file), "\(file)")
        }
        let empty = root + "/empty.sqlite"
        #expect(FileManager.default.createFile(atPath: empty, contents: nil))
        #expect(try erase(["--db", empty]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: empty))
    }
}
