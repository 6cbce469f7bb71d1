import Foundation

/// An open SQLite database: WAL journal, foreign keys on, a busy timeout, migrations applied, and transactions
/// run as closures.
///
/// One `SQLiteDatabase` owns one SQLite connection and serializes its use with a lock, so it can be shared between
/// threads and tasks. Several processes may open the same file: writers take the write lock at the start of
/// their transaction (`BEGIN IMMEDIATE`) and wait up to the busy timeout for each other, so "database is
/// locked" does not surface in normal use. See Docs/storage.md.
///
/// ```swift
/// let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
/// let count = try database.read { session throws(StorageError) in
///     try session.scalar("SELECT count(*) FROM boats", as: Int.self) ?? 0
/// }
/// ```
public final class SQLiteDatabase: @unchecked Sendable {
    // @unchecked: `connection` is used only while `lock` is held (`withConnection`).

    /// Where the database lives.
    public let location: DatabaseLocation
    /// How it was opened.
    public let configuration: DatabaseConfiguration
    /// The schema version (`user_version`) after the migrations ran: the number of migrations passed in.
    public let schemaVersion: Int
    private let connection: SQLiteConnection
    private let lock = NSRecursiveLock()

    /// Opens or creates the database and brings its schema up to date.
    ///
    /// Order of work: the file is created (mode 0600) if missing; `user_version` is read, which fails with
    /// `.notADatabase` for a file that is not SQLite; a database newer than `migrations` is refused; only then
    /// is anything written (WAL mode, pending migrations, each in its own transaction).
    ///
    /// - Parameters:
    ///   - location: A file path or `.inMemory`.
    ///   - migrations: The schema steps, numbered 1, 2, 3, … (`StoreSchema.migrations` for the generic stores).
    ///   - configuration: Access mode, durability and busy timeout.
    /// - Throws: `StorageError` of kind `.notADatabase`, `.newerThanProgram`, `.cannotOpen`, `.readOnly`,
    ///   `.invalidArgument` (misnumbered migrations), or what a migration throws.
    public init(
        location: DatabaseLocation, migrations: [Migration] = [], configuration: DatabaseConfiguration = .init()
    ) throws(StorageError) {
        let newest = try Migration.validate(migrations)
        if case .file(let path) = location, !configuration.isReadOnly {
            DatabaseFile.createIfMissing(atPath: path)
            DataProtection.apply(configuration.dataProtection, toDatabaseAt: path)
        }
        let connection = try SQLiteConnection(path: location.sqlitePath, readOnly: configuration.isReadOnly)
        connection.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
        let found = try Self.readVersion(connection)
        guard found <= newest else {
            throw StorageError(
                kind: .newerThanProgram(databaseVersion: found, programVersion: newest),
                message: "database schema \(found) is newer than this program's \(newest)", path: connection.path)
        }
        self.location = location
        self.configuration = configuration
        self.connection = connection
        schemaVersion = newest
        try prepareForUse(pendingMigrations: Array(migrations.dropFirst(found)))
    }

    private static func readVersion(_ connection: SQLiteConnection) throws(StorageError) -> Int {
        let statement = try connection.acquire("PRAGMA user_version")
        defer { connection.release(statement, sql: "PRAGMA user_version") }
        guard try connection.step(statement) else { return 0 }
        return Int(connection.int64(statement, at: 0))
    }

    private func prepareForUse(pendingMigrations: [Migration]) throws(StorageError) {
        guard !configuration.isReadOnly else {
            guard pendingMigrations.isEmpty else {
                throw StorageError(
                    kind: .readOnly, message: "database needs migrating but was opened read-only", path: connection.path
                )
            }
            return
        }
        guard !connection.isReadOnly else {
            throw StorageError(kind: .readOnly, message: "database file is not writable", path: connection.path)
        }
        try connection.execute(script: "PRAGMA journal_mode=WAL")
        try connection.execute(script: "PRAGMA synchronous=\(configuration.durability.pragmaValue)")
        try connection.execute(script: "PRAGMA foreign_keys=ON")
        for migration in pendingMigrations { try apply(migration) }
    }

    /// Runs one migration in its own write transaction, unless another process applied it meanwhile.
    private func apply(_ migration: Migration) throws(StorageError) {
        try transaction { session throws(StorageError) in
            let current = try session.scalar("PRAGMA user_version", as: Int.self) ?? 0
            guard current < migration.version else { return }
            try migration.apply(session)
            try session.executeScript("PRAGMA user_version = \(migration.version)")
        }
    }

    // MARK: - Transactions

    /// Runs `body` in a write transaction: commits when it returns, rolls back when it throws.
    ///
    /// The write lock is taken at the start (`BEGIN IMMEDIATE`), waiting up to the busy timeout for another
    /// process, so the transaction never fails half-way because another writer got in first. When this
    /// returns, the transaction is committed with the configured `Durability`.
    ///
    /// - Throws: What `body` throws (after rolling back), or `StorageError` from BEGIN or COMMIT. Calling
    ///   `transaction` or `read` again inside `body` throws `.invalidArgument`.
    @discardableResult
    public func transaction<Result>(_ body: (DatabaseSession) throws(StorageError) -> Result) throws(StorageError)
        -> Result
    {
        try run(begin: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a read transaction: every query in it sees the same snapshot, and writers are not blocked.
    ///
    /// - Throws: What `body` throws, or `StorageError`. Writing inside `read` works but may fail with `.busy`
    ///   under contention; use `transaction` to write.
    @discardableResult
    public func read<Result>(_ body: (DatabaseSession) throws(StorageError) -> Result) throws(StorageError)
        -> Result
    {
        try run(begin: "BEGIN DEFERRED", body)
    }

    private func run<Result>(begin: String, _ body: (DatabaseSession) throws(StorageError) -> Result)
        throws(StorageError) -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        guard !connection.isInsideTransaction else {
            throw StorageError(kind: .invalidArgument, message: "transactions cannot be nested", path: connection.path)
        }
        try connection.execute(script: begin)
        let lifetime = SessionLifetime()
        defer { lifetime.close() }
        do {
            let result = try body(DatabaseSession(connection: connection, lifetime: lifetime))
            try connection.execute(script: "COMMIT")
            return result
        } catch {
            // SQLite may already have rolled back (for example after SQLITE_FULL); then there is nothing to undo.
            if connection.isInsideTransaction { try? connection.execute(script: "ROLLBACK") }
            throw error
        }
    }

    // MARK: - Maintenance

    /// Runs `PRAGMA integrity_check` and returns its lines: `["ok"]` for a sound database.
    public func integrityCheck() throws(StorageError) -> [String] {
        try read { session throws(StorageError) in
            try session.query("PRAGMA integrity_check").map { row throws(StorageError) in
                try row.value(at: 0, as: String.self)
            }
        }
    }

    /// The SQLite library version in use, for example `3.40.1`.
    public static var sqliteVersion: String { SQLiteConnection.libraryVersion }
}
