import Foundation
import Testing

@testable import Storage

/// `DatabaseConfiguration.truncatingCheckpointPages` (issue 17): a process that writes one transaction and closes
/// without a checkpoint keeps the WAL short, so the next process's start reads few frames; with SQLite's passive
/// automatic checkpoint the WAL grows with every such run.
@Suite struct TruncatingCheckpointTests {
    /// The bound: `pages` frames of a 4096-byte page (24-byte frame header each) and the 32-byte WAL header.
    static func walBound(pages: Int) -> Int { 32 + pages * (24 + 4096) }

    /// Runs `count` "processes" (a connection each: open, insert a row, close) and returns the largest WAL size seen.
    static func largestWAL(runs count: Int, at path: String, configuration: DatabaseConfiguration) throws -> Int {
        var largest = 0
        for index in 1...count {
            try CheckpointOnCloseTests.insert("row \(index)", at: path, configuration: configuration)
            largest = max(largest, CheckpointOnCloseTests.walSize(path) ?? 0)
        }
        return largest
    }

    @Test func theWALIsTruncatedOnceItHoldsThePages() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("log.sqlite")
        var configuration = DatabaseConfiguration(checkpointsOnClose: false)
        configuration.truncatingCheckpointPages = 8
        let largest = try Self.largestWAL(runs: 40, at: path, configuration: configuration)
        #expect(largest > 0)
        #expect(largest < Self.walBound(pages: 8))
        #expect(try CheckpointOnCloseTests.count(at: path) == 40)
    }

    /// Why the setting exists: SQLite's default never restarts the WAL of one-transaction processes.
    @Test func withSQLitesDefaultTheWALGrowsWithEveryRun() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("log.sqlite")
        let configuration = DatabaseConfiguration(checkpointsOnClose: false)
        let largest = try Self.largestWAL(runs: 40, at: path, configuration: configuration)
        #expect(largest >= Self.walBound(pages: 40))
        #expect(try CheckpointOnCloseTests.count(at: path) == 40)
    }

    /// Rows a truncating checkpoint copied into the file and rows still in the WAL read back alike, also read-only.
    @Test func rowsSurviveTheTruncationAndReadBackReadOnly() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("log.sqlite")
        var configuration = DatabaseConfiguration(checkpointsOnClose: false)
        configuration.truncatingCheckpointPages = 4
        _ = try Self.largestWAL(runs: 10, at: path, configuration: configuration)
        let reader = try SQLiteDatabase(
            location: .file(path: path), migrations: CheckpointOnCloseTests.schema,
            configuration: DatabaseConfiguration(isReadOnly: true))
        let bodies = try reader.read { session throws(StorageError) in
            try session.query("SELECT body FROM notes ORDER BY rowid").map { row throws(StorageError) in
                try row.value(at: 0, as: String.self)
            }
        }
        #expect(bodies == (1...10).map { "row \($0)" })
    }
}
