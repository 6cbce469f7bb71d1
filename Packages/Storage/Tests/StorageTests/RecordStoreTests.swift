import Foundation
import Storage
import StorageTestSupport
import Testing

@Suite struct RecordStoreTests {
    static let created = Date(timeIntervalSince1970: 1_782_900_000.125)
    static let first = SampleRoute(
        id: UUID(uuid: (1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), name: "Bodrum–Kos",
        distance: decimal("12.345"), created: created)
    static let second = SampleRoute(
        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2)), name: "Kaş–Meis",
        distance: decimal("3.1"), created: created)

    @Test(arguments: StoreBackend.allCases)
    func createReadUpdateDeleteKeepsInsertionOrder(backend: StoreBackend) throws {
        let (routes, keepAlive) = try backend.makeRecords()
        defer { withExtendedLifetime(keepAlive) {} }
        try routes.insert(Self.first)
        try routes.insert(Self.second)
        #expect(try routes.record(withID: Self.first.id) == Self.first)
        var renamed = Self.first
        renamed.name = "Bodrum–İstanköy"
        try routes.update(renamed)
        // The update keeps the first record first, although the second has the smaller id.
        #expect(try routes.all() == [renamed, Self.second])
        #expect(try routes.count() == 2)
        #expect(try routes.delete(withID: Self.first.id))
        #expect(try !routes.delete(withID: Self.first.id))
        #expect(try routes.all() == [Self.second])
        #expect(try routes.record(withID: Self.first.id) == nil)
    }

    @Test(arguments: StoreBackend.allCases)
    func insertingAnExistingIDIsAConstraintViolation(backend: StoreBackend) throws {
        let (routes, keepAlive) = try backend.makeRecords()
        defer { withExtendedLifetime(keepAlive) {} }
        try routes.insert(Self.first)
        #expect { try routes.insert(Self.first) } throws: { ($0 as? StorageError)?.kind == .constraintViolation }
        #expect(try routes.count() == 1)
    }

    @Test(arguments: StoreBackend.allCases)
    func updatingAMissingRecordIsNotFound(backend: StoreBackend) throws {
        let (routes, keepAlive) = try backend.makeRecords()
        defer { withExtendedLifetime(keepAlive) {} }
        #expect { try routes.update(Self.first) } throws: { ($0 as? StorageError)?.kind == .notFound }
        #expect(try routes.count() == 0)
    }

    @Test(arguments: StoreBackend.allCases)
    func saveInsertsThenReplacesInPlace(backend: StoreBackend) throws {
        let (routes, keepAlive) = try backend.makeRecords()
        defer { withExtendedLifetime(keepAlive) {} }
        try routes.save(Self.first)
        try routes.save(Self.second)
        var longer = Self.first
        longer.distance = decimal("99.999999999999999999")
        try routes.save(longer)
        #expect(try routes.all() == [longer, Self.second])
        #expect(try routes.record(withID: Self.first.id)?.distance == decimal("99.999999999999999999"))
    }

    @Test func collectionsAreIndependent() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        let routes = SQLiteRecordStore<SampleRoute>(database: database, collection: "routes")
        let favorites = SQLiteRecordStore<SampleRoute>(database: database, collection: "favorites")
        try routes.insert(Self.first)
        try favorites.insert(Self.first)
        #expect(try favorites.delete(withID: Self.first.id))
        #expect(try routes.all() == [Self.first])
    }
}
