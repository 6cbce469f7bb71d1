import Expectations
import Foundation
import Testing

@testable import Storage

/// Closures passed to `transaction`, `read` and `savepoint` may throw any error (issue 20): it reaches the caller
/// unchanged, and the work is rolled back.
@Suite struct AnyErrorTransactionTests {
    struct AppError: Error, Equatable { let reason: String }
    struct Boat: Codable, Equatable { let name: String }

    static func database() throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(
            location: .inMemory,
            migrations: [
                Migration("boats", owner: "test", sql: "CREATE TABLE boats (id TEXT PRIMARY KEY, body TEXT NOT NULL)")
            ])
        return database
    }

    static func count(_ database: SQLiteDatabase) throws -> Int? {
        try database.read { session throws(StorageError) in
            try session.scalar("SELECT count(*) FROM boats", as: Int.self)
        }
    }

    @Test func theCallersErrorIsRethrownUnchangedAndRolledBack() throws {
        let database = try Self.database()
        #expect(throws: AppError(reason: "no")) {
            try database.transaction { session in
                try session.execute("INSERT INTO boats VALUES ('a', '{}')")
                throw AppError(reason: "no")
            }
        }
        #expect(try Self.count(database) == 0)
    }

    @Test func jsonCodingRunsInsideATransaction() throws {
        let database = try Self.database()
        try database.transaction { session in
            let body = String(decoding: try JSONEncoder().encode(Boat(name: "Poyraz")), as: UTF8.self)
            try session.execute("INSERT INTO boats VALUES ('a', ?)", [body])
        }
        let boat = try database.read { session in
            let body = try session.scalar("SELECT body FROM boats", as: String.self) ?? ""
            return try JSONDecoder().decode(Boat.self, from: Data(body.utf8))
        }
        expectEqual(boat, Boat(name: "Poyraz"))
    }

    @Test func aDecodingErrorReachesTheCallerAsItself() throws {
        let database = try Self.database()
        #expect(throws: DecodingError.self) {
            try database.read { _ in try JSONDecoder().decode(Boat.self, from: Data("{}".utf8)) }
        }
    }

    @Test func storagesOwnFailuresStayStorageErrors() throws {
        let database = try Self.database()
        #expect {
            try database.transaction { session in try session.execute("INSERT INTO nowhere VALUES (1)") }
        } throws: { $0 is StorageError }
        // Nesting is refused with a StorageError also from the any-error overload.
        #expect {
            try database.transaction { _ in try database.read { _ in throw AppError(reason: "unreached") } }
        } throws: { ($0 as? StorageError)?.kind == .invalidArgument }
    }

    @Test func typedClosuresKeepTypedThrows() throws {
        let database = try Self.database()
        // Compiles in a throws(StorageError) function: the typed overload is chosen.
        func insert() throws(StorageError) {
            try database.transaction { session throws(StorageError) in
                try session.execute("INSERT INTO boats VALUES ('b', '{}')")
            }
        }
        try insert()
        #expect(try Self.count(database) == 1)
    }
}
