import Expectations
import Foundation
import Storage
import Testing

/// Robustness across processes (issue 3): two writers on one file, and SIGKILL in the middle of appends.
@Suite(.serialized) struct MultiProcessTests {
    @Test func twoProcessesShareOneFileWithoutLockingFailures() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("shared.sqlite")
        let children = try ["cli", "daemon"].map { tag in
            try ChildProcess(role: .mixedWorkload, databasePath: path, argument: tag)
        }
        let results = children.map { $0.finish(prefix: "FAILURES ") }
        for result in results {
            expectEqual(result.status, 0, "\(result.errors)")
            expectEqual(result.reports, ["0 "])
        }
        let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        let inserts = (0..<MixedWorkload.operationsPerProcess).filter { $0 % MixedWorkload.cycle == 0 }.count
        let seriesAppends = (0..<MixedWorkload.operationsPerProcess).filter { $0 % MixedWorkload.cycle == 5 }.count
        #expect(try SQLiteRecordStore<WorkItem>(database: database, collection: "items").count() == 2 * inserts)
        #expect(try SQLiteSeriesStore(database: database).count(in: "shared") == 2 * 2 * seriesAppends)
        #expect(try SQLiteBoundedLog<WorkItem>(database: database, name: "log", capacity: 50).count() == 50)
        let lastSettingStep = (0..<MixedWorkload.operationsPerProcess).last { $0 % MixedWorkload.cycle == 4 }
        #expect(
            try SQLiteSettingsStore(database: database, namespace: "cli").value(forKey: "last", as: Int.self)
                == lastSettingStep)
        #expect(try database.integrityCheck() == ["ok"])
    }

    @Test func everyCommitThatReturnedSurvivesSIGKILL() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("killed.sqlite")
        var committed: [Int] = []
        var generator = SystemRandomNumberGenerator()
        for _ in 1...20 {
            let child = try ChildProcess(
                role: .appender, databasePath: path, argument: "\((committed.max() ?? 0) + 1_000)")
            while child.readReports(prefix: "COMMITTED ").isEmpty {}
            usleep(UInt32.random(in: 0..<40_000, using: &generator))
            child.kill()
            let result = child.finish(prefix: "COMMITTED ")
            expectEqual(result.status, SIGKILL, "child ended otherwise: \(result.errors)")
            committed += result.reports.compactMap { Int($0) }
        }
        try verifyKilledDatabase(path: path, committed: committed)
    }

    /// Every reported id has its record and all 100 of its series rows; no id has a partial batch.
    private func verifyKilledDatabase(path: String, committed: [Int]) throws {
        let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        #expect(try database.integrityCheck() == ["ok"])
        let stored = Set(try SQLiteRecordStore<WorkItem>(database: database, collection: "killed").all().map(\.number))
        #expect(committed.count >= 20)
        #expect(Set(committed).isSubset(of: stored))
        let rowsPerID = Dictionary(grouping: try SQLiteSeriesStore(database: database).rows(in: "killed")) {
            Int($0.values[0] ?? -1)
        }.mapValues(\.count)
        #expect(rowsPerID.values.allSatisfy { $0 == 100 })
        #expect(Set(committed).isSubset(of: Set(rowsPerID.keys)))
    }
}
