import Expectations
import Foundation
import Testing

@testable import Storage

/// Rows decoded into `Decodable` types, and the bindable types added in issue 20.
@Suite struct DecodableRowTests {
    enum Rig: String, Codable, Equatable, SQLiteValueConvertible { case sloop, ketch }
    enum Hull: String, Codable, Equatable { case mono, catamaran }
    struct Crew: Codable, Equatable {
        let skipper: String
        let hands: Int
    }

    struct Boat: Decodable, Equatable {
        let id: UUID
        let name: String
        let length: Double
        let draft: Float
        let berths: Int32
        let cabins: UInt8
        let rig: Rig
        let hull: Hull
        let price: Decimal
        let built: Date
        let homepage: URL
        let crew: Crew
        let note: String?
        let missing: String?
    }

    static let id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))

    static func database() throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(location: .inMemory)
        try database.transaction { session throws(StorageError) in
            try session.executeScript(
                "CREATE TABLE boats (id, name, length, draft, berths, cabins, rig, hull, price, built, homepage, crew, note)"
            )
            try session.execute(
                "INSERT INTO boats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    id, "Poyraz", 9.5, Float(1.75), Int32(6), 2, Rig.ketch, Hull.catamaran.rawValue,
                    Decimal(string: "1250000.50"), Date(timeIntervalSince1970: 1_700_000_000),
                    URL(string: "https://example.com/poyraz"), #"{"skipper":"Ada","hands":3}"#, String?.none,
                ])
        }
        return database
    }

    @Test func aRowDecodesIntoAStruct() throws {
        let database = try Self.database()
        let boats = try database.read { session throws(StorageError) in
            try session.fetchAll(Boat.self, "SELECT * FROM boats")
        }
        #expect(
            boats == [
                Boat(
                    id: Self.id, name: "Poyraz", length: 9.5, draft: 1.75, berths: 6, cabins: 2, rig: .ketch,
                    hull: .catamaran, price: Decimal(string: "1250000.50") ?? 0,
                    built: Date(timeIntervalSince1970: 1_700_000_000),
                    homepage: URL(string: "https://example.com/poyraz")!, crew: Crew(skipper: "Ada", hands: 3),
                    note: nil, missing: nil)
            ])
    }

    @Test func oneColumnRowsDecodeIntoValues() throws {
        let database = try Self.database()
        let rig = try database.read { session throws(StorageError) in
            try session.fetchOne(Rig.self, "SELECT rig FROM boats")
        }
        expectEqual(rig, .ketch)
        let none = try database.read { session throws(StorageError) in
            try session.fetchOne(String.self, "SELECT name FROM boats WHERE 0")
        }
        #expect(none == nil)
    }

    @Test func aMismatchNamesTheColumn() throws {
        struct Wrong: Decodable { let name: Int }
        let database = try Self.database()
        #expect {
            try database.read { session throws(StorageError) in
                try session.fetchAll(Wrong.self, "SELECT name FROM boats")
            }
        } throws: { error in
            let error = error as? StorageError
            return error?.kind == .decodingFailed && error?.message.contains("name") == true
        }
    }

    @Test func int32RefusesAnIntegerItCannotHold() {
        #expect(Int32(sqliteValue: .integer(Int64(Int32.max) + 1)) == nil)
        #expect(Rig(sqliteValue: .text("yawl")) == nil)
        #expect(URL(sqliteValue: .integer(1)) == nil)
    }
}
