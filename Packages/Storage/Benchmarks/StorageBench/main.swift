// storage-bench: the Storage benchmark behind `scripts/bench storage` (issue 3, "Benchmark").
//
// Appends 100,000 position rows (time + latitude, longitude, speed, course, accuracy) to a series in batches of
// 1,000 with the default configuration (WAL, synchronous=NORMAL), then reads them back by time range, 10,000
// rows per range; then appends again with synchronous=FULL (one fsync per batch). Prints rows/s (wall clock)
// and rows per CPU-second. Usage: storage-bench [DIRECTORY] (default: the system temporary directory); the
// database files are deleted afterwards.
import Foundation
import Storage

let rowCount = 100_000
let batchSize = 1_000
let rangeSize = 10_000
let start = Date(timeIntervalSince1970: 1_782_900_000)

func position(_ index: Int) -> SeriesRow {
    // One fix per second along a line off Bodrum; speed 2.5 m/s, course 181.5°, accuracy 4 m.
    SeriesRow(
        time: start.addingTimeInterval(Double(index)),
        values: [37.0345 + Double(index) * 1e-6, 27.4301, 2.5, 181.5, 4.0])
}

/// Wall-clock and CPU seconds (this process, user + system) that `body` took.
///
/// CPU time shows the cost of the
/// code itself when other processes share the cores; wall time includes waiting for the disk (fsync).
func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    func cpuNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
    let clock = ContinuousClock()
    let (wallStart, cpuStart) = (clock.now, cpuNow())
    try body()
    let wall = clock.now - wallStart
    return (Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18, cpuNow() - cpuStart)
}

func run(directory: String, durability: Durability) throws
    -> (append: (wall: Double, cpu: Double), read: (wall: Double, cpu: Double))
{
    let path = "\(directory)/storage-bench-\(UUID().uuidString).sqlite"
    defer {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
    let database = try SQLiteDatabase(
        location: .file(path: path), migrations: StoreSchema.migrations, configuration: .init(durability: durability))
    let series = SQLiteSeriesStore(database: database)
    let batches = stride(from: 0, to: rowCount, by: batchSize).map { first in (first..<first + batchSize).map(position)
    }
    let appendTime = try measure {
        for batch in batches { try series.append(batch, to: "trip") }
    }
    var readRows = 0
    let readTime = try measure {
        for first in stride(from: 0, to: rowCount, by: rangeSize) {
            let range = start.addingTimeInterval(Double(first))..<start.addingTimeInterval(Double(first + rangeSize))
            readRows += try series.rows(in: "trip", during: range).count
        }
    }
    guard readRows == rowCount else { throw StorageError(kind: .other, message: "read \(readRows) rows") }
    return (appendTime, readTime)
}

let directory = CommandLine.arguments.dropFirst().first ?? FileManager.default.temporaryDirectory.path
func rates(_ times: (wall: Double, cpu: Double)) -> String {
    "\(Int(Double(rowCount) / times.wall)) rows/s (\(Int(Double(rowCount) / times.cpu)) rows per CPU-second)"
}

do {
    let (append, read) = try run(directory: directory, durability: .normal)
    let (appendFull, _) = try run(directory: directory, durability: .full)
    print(
        "storage: append \(rates(append)); \(rowCount) rows in batches of \(batchSize), default durability; target ≥ 200000"
    )
    print("storage: read   \(rates(read)); time ranges of \(rangeSize) rows")
    print("storage: append \(rates(appendFull)) with durability .full (one fsync per batch)")
} catch {
    FileHandle.standardError.write(Data("storage-bench: \(error)\n".utf8))
    exit(1)
}
