import Expectations
import Foundation
import Testing

@testable import Storage

@Suite struct DatabaseTests {
    @Test func inMemoryDatabaseRunsQueries() throws {
        let database = try SQLiteDatabase(location: .inMemory)
        let sum = try database.read { session throws(StorageError) in
            try session.scalar("SELECT 40 + 2", as: Int.self)
        }
        expectEqual(sum, 42)
    }

    @Test func fileDatabaseUsesWALForeignKeysAndNormalSync() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.sqlite")
        let database = try SQLiteDatabase(location: .file(path: path))
        let (mode, keys, sync) = try database.read { session throws(StorageError) in
            (
                try session.scalar("PRAGMA journal_mode", as: String.self),
                try session.scalar("PRAGMA foreign_keys", as: Int.self),
                try session.scalar("PRAGMA synchronous", as: Int.self)
            )
        }
        expectEqual(mode, "wal")
        expectEqual(keys, 1)
        expectEqual(sync, 1)  // NORMAL (https://www.sqlite.org/pragma.html#pragma_synchronous)
        try database.transaction { session throws(StorageError) in try session.executeScript("CREATE TABLE t (x)") }
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func fullDurabilitySetsSynchronousFull() throws {
        let directory = TemporaryDirectory()
        let database = try SQLiteDatabase(
            location: .file(path: directory.file("n.sqlite")), configuration: .init(durability: .full))
        let sync = try database.read { session throws(StorageError) in
            try session.scalar("PRAGMA synchronous", as: Int.self)
        }
        expectEqual(sync, 2)
    }

    @Test func newFileIsPrivateToItsOwner() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("private.sqlite")
        _ = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        expectEqual((attributes[.posixPermissions] as? Int), 0o600)
    }

    @Test func transactionCommitsOnReturnAndRollsBackOnThrow() throws {
        let database = try SQLiteDatabase(
            location: .inMemory, migrations: [Migration(version: 1, sql: "CREATE TABLE t (x)")])
        try database.transaction { session throws(StorageError) in try session.execute("INSERT INTO t VALUES (1)") }
        #expect(throws: StorageError.self) {
            try database.transaction { session throws(StorageError) in
                try session.execute("INSERT INTO t VALUES (2)")
                throw StorageError(kind: .other, message: "abandon")
            }
        }
        let values = try database.read { session throws(StorageError) in
            try session.query("SELECT x FROM t").map { row throws(StorageError) in try row.value(at: 0, as: Int.self) }
        }
        expectEqual(values, [1])
    }

    @Test func nestedTransactionIsRefusedAndOuterStillCommits() throws {
        let database = try SQLiteDatabase(
            location: .inMemory, migrations: [Migration(version: 1, sql: "CREATE TABLE t (x)")])
        var nestedError: StorageError?
        try database.transaction { session throws(StorageError) in
            try session.execute("INSERT INTO t VALUES (1)")
            do throws(StorageError) { try database.read { _ throws(StorageError) in } } catch { nestedError = error }
        }
        expectEqual(nestedError?.kind, .invalidArgument)
        let count = try database.read { session throws(StorageError) in
            try session.scalar("SELECT count(*) FROM t", as: Int.self)
        }
        expectEqual(count, 1)
    }

    @Test func sessionUsedAfterItsTransactionThrows() throws {
        let database = try SQLiteDatabase(location: .inMemory)
        let escaped = try database.read { session throws(StorageError) in session }
        #expect(
            throws: StorageError(
                kind: .invalidArgument, message: "a DatabaseSession was used after its transaction ended")
        ) {
            try escaped.execute("SELECT 1")
        }
    }

    @Test func constraintViolationIsTyped() throws {
        let database = try SQLiteDatabase(
            location: .inMemory, migrations: [Migration(version: 1, sql: "CREATE TABLE t (x UNIQUE)")])
        try database.transaction { session throws(StorageError) in try session.execute("INSERT INTO t VALUES (1)") }
        do {
            try database.transaction { session throws(StorageError) in try session.execute("INSERT INTO t VALUES (1)") }
            Issue.record("expected a constraint violation")
        } catch {
            expectEqual(error.kind, .constraintViolation)
            #expect(error.code == 19)  // SQLITE_CONSTRAINT
            #expect(error.extendedCode == 2_067)  // SQLITE_CONSTRAINT_UNIQUE
            #expect(error.message.contains("UNIQUE constraint failed"))
        }
    }

    @Test func foreignKeysAreEnforced() throws {
        let schema = """
            CREATE TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TABLE child (parent INTEGER NOT NULL REFERENCES parent (id));
            """
        let database = try SQLiteDatabase(location: .inMemory, migrations: [Migration(version: 1, sql: schema)])
        #expect {
            try database.transaction { session throws(StorageError) in
                try session.execute("INSERT INTO child VALUES (7)")
            }
        } throws: { ($0 as? StorageError)?.extendedCode == 787 }  // SQLITE_CONSTRAINT_FOREIGNKEY
    }

    @Test func badSQLIsAnInvalidArgumentOrOtherWithSQLiteMessage() throws {
        let database = try SQLiteDatabase(location: .inMemory)
        do {
            try database.read { session throws(StorageError) in try session.execute("SELEKT 1") }
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.code == 1)  // SQLITE_ERROR
            expectEqual(error.kind, .other)
            #expect(error.message.contains("syntax error"))
        }
    }

    @Test func statementsAreCachedAndNestedUseOfTheSameSQLWorks() throws {
        let database = try SQLiteDatabase(
            location: .inMemory, migrations: [Migration(version: 1, sql: "CREATE TABLE t (x)")])
        let pairs = try database.transaction { session throws(StorageError) -> Int in
            let cachedByOpening = session.connection.cachedStatementCount  // the migration bookkeeping's queries
            for value in 1...3 { try session.execute("INSERT INTO t VALUES (?)", [value]) }
            var pairs = 0
            try session.forEachRow("SELECT x FROM t") { _ throws(StorageError) in
                try session.forEachRow("SELECT x FROM t") { _ throws(StorageError) in pairs += 1 }
            }
            // INSERT and SELECT; the nested SELECT was not cached.
            expectEqual(session.connection.cachedStatementCount, cachedByOpening + 2)
            return pairs
        }
        expectEqual(pairs, 9)
    }

    @Test func statementCacheStaysBounded() throws {
        let database = try SQLiteDatabase(location: .inMemory)
        try database.read { session throws(StorageError) in
            for value in 0..<(SQLiteConnection.statementCacheCapacity + 10) {
                _ = try session.scalar("SELECT \(value)", as: Int.self)
            }
            #expect(session.connection.cachedStatementCount <= SQLiteConnection.statementCacheCapacity)
        }
    }

    @Test func integrityCheckOfASoundDatabaseIsOK() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        #expect(try database.integrityCheck() == ["ok"])
        #expect(SQLiteDatabase.sqliteVersion.hasPrefix("3."))
    }

    @Test func debugDescriptionNamesKindCodesMessageAndPath() {
        let error = StorageError(sqliteCode: 13, message: "database or disk is full", path: "/tmp/x.sqlite")
        expectEqual(error.kind, .diskFull)
        #expect(
            error.debugDescription == "diskFull: SQLite code 13 (extended 13): database or disk is full: /tmp/x.sqlite")
        #expect(error.description == "the disk holding /tmp/x.sqlite is full; nothing was saved")
    }
}
