import Expectations
import Foundation
import Testing

@testable import Storage

/// `DatabaseConfiguration.locksExclusively` (issue 17): the WAL index stays in the process (the `-shm` file is
/// left empty), other connections wait while it is open, and what it wrote reads back afterwards, also read-only.
@Suite struct ExclusiveLockingTests {
    static var exclusive: DatabaseConfiguration {
        var configuration = DatabaseConfiguration(checkpointsOnClose: false)
        configuration.locksExclusively = true
        return configuration
    }

    static func shmSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path + "-shm"))?[.size] as? Int
    }

    @Test func theWALIndexStaysInTheProcessAndRowsReadBack() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("log.sqlite")
        for index in 1...3 {
            try CheckpointOnCloseTests.insert("row \(index)", at: path, configuration: Self.exclusive)
        }
        expectEqual(Self.shmSize(path), 0)
        #expect(try #require(CheckpointOnCloseTests.walSize(path)) > 0)
        let reader = try SQLiteDatabase(
            location: .file(path: path), migrations: CheckpointOnCloseTests.schema,
            configuration: DatabaseConfiguration(isReadOnly: true))
        let count = try reader.read { session throws(StorageError) in
            try session.scalar("SELECT count(*) FROM notes", as: Int.self)
        }
        expectEqual(count, 3)
    }

    @Test func anotherConnectionWaitsWhileItIsOpen() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("log.sqlite")
        let holder = try SQLiteDatabase(
            location: .file(path: path), migrations: CheckpointOnCloseTests.schema, configuration: Self.exclusive)
        try holder.transaction { session throws(StorageError) in
            _ = try session.execute("INSERT INTO notes (body) VALUES ('held')")
        }
        var impatient = DatabaseConfiguration(busyTimeoutMilliseconds: 0)
        impatient.checkpointsOnClose = false
        #expect {
            try SQLiteDatabase(
                location: .file(path: path), migrations: CheckpointOnCloseTests.schema, configuration: impatient)
        } throws: { ($0 as? StorageError)?.kind == .busy }
        _ = holder
    }
}
