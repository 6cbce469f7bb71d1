/// The handle a transaction closure receives: runs SQL on the database inside that transaction.
///
/// Valid only during the closure it was passed to; using it afterwards throws `.invalidArgument`. It is not
/// `Sendable`: keep it on the closure's thread. Parameters are bound by position (`?`) from `arguments`, and
/// statements are prepared once per SQL text and cached, so use parameters rather than building SQL strings.
public struct DatabaseSession {
    let connection: SQLiteConnection
    private let lifetime: SessionLifetime

    init(connection: SQLiteConnection, lifetime: SessionLifetime) {
        self.connection = connection
        self.lifetime = lifetime
    }

    /// Runs one statement that returns no rows (INSERT, UPDATE, DELETE, CREATE …).
    ///
    /// - Parameters:
    ///   - sql: One SQL statement with `?` placeholders.
    ///   - arguments: One value per placeholder, in order.
    /// - Returns: The number of rows the statement changed (0 for statements that change none).
    /// - Throws: `StorageError`, for example `.constraintViolation` or `.diskFull`.
    @discardableResult
    public func execute(_ sql: String, _ arguments: [any SQLiteValueConvertible] = []) throws(StorageError) -> Int {
        try withStatement(sql, arguments) { connection, statement throws(StorageError) in
            while try connection.step(statement) {}
            return connection.changes
        }
    }

    /// Runs a script of statements separated by semicolons, without parameters (schema changes).
    public func executeScript(_ sql: String) throws(StorageError) {
        try lifetime.check()
        try connection.execute(script: sql)
    }

    /// Runs a query and returns all its rows.
    public func query(_ sql: String, _ arguments: [any SQLiteValueConvertible] = []) throws(StorageError) -> [SQLiteRow]
    {
        var rows: [SQLiteRow] = []
        try forEachRow(sql, arguments) { row throws(StorageError) in rows.append(row) }
        return rows
    }

    /// Runs a query and hands each row to `body` as it is read, without collecting them.
    public func forEachRow(
        _ sql: String, _ arguments: [any SQLiteValueConvertible] = [],
        _ body: (SQLiteRow) throws(StorageError) -> Void
    ) throws(StorageError) {
        try withStatement(sql, arguments) { connection, statement throws(StorageError) in
            let count = connection.columnCount(statement)
            let names = (0..<count).map { connection.columnName(statement, at: $0) }
            while try connection.step(statement) {
                let values = (0..<count).map { connection.value(statement, at: $0) }
                try body(SQLiteRow(columnNames: names, values: values))
            }
        }
    }

    /// Runs a query and returns the first column of its first row as `type`, or nil when there is no row.
    public func scalar<Value: SQLiteValueConvertible>(
        _ sql: String, _ arguments: [any SQLiteValueConvertible] = [], as type: Value.Type = Value.self
    ) throws(StorageError) -> Value? {
        try withStatement(sql, arguments) { connection, statement throws(StorageError) -> Value? in
            guard try connection.step(statement) else { return nil }
            return try SQLiteRow(columnNames: [], values: [connection.value(statement, at: 0)]).value(at: 0, as: type)
        }
    }

    /// The rowid of the most recent successful INSERT in this database.
    public var lastInsertRowID: Int64 { connection.lastInsertRowID }

    /// Prepares (or takes from the cache) the statement for `sql`, binds `arguments`, runs `body`, and resets
    /// the statement whatever happens.
    func withStatement<Result>(
        _ sql: String, _ arguments: [any SQLiteValueConvertible] = [],
        _ body: (SQLiteConnection, SQLiteConnection.Statement) throws(StorageError) -> Result
    ) throws(StorageError) -> Result {
        try lifetime.check()
        let statement = try connection.acquire(sql)
        defer { connection.release(statement, sql: sql) }
        for (offset, argument) in arguments.enumerated() {
            try connection.bind(argument.sqliteValue, at: Int32(offset + 1), in: statement)
        }
        return try body(connection, statement)
    }
}

@available(*, unavailable, message: "a session is valid only on the thread of its transaction closure")
extension DatabaseSession: Sendable {}
