import Expectations
import Foundation
import Testing

@testable import Storage

/// Records written both ways: `insert`, `update` and `upsert` of an `Encodable` store each coding key as a column by
/// the rules rows are read with, so what was written decodes back equal — on a file database and in memory.
@Suite struct EncodableRowTests {
    typealias Rig = DecodableRowTests.Rig
    typealias Hull = DecodableRowTests.Hull
    typealias Crew = DecodableRowTests.Crew

    struct Boat: Codable, Equatable {
        let id: UUID
        var name: String
        var length: Double
        var draft: Float
        var cabins: UInt8
        var rig: Rig
        var hull: Hull
        var price: Decimal
        var built: Date
        var crew: Crew
        var note: String?
        var sold: Bool
    }

    static let boat = Boat(
        id: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)), name: "Poyraz", length: 9.5,
        draft: 1.75,
        cabins: 2, rig: .ketch, hull: .catamaran, price: Decimal(string: "1250000.50") ?? 0,
        built: Date(timeIntervalSinceReferenceDate: 785_000_000.123_456_7), crew: Crew(skipper: "Ada", hands: 3),
        note: "teak deck", sold: false)

    static func database(_ inMemory: Bool) throws -> (SQLiteDatabase, URL?) {
        let folder = inMemory ? nil : FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID())")
        if let folder { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let file = folder.map { DatabaseLocation.file(path: $0.appendingPathComponent("boats.sqlite").path) }
        let location = file ?? .inMemory
        let database = try SQLiteDatabase(location: location)
        try database.transaction { session throws(StorageError) in
            try session.executeScript(
                """
                CREATE TABLE boats (id PRIMARY KEY, name, length, draft, cabins, rig, hull, price, built, crew, note,
                    sold)
                """)
        }
        return (database, folder)
    }

    static func boats(_ database: SQLiteDatabase) throws -> [Boat] {
        try database.read { session throws(StorageError) in try session.fetchAll(Boat.self, "SELECT * FROM boats") }
    }

    @Test(arguments: [false, true])
    func writtenRowsReadBackEqual(inMemory: Bool) throws {
        let (database, folder) = try Self.database(inMemory)
        defer { folder.map { try? FileManager.default.removeItem(at: $0) } }
        try database.transaction { session throws(StorageError) in try session.insert(Self.boat, into: "boats") }
        expectEqual(try Self.boats(database), [Self.boat])
        // Stored as reads expect them: the date as its 8-byte BLOB, the crew as JSON text, the enum as its raw value.
        let stored = try database.read { session throws(StorageError) in
            try session.query("SELECT typeof(built), length(built), crew, hull, sold FROM boats")[0].values
        }
        expectEqual(
            stored,
            [.text("blob"), .integer(8), .text(#"{"hands":3,"skipper":"Ada"}"#), .text("catamaran"), .integer(0)])
        var changed = Self.boat
        (changed.name, changed.note, changed.sold) = ("Poyraz II", nil, true)
        try database.transaction { session throws(StorageError) in
            try session.update(changed, in: "boats", key: ["id"])
        }
        expectEqual(try Self.boats(database), [changed])  // the nil note cleared its column
        changed.price = 99
        try database.transaction { session throws(StorageError) in
            try session.upsert(changed, into: "boats", key: ["id"])
            try session.upsert(
                Boat(
                    id: UUID(), name: "Lodos", length: 7, draft: 1, cabins: 1, rig: .sloop,
                    hull: .mono, price: 1, built: .distantPast, crew: Crew(skipper: "Efe", hands: 1), note: nil,
                    sold: false), into: "boats", key: ["id"])
        }
        expectEqual(try Self.boats(database).map(\.price), [99, 1])
    }

    @Test func refusalsNameWhatIsWrong() throws {
        let (database, _) = try Self.database(true)
        let failures: [(kind: StorageError.Kind, write: (DatabaseSession) throws(StorageError) -> Void)] = [
            (.notFound, { session throws(StorageError) in try session.update(Self.boat, in: "boats", key: ["id"]) }),
            (
                .encodingFailed,
                { session throws(StorageError) in try session.update(Self.boat, in: "boats", key: ["hull_id"]) }
            ),
            (.encodingFailed, { session throws(StorageError) in try session.insert([1, 2], into: "boats") }),
            (
                .constraintViolation,
                { session throws(StorageError) in
                    try session.insert(Self.boat, into: "boats")
                    try session.insert(Self.boat, into: "boats")
                }
            ),
        ]
        for failure in failures {
            #expect {
                try database.transaction { session throws(StorageError) in try failure.write(session) }
            } throws: { error in (error as? StorageError)?.kind == failure.kind }
        }
    }
}
