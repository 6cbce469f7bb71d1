import Foundation
import Storage
import Synchronization

/// A `SeriesStore` in memory for tests, with the ordering, width rules and NaN handling of `SQLiteSeriesStore`.
public final class InMemorySeriesStore: SeriesStore {
    /// Rows per series name, in append order.
    private let series = Mutex<[String: [SeriesRow]]>([:])
    /// Arm it to make the next call fail.
    public let faults = FaultSwitch()

    /// Creates an empty store.
    public init() {}

    /// Appends `rows` to `series`, all or none.
    public func append(_ rows: [SeriesRow], to name: String) throws(StorageError) {
        try faults.trip()
        guard let width = rows.first?.values.count else { return }
        guard (1...SeriesRow.maximumWidth).contains(width), rows.allSatisfy({ $0.values.count == width }),
            rows.allSatisfy({ $0.time.timeIntervalSince1970.isFinite })
        else {
            throw StorageError(kind: .invalidArgument, message: "series rows need 1 to 8 values and a finite time")
        }
        // SQLite stores NaN as NULL.
        let stored = rows.map { SeriesRow(time: $0.time, values: $0.values.map { $0?.isNaN == true ? nil : $0 }) }
        try series.withLock { table throws(StorageError) in
            if let existing = table[name]?.first, existing.values.count != width {
                throw StorageError(kind: .invalidArgument, message: "series \(name) has another width")
            }
            table[name, default: []].append(contentsOf: stored)
        }
    }

    /// The rows with `interval.lowerBound ≤ time < interval.upperBound`, in time order.
    public func rows(in name: String, during interval: Range<Date>) throws(StorageError) -> [SeriesRow] {
        try rows(in: name).filter { interval.contains($0.time) }
    }

    /// All rows in time order (equal times in append order).
    public func rows(in name: String) throws(StorageError) -> [SeriesRow] {
        try faults.trip()
        let rows = series.withLock { $0[name] ?? [] }
        return rows.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// The number of rows in `series`.
    public func count(in name: String) throws(StorageError) -> Int {
        try faults.trip()
        return series.withLock { $0[name]?.count ?? 0 }
    }

    /// The earliest and latest row time, or nil.
    public func timeSpan(of name: String) throws(StorageError) -> ClosedRange<Date>? {
        let times = try rows(in: name).map(\.time)
        guard let first = times.first, let last = times.last else { return nil }
        return first...last
    }

    /// All series names, sorted.
    public func seriesNames() throws(StorageError) -> [String] {
        try faults.trip()
        return series.withLock { $0.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    }

    /// Deletes `series`; returns whether it existed.
    @discardableResult
    public func removeSeries(_ name: String) throws(StorageError) -> Bool {
        try faults.trip()
        return series.withLock { $0.removeValue(forKey: name) != nil }
    }
}
