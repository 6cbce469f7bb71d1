import Foundation
import Testing

@testable import Storage

/// Savepoints: transactions nested in a transaction (issue 20).
@Suite struct SavepointTests {
    struct Refused: Error, Equatable {}

    static func database() throws -> SQLiteDatabase {
        try SQLiteDatabase(
            location: .inMemory,
            migrations: [
                Migration("boats", owner: "test", sql: "CREATE TABLE boats (id TEXT PRIMARY KEY)")
            ])
    }

    static func ids(_ database: SQLiteDatabase) throws -> [String] {
        try database.read { session throws(StorageError) in
            try session.query("SELECT id FROM boats ORDER BY id").map { row throws(StorageError) in
                try row.value(at: 0, as: String.self)
            }
        }
    }

    @Test func aFailedSavepointUndoesOnlyItsOwnWork() throws {
        let database = try Self.database()
        try database.transaction { session throws(StorageError) in
            try session.execute("INSERT INTO boats VALUES ('a')")
            _ = try? session.savepoint { inner throws(StorageError) in
                try inner.execute("INSERT INTO boats VALUES ('b')")
                try inner.execute("INSERT INTO boats VALUES ('a')")  // constraint violation
            }
            try session.execute("INSERT INTO boats VALUES ('c')")
        }
        #expect(try Self.ids(database) == ["a", "c"])
    }

    @Test func nestedSavepointsAndTheCallersError() throws {
        let database = try Self.database()
        try database.transaction { session in
            try session.savepoint { outer in
                try outer.execute("INSERT INTO boats VALUES ('a')")
                #expect(throws: Refused()) {
                    try outer.savepoint { inner in
                        try inner.execute("INSERT INTO boats VALUES ('b')")
                        throw Refused()
                    }
                }
                try outer.savepoint { inner throws(StorageError) in try inner.execute("INSERT INTO boats VALUES ('c')")
                }
            }
        }
        #expect(try Self.ids(database) == ["a", "c"])
    }

    @Test func aSavepointsWorkIsUndoneWithItsTransaction() throws {
        let database = try Self.database()
        #expect(throws: Refused()) {
            try database.transaction { session in
                try session.savepoint { inner throws(StorageError) in
                    try inner.execute("INSERT INTO boats VALUES ('a')")
                }
                throw Refused()
            }
        }
        #expect(try Self.ids(database) == [])
    }
}
