import Foundation
import Storage

/// One process's share of the two-process test: `operationsPerProcess` operations cycling through every
/// store, half of them writes, against a file another process uses at the same time.
struct MixedWorkload {
    static let operationsPerProcess = 5_000
    /// Operation kinds in the cycle, and how many of each one process performs.
    static let cycle = 8

    let tag: String
    let records: SQLiteRecordStore<WorkItem>
    let log: SQLiteBoundedLog<WorkItem>
    let settings: SQLiteSettingsStore
    let series: SQLiteSeriesStore

    init(path: String, tag: String) throws {
        let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        self.tag = tag
        records = SQLiteRecordStore(database: database, collection: "items")
        log = try SQLiteBoundedLog(database: database, name: "log", capacity: 50)
        settings = SQLiteSettingsStore(database: database, namespace: tag)
        series = SQLiteSeriesStore(database: database)
    }

    /// Runs every operation, reports `FAILURES <n>` and the first failure, and throws if there was any.
    func run() throws {
        var failures: [String] = []
        for step in 0..<Self.operationsPerProcess {
            do {
                try perform(step)
            } catch {
                failures.append("step \(step): \(error)")
            }
        }
        ChildRole.report("FAILURES ", "\(failures.count) \(failures.first ?? "")")
        if let first = failures.first { throw StorageError(kind: .other, message: first) }
    }

    private func perform(_ step: Int) throws(StorageError) {
        let time = Date(timeIntervalSince1970: Double(step))
        switch step % Self.cycle {
        case 0: try records.insert(WorkItem(id: "\(tag)-\(step)", number: step))
        case 1: _ = try records.count()
        case 2: try log.append(WorkItem(id: tag, number: step))
        case 3: _ = try log.entries(limit: 10)
        case 4: try settings.setValue(step, forKey: "last")
        case 5:
            try series.append([SeriesRow(time: time, values: [1]), SeriesRow(time: time, values: [2])], to: "shared")
        case 6: _ = try series.rows(in: "shared", during: time.addingTimeInterval(-100)..<time)
        default: try checkEarlierInsert(step - Self.cycle + 1)
        }
    }

    private func checkEarlierInsert(_ step: Int) throws(StorageError) {
        guard try records.record(withID: "\(tag)-\(step)")?.number == step else {
            throw StorageError(kind: .notFound, message: "own insert \(tag)-\(step) is missing")
        }
    }
}
