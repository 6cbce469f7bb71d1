import Foundation

/// `SeriesStore` in a `SQLiteDatabase` opened with `StoreSchema.migrations`.
///
/// Rows are packed, in time order, into chunks of up to 1,024 rows (`SeriesChunk`: 8 bytes per time and per
/// value), one SQL row per chunk in `storage_series_chunks`, indexed by (series, first time). A batch of 1,000
/// rows is thus one INSERT, and a time-range read is one index range scan over the chunks that can overlap
/// the range. `storage_series` keeps each series' width, row count, time span and longest chunk span (which
/// bounds that scan). See Docs/storage.md for measured speed.
public struct SQLiteSeriesStore: SeriesStore {
    private let database: SQLiteDatabase

    /// Creates the store; every series in `database` is reachable by name.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// A series' row in `storage_series`.
    private struct SeriesInfo {
        let id: Int64
        let width: Int
        let rowCount: Int
        let firstTime: Date?
        let lastTime: Date?
        let longestChunk: Double
    }

    // MARK: - Appending

    /// Appends `rows` to `series` in one transaction.
    public func append(_ rows: [SeriesRow], to series: String) throws(StorageError) {
        guard let width = rows.first?.values.count else { return }
        try Self.validate(rows, width: width)
        let chunks = stride(from: 0, to: rows.count, by: SeriesChunk.capacity).map { start in
            SeriesChunk(sorting: Array(rows[start..<min(start + SeriesChunk.capacity, rows.count)]))
        }
        try database.transaction { session throws(StorageError) in
            let id = try Self.findOrCreate(series, width: width, in: session)
            for chunk in chunks { try Self.insert(chunk, width: width, series: id, in: session) }
        }
    }

    private static func validate(_ rows: [SeriesRow], width: Int) throws(StorageError) {
        guard (1...SeriesRow.maximumWidth).contains(width) else {
            throw StorageError(kind: .invalidArgument, message: "series rows need 1 to 8 values, not \(width)")
        }
        guard rows.allSatisfy({ $0.values.count == width }) else {
            throw StorageError(kind: .invalidArgument, message: "all rows of a batch need \(width) values")
        }
        guard rows.allSatisfy({ $0.time.timeIntervalSince1970.isFinite }) else {
            throw StorageError(kind: .invalidArgument, message: "series row times must be finite")
        }
    }

    private static func findOrCreate(_ series: String, width: Int, in session: DatabaseSession) throws(StorageError)
        -> Int64
    {
        guard let found = try find(series, in: session) else {
            try session.execute("INSERT INTO storage_series (name, width) VALUES (?, ?)", [series, width])
            return session.lastInsertRowID
        }
        guard found.width == width else {
            throw StorageError(
                kind: .invalidArgument, message: "series \(series) has \(found.width) values per row, not \(width)")
        }
        return found.id
    }

    private static func insert(_ chunk: SeriesChunk, width: Int, series: Int64, in session: DatabaseSession)
        throws(StorageError)
    {
        let (first, last) = chunk.timeBounds
        try session.execute(
            """
            INSERT INTO storage_series_chunks (series, first_time, last_time, row_count, rows) VALUES (?, ?, ?, ?, ?)
            """, [series, first, last, chunk.rows.count, chunk.encoded(width: width)])
        try session.execute(
            """
            UPDATE storage_series SET row_count = row_count + ?3,
                first_time = min(coalesce(first_time, ?1), ?1), last_time = max(coalesce(last_time, ?2), ?2),
                longest_chunk = max(longest_chunk, ?2 - ?1)
            WHERE id = ?4
            """, [first, last, chunk.rows.count, series])
    }

    private static func find(_ series: String, in session: DatabaseSession) throws(StorageError) -> SeriesInfo? {
        let sql = """
            SELECT id, width, row_count, first_time, last_time, longest_chunk FROM storage_series WHERE name = ?
            """
        guard let row = try session.query(sql, [series]).first else { return nil }
        return SeriesInfo(
            id: try row.value(at: 0), width: try row.value(at: 1), rowCount: try row.value(at: 2),
            firstTime: try row.value(at: 3), lastTime: try row.value(at: 4), longestChunk: try row.value(at: 5))
    }

    // MARK: - Reading

    /// The rows with `interval.lowerBound ≤ time < interval.upperBound`, in time order.
    public func rows(in series: String, during interval: Range<Date>) throws(StorageError) -> [SeriesRow] {
        try read(series, interval.lowerBound.timeIntervalSince1970..<interval.upperBound.timeIntervalSince1970)
    }

    /// All rows in time order.
    public func rows(in series: String) throws(StorageError) -> [SeriesRow] {
        try read(series, -Double.infinity..<Double.infinity)
    }

    private func read(_ series: String, _ interval: Range<Double>) throws(StorageError) -> [SeriesRow] {
        try database.read { session throws(StorageError) in
            guard let info = try Self.find(series, in: session) else { return [] }
            var merger = SeriesChunkMerger()
            let sql = """
                SELECT id, rows FROM storage_series_chunks
                WHERE series = ? AND first_time >= ? AND first_time < ? AND last_time >= ?
                ORDER BY first_time, id
                """
            let arguments: [any SQLiteValueConvertible] = [
                info.id, interval.lowerBound - info.longestChunk, interval.upperBound, interval.lowerBound,
            ]
            try session.forEachRow(sql, arguments) { row throws(StorageError) in
                var rows: [SeriesRow] = []
                SeriesChunk.decode(try row.value(at: 1), width: info.width, into: &rows, keeping: interval)
                merger.add(rows, chunk: try row.value(at: 0))
            }
            return merger.merged()
        }
    }

    /// The number of rows in `series`.
    public func count(in series: String) throws(StorageError) -> Int {
        try database.read { session throws(StorageError) in try Self.find(series, in: session)?.rowCount ?? 0 }
    }

    /// The earliest and latest row time, or nil.
    public func timeSpan(of series: String) throws(StorageError) -> ClosedRange<Date>? {
        let info = try database.read { session throws(StorageError) in try Self.find(series, in: session) }
        guard let first = info?.firstTime, let last = info?.lastTime else { return nil }
        return first...last
    }

    /// All series names, sorted.
    public func seriesNames() throws(StorageError) -> [String] {
        try database.read { session throws(StorageError) in
            try session.query("SELECT name FROM storage_series ORDER BY name").map { row throws(StorageError) in
                try row.value(at: 0, as: String.self)
            }
        }
    }

    /// Deletes `series` and its rows; returns whether it existed.
    @discardableResult
    public func removeSeries(_ series: String) throws(StorageError) -> Bool {
        try database.transaction { session throws(StorageError) in
            try session.execute("DELETE FROM storage_series WHERE name = ?", [series]) > 0
        }
    }
}
