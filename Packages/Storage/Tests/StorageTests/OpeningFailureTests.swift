import Expectations
import Foundation
import PosixKit
import Storage
import Testing

/// What a user sees when the path is wrong (issue 3, "Robustness"): a clear error, and the file untouched.
@Suite struct OpeningFailureTests {
    @Test(arguments: [
        Data("name,amount\nfee,100\n".utf8),
        Data(repeating: 0x41, count: 4_096),
        Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0xFF, count: 200),
    ])
    func nonDatabaseFileIsRefusedAndLeftUntouched(contents: Data) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("notes.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: contents))
        let before = try FileSnapshot(path: path)
        #expect {
            try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        } throws: { error in
            let error = error as? StorageError
            return error?.kind == .notADatabase && error?.code == 26 && error?.path == path
        }
        #expect(try FileSnapshot(path: path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.sqlite"])
    }

    @Test func directoryIsRefused() throws {
        let directory = TemporaryDirectory()
        #expect {
            try SQLiteDatabase(location: .file(path: directory.path), migrations: StoreSchema.migrations)
        } throws: { ($0 as? StorageError)?.kind == .notAFile(fileType: "directory") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A FIFO would block SQLite's open (issue 28): refused before, naming what it is.
    @Test func fifoIsRefusedWithoutBlocking() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/pipe"
        try FilePaths.makeFIFO(path, permissions: 0o600)
        #expect {
            try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        } throws: { ($0 as? StorageError)?.kind == .notAFile(fileType: "fifo") }
    }

    @Test func scrubRemovesDeletedContentFromTheFileAndItsWAL() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/s.sqlite"
        let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        let log = try SQLiteTextLog(database: database, name: "history", capacity: 100)
        for _ in 0..<20 { try log.append(body: "secret-value-4711") }
        try log.clear()
        try database.scrubDeletedContent()
        for file in [path, path + "-wal"] {
            let bytes = FileManager.default.contents(atPath: file) ?? Data()
            #expect(bytes.range(of: Data("secret-value-4711".utf8)) == nil, "\(file)")
        }
    }

    @Test func missingDirectoryIsRefused() throws {
        let directory = TemporaryDirectory()
        #expect {
            try SQLiteDatabase(location: .file(path: directory.file("absent/x.sqlite")))
        } throws: { ($0 as? StorageError)?.kind == .cannotOpen }
    }

    /// Root may read any file, so as root the check runs in a child process that has dropped to `nobody`.
    @Test func unreadableFileIsRefusedAndLeftUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("secret.sqlite")
        _ = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        try FilePaths.setPermissions(path, 0o000)
        let before = try FileSnapshot(path: path)
        #expect(try Self.openWithoutPrivileges(path: path) == "cannotOpen")
        #expect(try FileSnapshot(path: path) == before)
    }

    /// A read-only file in a writable directory: the open is refused before anything is written.
    @Test func readOnlyFileIsRefusedAndLeftUntouched() throws {
        let directory = TemporaryDirectory()
        try FilePaths.setPermissions(directory.path, 0o777)
        let path = directory.file("shared.sqlite")
        _ = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        try FilePaths.setPermissions(path, 0o444)
        let before = try FileSnapshot(path: path)
        #expect(try Self.openWithoutPrivileges(path: path) == "readOnly")
        #expect(try FileSnapshot(path: path) == before)
    }

    private static func openWithoutPrivileges(path: String) throws -> String {
        guard ProcessIdentity.effectiveUserID == 0 else { return ChildRole.openWithoutPrivileges(path: path) }
        let child = try ChildProcess(role: .unprivilegedOpen, databasePath: path)
        let result = child.finish(prefix: "RESULT ")
        return result.reports.first ?? "no report (status \(result.status)): \(result.errors)"
    }
}
