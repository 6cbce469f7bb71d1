import Foundation

/// Named append-only series of fixed-shape rows (for example the positions of each trip), appended in batches
/// and read back by time range.
///
/// A series is created by its first append, which fixes its width (the number of values per row, 1…8).
/// Rows come back ordered by time, rows with equal times in append order.
///
/// Implementations: `SQLiteSeriesStore` (live), `InMemorySeriesStore` (StorageTestSupport).
///
/// ```swift
/// try series.append(batch, to: "trip-2026-07-01")
/// let lastHour = try series.rows(in: "trip-2026-07-01", during: start..<end)
/// ```
public protocol SeriesStore: Sendable {
    /// Appends `rows` to `series` in one transaction: all or none are stored.
    ///
    /// - Throws: `StorageError` of kind `.invalidArgument` when a row's width is not 1…8 or differs from the
    ///   series' width, or a time is not finite; `.diskFull`, `.readOnly` … from the database.
    func append(_ rows: [SeriesRow], to series: String) throws(StorageError)

    /// The rows of `series` with `interval.lowerBound ≤ time < interval.upperBound`, in time order; empty for
    /// an unknown series.
    func rows(in series: String, during interval: Range<Date>) throws(StorageError) -> [SeriesRow]

    /// All rows of `series` in time order; empty for an unknown series.
    func rows(in series: String) throws(StorageError) -> [SeriesRow]

    /// The number of rows in `series` (0 for an unknown series).
    func count(in series: String) throws(StorageError) -> Int

    /// The earliest and latest row time of `series`, or nil when it has no rows.
    func timeSpan(of series: String) throws(StorageError) -> ClosedRange<Date>?

    /// The names of all series, sorted by their UTF-8 bytes.
    func seriesNames() throws(StorageError) -> [String]

    /// Deletes `series` and all its rows; returns whether it existed.
    @discardableResult
    func removeSeries(_ series: String) throws(StorageError) -> Bool
}
