import Expectations
import Foundation
import Storage
import Testing

/// Issue 35: a Date stored and read back is equal (stored as REAL Unix seconds it was unequal about 500 times in
/// 1,000), through a real SQLite file, and SQL orders the stored dates as time.
@Suite struct DateRoundTripTests {
    /// A named list of dates.
    struct Batch: Sendable, CustomTestStringConvertible {
        let name: String
        let dates: [Date]
        var testDescription: String { name }
    }

    /// SplitMix64 (Steele, Lea, Flood 2014), seeded, so every run sees the same dates.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Dates 1970–2100 with every bit of the Double's fraction used, as `Date()` gives them (as REAL Unix seconds,
    /// 363 of these 1,000 read back unequal).
    static func seeded() -> [Date] {
        var generator = SeededGenerator(state: 35)
        return (0..<1_000).map { _ in
            let whole = Double(Int64.random(in: -978_307_200..<3_124_137_600, using: &generator))
            let fraction = Double(UInt64.random(in: 0..<(1 << 53), using: &generator)) / 0x1p53
            return Date(timeIntervalSinceReferenceDate: whole + fraction)
        }
    }

    static let batches: [Batch] = [
        Batch(name: "1,000 seeded dates 1970–2100", dates: seeded()),
        Batch(name: "distantPast and distantFuture", dates: [.distantPast, .distantFuture]),
        Batch(
            name: "sub-microsecond fractions",
            dates: [817_000_000.000_000_1, 817_000_000.123_456_789, 0.000_000_000_1, 1e-300, .leastNonzeroMagnitude]
                .map { Date(timeIntervalSinceReferenceDate: $0) }),
        Batch(
            name: "negative times",
            dates: [-0.5, -1e-9, -86_400.25, -63_113_904_000.000_1, -1e-300, -0.0]
                .map { Date(timeIntervalSinceReferenceDate: $0) }),
    ]

    @Test(arguments: batches)
    func storedDateReadsBackEqualAndSortsAsTime(_ batch: Batch) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("dates.sqlite")
        let schema = [Migration("dates", owner: "test", sql: "CREATE TABLE dates (n INTEGER PRIMARY KEY, time REAL)")]
        do {
            let database = try SQLiteDatabase(location: .file(path: path), migrations: schema)
            try database.transaction { session throws(StorageError) in
                for (index, date) in batch.dates.enumerated() {
                    try session.execute("INSERT INTO dates (n, time) VALUES (?, ?)", [index, date])
                }
            }
        }
        let database = try SQLiteDatabase(location: .file(path: path), migrations: schema)
        let (stored, sorted) = try database.read { session throws(StorageError) in
            let stored = try session.query("SELECT time FROM dates ORDER BY n").map { row throws(StorageError) in
                try row.value(at: 0, as: Date.self)
            }
            let sorted = try session.query("SELECT time FROM dates ORDER BY time, n").map { row throws(StorageError) in
                try row.value(at: 0, as: Date.self)
            }
            return (stored, sorted)
        }
        let unequal = zip(stored, batch.dates).filter { $0.0 != $0.1 }.map(\.1.timeIntervalSinceReferenceDate)
        expectEqual(unequal, [])
        expectEqual(stored.count, batch.dates.count)
        expectEqual(
            sorted.map(\.timeIntervalSinceReferenceDate), batch.dates.map(\.timeIntervalSinceReferenceDate).sorted())
    }
}
