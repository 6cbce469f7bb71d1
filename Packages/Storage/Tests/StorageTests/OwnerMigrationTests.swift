import Expectations
import Foundation
import Testing

@testable import Storage

/// Migrations named per owner (issue 20): an app's steps and Storage's own no longer share one `user_version`.
@Suite struct OwnerMigrationTests {
    /// The app's step as it shipped before owners: number 2 after StoreSchema's step 1 in one counter.
    static let appBoats = Migration(version: 2, sql: "CREATE TABLE boats (id TEXT PRIMARY KEY, name TEXT NOT NULL)")
    /// A future StoreSchema step 2, shipped after `storage_migrations`.
    static let storeSchema2 = Migration(
        "2", owner: StoreSchema.owner, sql: "CREATE TABLE storage_tags (record INTEGER NOT NULL, tag TEXT NOT NULL)")

    /// A database exactly as the single-counter Storage left it: StoreSchema 1 and the app's table, `user_version`
    /// 2, no `storage_migrations`, with a stored record and an app row.
    static func makeLegacyDatabase(at path: String) throws {
        let database = try SQLiteDatabase(location: .file(path: path))
        try database.transaction { session throws(StorageError) in
            try session.executeScript("DROP TABLE storage_migrations")
            try StoreSchema.migrations[0].run(in: session)
            try appBoats.run(in: session)
            try session.executeScript("PRAGMA user_version = 2")
            try session.execute("INSERT INTO boats VALUES ('a', 'Poyraz')")
        }
        try RecordProbe.save(in: database)
    }

    static func tables(_ database: SQLiteDatabase) throws -> Set<String> {
        Set(
            try database.read { session throws(StorageError) in
                try session.query("SELECT name FROM sqlite_master WHERE type = 'table'").map {
                    row throws(StorageError) in try row.value(at: 0, as: String.self)
                }
            })
    }

    @Test func storeSchema2UpgradesADatabaseThatHasAppMigrations() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("legacy.sqlite")
        try Self.makeLegacyDatabase(at: path)
        // The app's list as it will read once StoreSchema has step 2: a single counter would now run the app's
        // CREATE TABLE boats again as number 3 and fail with "table boats already exists".
        let upgraded = try SQLiteDatabase(
            location: .file(path: path), migrations: StoreSchema.migrations + [Self.storeSchema2, Self.appBoats])
        #expect(try Self.tables(upgraded).isSuperset(of: ["boats", "storage_tags", "storage_records"]))
        let recorded = try upgraded.read { session throws(StorageError) in
            try session.query("SELECT owner, name FROM storage_migrations ORDER BY position").map {
                row throws(StorageError) in
                "\(try row.value(at: 0, as: String.self))/\(try row.value(at: 1, as: String.self))"
            }
        }
        expectEqual(recorded, ["storage/1", "app/2", "storage/2"])
        #expect(
            try upgraded.read { session throws(StorageError) in try session.scalar("PRAGMA user_version", as: Int.self)
            } == 3)
        // Nothing stored was lost.
        #expect(try RecordProbe.load(from: upgraded) == "kept")
        let boat = try upgraded.read { session throws(StorageError) in
            try session.scalar("SELECT name FROM boats WHERE id = 'a'", as: String.self)
        }
        expectEqual(boat, "Poyraz")
        // Opening again runs nothing.
        _ = try SQLiteDatabase(
            location: .file(path: path), migrations: StoreSchema.migrations + [Self.storeSchema2, Self.appBoats])
    }

    @Test func ownersDoNotCollideOnNewDatabases() throws {
        let app = [
            Migration("createBoats", owner: "com.example.boats", sql: "CREATE TABLE boats (id TEXT PRIMARY KEY)"),
            Migration("boatLength", owner: "com.example.boats") { session throws(StorageError) in
                try session.execute("ALTER TABLE boats ADD COLUMN length REAL")
            },
        ]
        let directory = TemporaryDirectory()
        let path = directory.file("new.sqlite")
        _ = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations + app)
        // Storage ships step 2 later; the app's steps stay recorded and are not run again.
        let later = try SQLiteDatabase(
            location: .file(path: path), migrations: StoreSchema.migrations + [Self.storeSchema2] + app)
        #expect(try Self.tables(later).isSuperset(of: ["boats", "storage_tags"]))
    }

    @Test func anotherOwnersStepsDoNotMakeTheDatabaseNewer() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("shared.sqlite")
        let other = Migration("x", owner: "com.example.other", sql: "CREATE TABLE other (id INTEGER)")
        _ = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations + [other])
        // A second program on the same file knows only Storage's steps: it opens the file.
        _ = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
    }

    @Test func aKnownOwnersUnknownStepIsRefusedAndTheFileUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("newer.sqlite")
        _ = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations + [Self.storeSchema2])
        let before = try FileSnapshot(path: path)
        #expect {
            try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        } throws: { error in
            (error as? StorageError)?.kind == .newerThanProgram(databaseVersion: 2, programVersion: 1)
        }
        #expect(try FileSnapshot(path: path) == before)
    }

    @Test func aStepListedTwiceIsRefused() {
        #expect {
            try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations + StoreSchema.migrations)
        } throws: { ($0 as? StorageError)?.kind == .invalidArgument }
    }
}

/// A record written through a record store before the upgrade and read after it.
enum RecordProbe {
    static func save(in database: SQLiteDatabase) throws {
        let store = SQLiteRecordStore<ProbeRecord>(database: database, collection: "probe")
        try store.save(ProbeRecord(id: "p", text: "kept"))
    }

    static func load(from database: SQLiteDatabase) throws -> String? {
        try SQLiteRecordStore<ProbeRecord>(database: database, collection: "probe").record(withID: "p")?.text
    }
}

/// The record of `Probe`.
struct ProbeRecord: Codable, Identifiable, Equatable, Sendable {
    var id: String
    var text: String
}
