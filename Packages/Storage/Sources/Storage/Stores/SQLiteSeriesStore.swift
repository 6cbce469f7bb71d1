import Foundation

/// `SeriesStore` in a `Database` opened with `StoreSchema.migrations`.
///
/// Rows are real SQL rows in one B-tree keyed by (series id, Unix time, append sequence) (`storage_series_rows`,
/// `WITHOUT ROWID`, values in `v0`…`v7`), so a time-range read is one index range scan and an append in time
/// order writes at the right edge of the tree. A batch goes through one cached prepared statement; see
/// Docs/storage.md for measured speed.
public struct SQLiteSeriesStore: SeriesStore {
    private let database: Database

    /// Creates the store; every series in `database` is reachable by name.
    public init(database: Database) {
        self.database = database
    }

    private static let insertSQL = """
        INSERT INTO storage_series_rows (series, time, sequence, v0, v1, v2, v3, v4, v5, v6, v7)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// Appends `rows` to `series` in one transaction.
    public func append(_ rows: [SeriesRow], to series: String) throws(StorageError) {
        guard let width = rows.first?.values.count else { return }
        try Self.validate(rows, width: width)
        try database.transaction { session throws(StorageError) in
            let (id, firstSequence) = try Self.findOrCreate(series, width: width, in: session)
            try session.withStatement(Self.insertSQL) { connection, statement throws(StorageError) in
                try connection.bind(id, at: 1, in: statement)
                for (offset, row) in rows.enumerated() {
                    try connection.bind(row.time.timeIntervalSince1970, at: 2, in: statement)
                    try connection.bind(firstSequence + Int64(offset), at: 3, in: statement)
                    for (column, value) in row.values.enumerated() {
                        try connection.bind(value, at: Int32(column + 4), in: statement)
                    }
                    _ = try connection.step(statement)
                    connection.rewind(statement)
                }
            }
            try session.execute(
                "UPDATE storage_series SET next_sequence = next_sequence + ? WHERE id = ?", [rows.count, id])
        }
    }

    private static func validate(_ rows: [SeriesRow], width: Int) throws(StorageError) {
        guard (1...SeriesRow.maximumWidth).contains(width) else {
            throw StorageError(kind: .invalidArgument, message: "series rows need 1 to 8 values, not \(width)")
        }
        guard rows.allSatisfy({ $0.values.count == width }) else {
            throw StorageError(kind: .invalidArgument, message: "all rows of a batch need \(width) values")
        }
    }

    /// The series' id and next append sequence number, creating the series with `width` if it is new.
    private static func findOrCreate(_ series: String, width: Int, in session: DatabaseSession) throws(StorageError)
        -> (id: Int64, nextSequence: Int64)
    {
        guard let found = try find(series, in: session) else {
            try session.execute("INSERT INTO storage_series (name, width) VALUES (?, ?)", [series, width])
            return (session.lastInsertRowID, 0)
        }
        guard found.width == width else {
            throw StorageError(
                kind: .invalidArgument, message: "series \(series) has \(found.width) values per row, not \(width)")
        }
        return (found.id, found.nextSequence)
    }

    private static func find(_ series: String, in session: DatabaseSession) throws(StorageError)
        -> (id: Int64, width: Int, nextSequence: Int64)?
    {
        let sql = "SELECT id, width, next_sequence FROM storage_series WHERE name = ?"
        guard let row = try session.query(sql, [series]).first else { return nil }
        return (try row.value(at: 0), try row.value(at: 1), try row.value(at: 2))
    }

    /// The rows with `interval.lowerBound ≤ time < interval.upperBound`, in time order.
    public func rows(in series: String, during interval: Range<Date>) throws(StorageError) -> [SeriesRow] {
        try read(series, condition: "AND time >= ? AND time < ?", [interval.lowerBound, interval.upperBound])
    }

    /// All rows in time order.
    public func rows(in series: String) throws(StorageError) -> [SeriesRow] {
        try read(series, condition: "", [])
    }

    private func read(_ series: String, condition: String, _ bounds: [Date]) throws(StorageError) -> [SeriesRow] {
        try database.read { session throws(StorageError) in
            guard let (id, width, _) = try Self.find(series, in: session) else { return [] }
            let columns = (0..<width).map { ", v\($0)" }.joined()
            let sql =
                "SELECT time\(columns) FROM storage_series_rows WHERE series = ? \(condition) ORDER BY time, sequence"
            return try session.withStatement(sql, [id] + bounds) { connection, statement throws(StorageError) in
                var rows: [SeriesRow] = []
                while try connection.step(statement) {
                    let time = Date(timeIntervalSince1970: connection.double(statement, at: 0) ?? 0)
                    let values = (1...Int32(width)).map { connection.double(statement, at: $0) }
                    rows.append(SeriesRow(time: time, values: values))
                }
                return rows
            }
        }
    }

    /// The number of rows in `series`.
    public func count(in series: String) throws(StorageError) -> Int {
        try database.read { session throws(StorageError) in
            try session.scalar(
                """
                SELECT count(*) FROM storage_series_rows
                WHERE series = (SELECT id FROM storage_series WHERE name = ?)
                """, [series], as: Int.self) ?? 0
        }
    }

    /// The earliest and latest row time, or nil.
    public func timeSpan(of series: String) throws(StorageError) -> ClosedRange<Date>? {
        let row = try database.read { session throws(StorageError) in
            try session.query(
                """
                SELECT min(time), max(time) FROM storage_series_rows
                WHERE series = (SELECT id FROM storage_series WHERE name = ?)
                """, [series]
            ).first
        }
        guard let row, let first = try row.value(at: 0, as: Date?.self), let last = try row.value(at: 1, as: Date?.self)
        else { return nil }
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
