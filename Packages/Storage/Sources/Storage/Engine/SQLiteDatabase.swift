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
    /// The number of migrations this program passed in (all of them applied once the initializer returns).
    public let schemaVersion: Int
    private let connection: SQLiteConnection
    private let lock = NSRecursiveLock()

    /// Opens or creates the database and brings its schema up to date.
    ///
    /// Order of work: the file is created (mode 0600) if missing; the applied migrations are read
    /// (`storage_migrations`, or `user_version` for a database from before it, `Migration`), which fails with
    /// `.notADatabase` for a file that is not SQLite; a database holding steps of a known owner that this program
    /// lacks is refused; only then is anything written (WAL mode, the migrations table, pending migrations, each
    /// in its own transaction).
    ///
    /// - Parameters:
    ///   - location: A file path or `.inMemory`.
    ///   - migrations: The schema steps in the order they run (`StoreSchema.migrations` for the generic stores,
    ///     then the program's own).
    ///   - configuration: Access mode, durability and busy timeout.
    /// - Throws: `StorageError` of kind `.notADatabase`, `.newerThanProgram`, `.cannotOpen`, `.readOnly`,
    ///   `.invalidArgument` (a step listed twice, misnumbered legacy steps), or what a migration throws (another
    ///   error than `StorageError` as kind `.other`, see ``Migration/apply``).
    public init(
        location: DatabaseLocation, migrations: [Migration] = [], configuration: DatabaseConfiguration = .init()
    ) throws(StorageError) {
        _ = try Migration.validate(migrations)
        if case .file(let path) = location { try DatabaseFile.checkIsFileOrMissing(atPath: path) }
        if case .file(let path) = location, !configuration.isReadOnly {
            DatabaseFile.createIfMissing(atPath: path)
            // An exclusive connection makes no `-shm`; an empty one lets a read-only connection in a folder it
            // cannot write still read the WAL (sqlite.org/wal.html, "Read-Only Databases").
            if configuration.locksExclusively { DatabaseFile.createIfMissing(atPath: path + "-shm") }
            DataProtection.apply(configuration.dataProtection, toDatabaseAt: path)
        }
        let connection = try SQLiteConnection(path: location.sqlitePath, readOnly: configuration.isReadOnly)
        connection.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
        if !configuration.checkpointsOnClose { connection.setCheckpointsOnClose(false) }
        if let pages = configuration.truncatingCheckpointPages { connection.setTruncatingCheckpoint(pages: pages) }
        if configuration.locksExclusively && !configuration.isReadOnly {
            try connection.execute(script: "PRAGMA locking_mode=EXCLUSIVE")
        }
        self.location = location
        self.configuration = configuration
        self.connection = connection
        schemaVersion = migrations.count
        try openRetryingWhileBusy(migrations)
    }

    /// Reads the migrations applied and prepares the file, again after a pause when SQLite answers busy at once.
    ///
    /// Another process may hold a lock SQLite does not wait for: a new file turning to WAL mode, or a WAL index being rebuilt, answers `SQLITE_BUSY`
    /// at once, without the busy handler (sqlite.org/wal.html, "Sometimes Queries Return SQLITE_BUSY In WAL Mode").
    /// Forty `unitconv` runs started at once on a new database lost one history entry that way (UnitconvCrowdTests,
    /// CI under load). The pauses (5, 10, 20 … ms, SQLite's own sleep) stop at the busy timeout.
    private func openRetryingWhileBusy(_ migrations: [Migration]) throws(StorageError) {
        var waited: Int32 = 0
        var pause: Int32 = 5
        while true {
            do {
                let ledger = try read { session throws(StorageError) in try MigrationLedger.read(session) }
                try ledger.checkNotNewer(than: migrations, path: connection.path)
                try prepareForUse(migrations, ledger: ledger)
                return
            } catch let error where error.kind == .busy && waited < configuration.busyTimeoutMilliseconds {
                connection.sleep(milliseconds: pause)
                waited += pause
                pause = min(pause * 2, 200)
            }
        }
    }

    private func prepareForUse(_ migrations: [Migration], ledger: MigrationLedger) throws(StorageError) {
        let applied = ledger.applied(of: migrations)
        let pending = migrations.count - applied.count
        guard !configuration.isReadOnly else {
            guard pending == 0 else {
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
        // Write transactions only when there is something to write, so opening an up-to-date file never waits for
        // another process's write lock.
        if ledger.recorded == nil {
            try transaction { session throws(StorageError) in try MigrationLedger.create(session, baseline: applied) }
        }
        let done = applied.map(\.id)
        for migration in migrations where !done.contains(migration.id) { try apply(migration) }
    }

    /// Runs one migration in its own write transaction, unless it is recorded (by this or another process).
    private func apply(_ migration: Migration) throws(StorageError) {
        try transaction { session throws(StorageError) in
            guard try !MigrationLedger.contains(migration, in: session) else { return }
            try migration.run(in: session)
            try MigrationLedger.record(migration, in: session)
        }
    }

    // MARK: - Transactions

    /// Runs `body` in a write transaction: commits when it returns, rolls back when it throws.
    ///
    /// The write lock is taken at the start (`BEGIN IMMEDIATE`), waiting up to the busy timeout for another
    /// process, so the transaction never fails half-way because another writer got in first. When this
    /// returns, the transaction is committed with the configured `Durability`. For a closure that throws errors
    /// of its own (a `JSONDecoder`, a domain error), the overload without typed throws rethrows them unchanged.
    ///
    /// - Throws: What `body` throws (after rolling back), or `StorageError` from BEGIN or COMMIT. Calling
    ///   `transaction` or `read` again inside `body` throws `.invalidArgument`; nest with
    ///   `DatabaseSession.savepoint(_:)`.
    @discardableResult
    public func transaction<Result>(_ body: (DatabaseSession) throws(StorageError) -> Result) throws(StorageError)
        -> Result
    {
        try Self.storageOnly { () throws(TransactionFailure<StorageError>) in try run(begin: "BEGIN IMMEDIATE", body) }
    }

    /// Runs `body` in a read transaction: every query in it sees the same snapshot, and writers are not blocked.
    ///
    /// - Throws: What `body` throws, or `StorageError`. Writing inside `read` works but may fail with `.busy`
    ///   under contention; use `transaction` to write.
    @discardableResult
    public func read<Result>(_ body: (DatabaseSession) throws(StorageError) -> Result) throws(StorageError)
        -> Result
    {
        try Self.storageOnly { () throws(TransactionFailure<StorageError>) in try run(begin: "BEGIN DEFERRED", body) }
    }

    func run<Result, Failure: Error>(begin: String, _ body: (DatabaseSession) throws(Failure) -> Result)
        throws(TransactionFailure<Failure>) -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        guard !connection.isInsideTransaction else {
            throw .storage(
                StorageError(kind: .invalidArgument, message: "transactions cannot be nested", path: connection.path))
        }
        do throws(StorageError) { try connection.execute(script: begin) } catch { throw .storage(error) }
        let lifetime = SessionLifetime()
        defer { lifetime.close() }
        let result: Result
        do throws(Failure) {
            result = try body(DatabaseSession(connection: connection, lifetime: lifetime))
        } catch {
            // SQLite may already have rolled back (for example after SQLITE_FULL); then there is nothing to undo.
            if connection.isInsideTransaction { try? connection.execute(script: "ROLLBACK") }
            throw .body(error)
        }
        do throws(StorageError) { try connection.execute(script: "COMMIT") } catch {
            if connection.isInsideTransaction { try? connection.execute(script: "ROLLBACK") }
            throw .storage(error)
        }
        return result
    }

    /// The error of a transaction whose closure throws `StorageError`: Storage's own or the closure's.
    static func storageOnly<Result>(_ work: () throws(TransactionFailure<StorageError>) -> Result)
        throws(StorageError) -> Result
    {
        do { return try work() } catch {
            switch error {
            case .storage(let error), .body(let error): throw error
            }
        }
    }

    /// The error of a transaction whose closure throws any error: that error unchanged, or Storage's own.
    static func unwrapped<Result, Failure: Error>(_ work: () throws(TransactionFailure<Failure>) -> Result) throws
        -> Result
    {
        do { return try work() } catch {
            switch error {
            case .storage(let error): throw error
            case .body(let error): throw error
            }
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

    /// Rewrites the file so that what was deleted can no longer be read from it or from its WAL (issue 28: a
    /// cleared history stayed readable in 57 copies).
    ///
    /// `PRAGMA secure_delete` is switched on for the connection (later deletes overwrite their content with zeros),
    /// then the WAL is checkpointed and truncated, `VACUUM` rebuilds the file from the live rows only (no free
    /// page keeps old content, the file shrinks), and the WAL is checkpointed and truncated again. Call it after
    /// clearing private data, outside a transaction. Another connection reading at that moment keeps its pages in
    /// the WAL until it closes (the truncation waits for no one).
    ///
    /// - Throws: `StorageError` (`.busy` when another connection writes, `.invalidArgument` inside a transaction).
    public func scrubDeletedContent() throws(StorageError) {
        lock.lock()
        defer { lock.unlock() }
        guard !connection.isInsideTransaction else {
            throw StorageError(
                kind: .invalidArgument, message: "VACUUM cannot run inside a transaction", path: connection.path)
        }
        try connection.execute(script: "PRAGMA secure_delete = ON")
        guard location != .inMemory else { return }
        try connection.execute(
            script: "PRAGMA wal_checkpoint(TRUNCATE); VACUUM; PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// The SQLite library version in use, for example `3.40.1`.
    public static var sqliteVersion: String { SQLiteConnection.libraryVersion }
}
