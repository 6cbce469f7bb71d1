import Expectations
import Foundation
import PosixKit
import Storage
import Testing

/// A full disk (issue 3, "Robustness"): a clear `.diskFull`, the failed batch absent as a whole, the database sound.
@Suite struct FullDiskTests {
    static let start = Date(timeIntervalSince1970: 1_782_900_000)

    static func batch(_ number: Int, rows: Int) -> [SeriesRow] {
        (0..<rows).map {
            SeriesRow(time: start.addingTimeInterval(Double(number * rows + $0)), values: [Double(number), 0, 0])
        }
    }

    /// Appends batches until the disk is full; returns the error and the number of batches stored before it.
    static func fillUntilFull(_ series: SQLiteSeriesStore, rowsPerBatch: Int) -> (StorageError?, Int) {
        for number in 0..<100_000 {
            do {
                try series.append(batch(number, rows: rowsPerBatch), to: "track")
            } catch {
                return (error, number)
            }
        }
        return (nil, 100_000)
    }

    /// SQLite's page limit (`PRAGMA max_page_count`) stands in for the disk: it fails with the same SQLITE_FULL.
    @Test func pageLimitGivesDiskFullAndNoPartialBatch() throws {
        let directory = TemporaryDirectory()
        let database = try SQLiteDatabase(
            location: .file(path: directory.file("full.sqlite")), migrations: StoreSchema.migrations)
        try database.transaction { session throws(StorageError) in
            try session.executeScript("PRAGMA max_page_count = 60")
        }
        let series = SQLiteSeriesStore(database: database)
        let (error, stored) = Self.fillUntilFull(series, rowsPerBatch: 500)
        expectEqual(error?.kind, .diskFull)
        #expect(error?.code == 13)  // SQLITE_FULL
        #expect(stored > 0)
        #expect(try series.count(in: "track") == stored * 500)
        #expect(try database.integrityCheck() == ["ok"])
        // Smaller writes that fit still work after the failure.
        let log = try SQLiteBoundedLog<SampleConversion>(database: database, name: "h", capacity: 5)
        #expect {
            try log.append(SampleConversion(input: String(repeating: "x", count: 100_000), output: ""))
        } throws: { ($0 as? StorageError)?.kind == .diskFull }
        #expect(try log.count() == 0)
    }

    /// A real full file system: a 512 kB tmpfs, mounted when the tests run as root (as in CI).
    @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root to mount a tmpfs"))
    func fullFileSystemGivesDiskFullAndNoPartialBatch() throws {
        let mount = try TinyFileSystem(kilobytes: 512)
        defer { mount.unmount() }
        let path = mount.path + "/full.sqlite"
        let stored: Int
        do {  // the database closes at the end of this block
            let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
            let (error, count) = Self.fillUntilFull(SQLiteSeriesStore(database: database), rowsPerBatch: 500)
            expectEqual(error?.kind, .diskFull)
            stored = count
        }
        // Free room (the WAL is checkpointed and removed on close), reopen, and check.
        let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        #expect(try database.integrityCheck() == ["ok"])
        let rows = try SQLiteSeriesStore(database: database).rows(in: "track")
        expectEqual(rows.count, stored * 500)
        #expect(Set(rows.compactMap { $0.values[0] }) == Set((0..<stored).map(Double.init)))
    }
}

/// A small tmpfs mounted on a temporary directory (root only).
struct TinyFileSystem {
    let path: String

    static let isAvailable: Bool = {
        guard ProcessIdentity.effectiveUserID == 0, let probe = try? TinyFileSystem(kilobytes: 64) else { return false }
        probe.unmount()
        return true
    }()

    init(kilobytes: Int) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tmpfs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(kilobytes)k,mode=0700") == 0 else {
            try? FileManager.default.removeItem(atPath: path)
            throw POSIXError(.EPERM)
        }
    }

    func unmount() {
        umount2(path, 0)
        try? FileManager.default.removeItem(atPath: path)
    }
}
