import Foundation
import Testing

@testable import Storage

/// `DatabaseConfiguration.checkpointsOnClose` (issue 17): closing leaves the WAL instead of checkpointing it, and
/// what it holds is read back by the next connection; the default still checkpoints and removes it.
@Suite struct CheckpointOnCloseTests {
    static let schema = [Migration("notes", owner: "test", sql: "CREATE TABLE notes (body TEXT NOT NULL)")]

    /// Opens `path`, inserts one row and closes the connection.
    static func insert(_ body: String, at path: String, configuration: DatabaseConfiguration) throws {
        let database = try SQLiteDatabase(
            location: .file(path: path), migrations: schema, configuration: configuration)
        try database.transaction { session throws(StorageError) in
            _ = try session.execute("INSERT INTO notes (body) VALUES (?)", [body])
        }
    }

    static func count(at path: String) throws -> Int? {
        let database = try SQLiteDatabase(location: .file(path: path), migrations: schema)
        return try database.read { session throws(StorageError) in
            try session.scalar("SELECT count(*) FROM notes", as: Int.self)
        }
    }

    static func walSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int
    }

    @Test func withoutCheckpointTheWALStaysAndIsReadBack() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("log.sqlite")
        let noCheckpoint = DatabaseConfiguration(checkpointsOnClose: false)
        try Self.insert("first", at: path, configuration: noCheckpoint)
        try Self.insert("second", at: path, configuration: noCheckpoint)
        let size = try #require(Self.walSize(path))
        #expect(size > 0)
        // The main file has not received the rows yet: a copy of it alone has none of them.
        let copy = directory.file("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(try Self.count(at: copy) == 0)
        #expect(try Self.count(at: path) == 2)
    }

    @Test func theDefaultCheckpointsAndRemovesTheWAL() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("log.sqlite")
        try Self.insert("first", at: path, configuration: DatabaseConfiguration())
        #expect(Self.walSize(path) == nil)
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        #expect(try Self.count(at: path) == 1)
    }
}
