internal import CSQLite
import Foundation

/// `SQLITE_TRANSIENT` is a C macro and is not imported : it tells SQLite to copy bound bytes.
private let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// The one owner of a `sqlite3*` handle and the only code in the workspace that calls the SQLite C API.
///
/// Not thread-safe on its own (opened with `SQLITE_OPEN_NOMUTEX`): `SQLiteDatabase` serializes all access under its
/// lock. Prepared statements are cached by SQL text; a statement that is already being stepped (a nested query
/// with the same text) gets a fresh, uncached copy. Every result code goes through `check(_:)`.
final class SQLiteConnection {
    /// A prepared statement handle (`sqlite3_stmt*`); valid until the connection finalizes it.
    typealias Statement = OpaquePointer

    /// The most prepared statements kept; when full, idle statements are finalized.
    static let statementCacheCapacity = 64

    /// The file path, or `:memory:`; used in error messages.
    let path: String
    private let handle: OpaquePointer
    private var cache: [String: Statement] = [:]
    /// The statements being stepped (a few at most: nested queries).
    ///
    /// An array, not a `Set`: a `Set<OpaquePointer>` costs the Swift runtime a search of the binary's conformance
    /// records on first use (issue 17's cold start).
    private var inUse: [Statement] = []

    /// Opens (and, in read-write mode, creates) the database at `path`.
    ///
    /// Read-only, a file is opened through a URI (``readOnlyURI(_:)``) so that reading leaves no `-wal`/`-shm`
    /// files beside a database nobody has open.
    init(path: String, readOnly: Bool) throws(StorageError) {
        var pointer: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        let name = readOnly ? Self.readOnlyURI(path) : path
        let code = sqlite3_open_v2(name, &pointer, access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE, nil)
        guard let pointer else {
            throw StorageError(kind: .cannotOpen, code: code, extendedCode: code, message: "out of memory", path: path)
        }
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(pointer))
            sqlite3_close_v2(pointer)
            throw StorageError(sqliteCode: code, message: message, path: path)
        }
        self.path = path
        handle = pointer
    }

    /// `file:PATH?mode=ro`, plus `&immutable=1` when no `-wal` file exists (SQLite URI filenames, sqlite.org/uri.html).
    ///
    /// A read-only connection to a WAL database otherwise creates `-wal` and `-shm` and cannot remove them again
    /// (sqlite.org/wal.html §"Read-Only Databases"). Without a `-wal` file no connection has the database open in
    /// WAL mode, so the file is read as it is; with one, the usual shared-memory locking is used. `:memory:` is
    /// left as it is.
    static func readOnlyURI(_ path: String) -> String {
        guard path != ":memory:" else { return path }
        var encoded = ""
        for character in path.unicodeScalars {
            switch character {
            case "%", "?", "#": encoded += String(format: "%%%02X", character.value)
            default: encoded.unicodeScalars.append(character)
            }
        }
        let walExists = FileManager.default.fileExists(atPath: path + "-wal")
        return "file:" + encoded + "?mode=ro" + (walExists ? "" : "&immutable=1")
    }

    deinit {
        for statement in cache.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// The SQLite library version, for example `3.40.1`.
    static var libraryVersion: String { String(cString: sqlite3_libversion()) }

    /// Whether the main database was opened read-only (by request or because the file is not writable).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Whether a transaction is open on this connection.
    var isInsideTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes64(handle)) }

    /// The rowid of the most recent successful INSERT.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Whether closing the connection checkpoints the WAL into the database (SQLite's default) or leaves it for the
    /// next writer's automatic checkpoint (`SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE`).
    func setCheckpointsOnClose(_ checkpoints: Bool) {
        _ = csqlite_skip_checkpoint_on_close(handle, checkpoints ? 0 : 1)
    }

    /// Makes a commit that leaves `pages` or more pages in the WAL copy it into the database and truncate it
    /// (`SQLITE_CHECKPOINT_TRUNCATE`), instead of SQLite's passive automatic checkpoint at 1000 pages.
    func setTruncatingCheckpoint(pages: Int32) {
        csqlite_truncate_wal_at(handle, pages)
    }

    /// Makes SQLite wait up to `milliseconds` for another connection's lock instead of failing with BUSY.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Waits `milliseconds` with SQLite's own sleep (the one its busy handler uses).
    func sleep(milliseconds: Int32) {
        sqlite3_sleep(milliseconds)
    }

    /// Runs one or more SQL statements without parameters or results.
    func execute(script: String) throws(StorageError) {
        try check(sqlite3_exec(handle, script, nil, nil, nil))
    }

    // MARK: - Statements

    /// Returns a prepared statement for `sql`, from the cache when it is idle.
    ///
    /// Pair every call with `release(_:sql:)`.
    func acquire(_ sql: String) throws(StorageError) -> Statement {
        if let cached = cache[sql], !inUse.contains(cached) {
            inUse.append(cached)
            return cached
        }
        var statement: Statement?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil))
        guard let statement else {
            throw StorageError(kind: .invalidArgument, message: "no SQL statement in \"\(sql)\"", path: path)
        }
        if cache[sql] == nil {
            evictIdleStatementsIfFull()
            cache[sql] = statement
        }
        inUse.append(statement)
        return statement
    }

    /// Resets a statement from `acquire(_:)`, clears its bindings, and finalizes it if it is not cached.
    func release(_ statement: Statement, sql: String) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        if let index = inUse.lastIndex(of: statement) { inUse.remove(at: index) }
        if cache[sql] != statement { sqlite3_finalize(statement) }
    }

    private func evictIdleStatementsIfFull() {
        guard cache.count >= Self.statementCacheCapacity else { return }
        for (sql, statement) in cache where !inUse.contains(statement) {
            sqlite3_finalize(statement)
            cache[sql] = nil
        }
    }

    /// The number of statements in the cache (for tests).
    var cachedStatementCount: Int { cache.count }

    // MARK: - Binding (1-based parameter indexes, as in SQLite)

    /// Binds `value` to parameter `index` (1-based).
    func bind(_ value: SQLiteValue, at index: Int32, in statement: Statement) throws(StorageError) {
        switch value {
        case .null: try check(sqlite3_bind_null(statement, index))
        case .integer(let number): try check(sqlite3_bind_int64(statement, index, number))
        case .real(let number): try check(sqlite3_bind_double(statement, index, number))
        case .text(let text):
            try check(sqlite3_bind_text(statement, index, text, Int32(text.utf8.count), transientDestructor))
        case .blob(let bytes): try bind(bytes, at: index, in: statement)
        }
    }

    private func bind(_ bytes: Data, at index: Int32, in statement: Statement) throws(StorageError) {
        // A NULL pointer would bind SQL NULL, so an empty blob is bound as a zero-length blob.
        guard !bytes.isEmpty else { return try check(sqlite3_bind_zeroblob(statement, index, 0)) }
        let code = bytes.withUnsafeBytes { buffer in
            sqlite3_bind_blob(statement, index, buffer.baseAddress, Int32(buffer.count), transientDestructor)
        }
        try check(code)
    }

    /// Binds a Double, or NULL when it is nil (the series fast path).
    func bind(_ number: Double?, at index: Int32, in statement: Statement) throws(StorageError) {
        guard let number else { return try check(sqlite3_bind_null(statement, index)) }
        try check(sqlite3_bind_double(statement, index, number))
    }

    /// Binds an Int64 (the series fast path).
    func bind(_ number: Int64, at index: Int32, in statement: Statement) throws(StorageError) {
        try check(sqlite3_bind_int64(statement, index, number))
    }

    /// Resets a statement to run again, keeping its bindings (the batch-insert fast path).
    func rewind(_ statement: Statement) {
        sqlite3_reset(statement)
    }

    // MARK: - Stepping and reading (0-based column indexes, as in SQLite)

    /// Advances the statement: `true` when a row is available, `false` when it has finished.
    func step(_ statement: Statement) throws(StorageError) -> Bool {
        let code = sqlite3_step(statement)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw error(code: code)
    }

    /// The number of result columns.
    func columnCount(_ statement: Statement) -> Int32 { sqlite3_column_count(statement) }

    /// The name of result column `index`.
    func columnName(_ statement: Statement, at index: Int32) -> String {
        sqlite3_column_name(statement, index).map { String(cString: $0) } ?? ""
    }

    /// The value of column `index` in the current row.
    func value(_ statement: Statement, at index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT: return .text(text(statement, at: index))
        case SQLITE_BLOB: return .blob(blob(statement, at: index))
        default: return .null
        }
    }

    /// Column `index` as a Double, or nil when it is NULL (the series fast path).
    func double(_ statement: Statement, at index: Int32) -> Double? {
        sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : sqlite3_column_double(statement, index)
    }

    /// Column `index` as an Int64 (NULL reads as 0).
    func int64(_ statement: Statement, at index: Int32) -> Int64 { sqlite3_column_int64(statement, index) }

    private func text(_ statement: Statement, at index: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, index) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    private func blob(_ statement: Statement, at index: Int32) -> Data {
        guard let bytes = sqlite3_column_blob(statement, index) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, index)))
    }

    // MARK: - Errors

    /// Throws the connection's current error unless `code` is `SQLITE_OK`.
    func check(_ code: Int32) throws(StorageError) {
        guard code != SQLITE_OK else { return }
        throw error(code: code)
    }

    /// The typed error for `code`, with the extended code and message SQLite reports for this connection.
    func error(code: Int32) -> StorageError {
        let extended = sqlite3_extended_errcode(handle)
        let message = String(cString: sqlite3_errmsg(handle))
        return StorageError(sqliteCode: extended == SQLITE_OK ? code : extended, message: message, path: path)
    }
}
