import Expectations
import Foundation
import Testing

@testable import Storage

@Suite struct MigrationTests {
    static let v1 = Migration(version: 1, sql: "CREATE TABLE boats (id TEXT PRIMARY KEY, name TEXT NOT NULL)")
    static let v2 = Migration(version: 2) { session throws(StorageError) in
        try session.execute("ALTER TABLE boats ADD COLUMN length REAL")
        try session.execute("INSERT INTO boats (id, name, length) VALUES ('a', 'Poyraz', 9.5)")
    }

    static func version(of database: SQLiteDatabase) throws -> Int? {
        try database.read { session throws(StorageError) in try session.scalar("PRAGMA user_version", as: Int.self) }
    }

    @Test func migrationsRunInOrderAndSetUserVersion() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("m.sqlite")
        let first = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1])
        #expect(try Self.version(of: first) == 1)
        expectEqual(first.schemaVersion, 1)
        let second = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1, Self.v2])
        #expect(try Self.version(of: second) == 2)
        let length = try second.read { session throws(StorageError) in
            try session.scalar("SELECT length FROM boats WHERE id = 'a'", as: Double.self)
        }
        expectEqual(length, 9.5)
        // Opening again runs nothing: v2's INSERT would fail on the primary key.
        _ = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1, Self.v2])
    }

    @Test func failingMigrationRollsBackToTheLastWholeVersion() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("m.sqlite")
        let broken = Migration(version: 2) { session throws(StorageError) in
            try session.execute("ALTER TABLE boats ADD COLUMN length REAL")
            try session.execute("INSERT INTO nowhere VALUES (1)")
        }
        #expect(throws: StorageError.self) {
            try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1, broken])
        }
        let reopened = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1])
        #expect(try Self.version(of: reopened) == 1)
        let columns = try reopened.read { session throws(StorageError) in
            try session.query("SELECT name FROM pragma_table_info('boats')").map { row throws(StorageError) in
                try row.value(at: 0, as: String.self)
            }
        }
        expectEqual(columns, ["id", "name"])
    }

    /// A foreign error of a migration (here a JSONEncoder's: NaN has no JSON form) reaches the caller as a
    /// StorageError naming the step and keeping the error's description; the step is rolled back (issue 35).
    @Test func migrationMayThrowAnyErrorAndItIsWrapped() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("m.sqlite")
        let encoding = Migration("lengths", owner: "com.example.boats") { session in
            try session.execute("ALTER TABLE boats ADD COLUMN length REAL")
            let body = try JSONEncoder().encode(["length": Double.nan])
            try session.execute("UPDATE boats SET name = ?", [String(decoding: body, as: UTF8.self)])
        }
        var caught: StorageError?
        do { _ = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1, encoding]) } catch {
            caught = error
        }
        expectEqual(caught?.kind, .other)
        let message = caught?.message ?? ""
        #expect(message.hasPrefix("migration com.example.boats/lengths failed: "))
        #expect(message.contains("nan") || message.contains("NaN"))
        let reopened = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1])
        let columns = try reopened.read { session throws(StorageError) in
            try session.query("SELECT name FROM pragma_table_info('boats')").map { row throws(StorageError) in
                try row.value(at: 0, as: String.self)
            }
        }
        expectEqual(columns, ["id", "name"])
    }

    @Test func newerDatabaseIsRefusedAndLeftUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("m.sqlite")
        _ = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1, Self.v2])
        let before = try FileSnapshot(path: path)
        #expect {
            try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1])
        } throws: { error in
            (error as? StorageError)?.kind == .newerThanProgram(databaseVersion: 2, programVersion: 1)
        }
        #expect(try FileSnapshot(path: path) == before)
    }

    @Test(arguments: [[2], [1, 3], [1, 1], [0]])
    func misnumberedMigrationsAreRefused(versions: [Int]) throws {
        let migrations = versions.map { Migration(version: $0, sql: "SELECT 1") }
        #expect { try SQLiteDatabase(location: .inMemory, migrations: migrations) } throws: {
            ($0 as? StorageError)?.kind == .invalidArgument
        }
    }

    @Test func readOnlyOpenRefusesPendingMigrationsButReadsCurrentDatabase() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("m.sqlite")
        _ = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1])
        let readOnly = DatabaseConfiguration(isReadOnly: true)
        #expect {
            try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1, Self.v2], configuration: readOnly)
        } throws: { ($0 as? StorageError)?.kind == .readOnly }
        let reader = try SQLiteDatabase(location: .file(path: path), migrations: [Self.v1], configuration: readOnly)
        #expect(try Self.version(of: reader) == 1)
        #expect {
            try reader.transaction { session throws(StorageError) in
                try session.execute("INSERT INTO boats VALUES ('b', 'x')")
            }
        } throws: { ($0 as? StorageError)?.kind == .readOnly }
    }

    @Test func storeSchemaIsAtItsCurrentVersion() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        #expect(try Self.version(of: database) == StoreSchema.currentVersion)
        expectEqual(StoreSchema.currentVersion, 1)
    }
}
