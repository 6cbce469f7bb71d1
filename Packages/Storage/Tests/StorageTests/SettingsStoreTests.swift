import Foundation
import Storage
import StorageTestSupport
import Testing

@Suite struct SettingsStoreTests {
    struct Units: Codable, Equatable {
        var speed: String
        var decimals: Int
    }

    @Test(arguments: StoreBackend.allCases)
    func storesReadsReplacesAndRemovesValues(backend: StoreBackend) throws {
        let (settings, keepAlive) = try backend.makeSettings()
        defer { withExtendedLifetime(keepAlive) {} }
        #expect(try settings.value(forKey: "units", as: Units.self) == nil)
        try settings.setValue(Units(speed: "kn", decimals: 1), forKey: "units")
        try settings.setValue(decimal("0.1"), forKey: "vat")
        try settings.setValue("tr", forKey: "language")
        #expect(try settings.value(forKey: "units", as: Units.self) == Units(speed: "kn", decimals: 1))
        #expect(try settings.value(forKey: "vat", as: Decimal.self) == decimal("0.1"))
        try settings.setValue(Units(speed: "m/s", decimals: 2), forKey: "units")
        #expect(try settings.value(forKey: "units", as: Units.self)?.speed == "m/s")
        #expect(try settings.keys() == ["language", "units", "vat"])
        try settings.removeValue(forKey: "language")
        try settings.removeValue(forKey: "never-set")
        #expect(try settings.keys() == ["units", "vat"])
    }

    @Test(arguments: StoreBackend.allCases)
    func readingAsTheWrongTypeIsADecodingFailure(backend: StoreBackend) throws {
        let (settings, keepAlive) = try backend.makeSettings()
        defer { withExtendedLifetime(keepAlive) {} }
        try settings.setValue("kn", forKey: "speed")
        #expect { try settings.value(forKey: "speed", as: Units.self) } throws: {
            ($0 as? StorageError)?.kind == .decodingFailed
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func nonFiniteDoubleIsAnEncodingFailure(backend: StoreBackend) throws {
        let (settings, keepAlive) = try backend.makeSettings()
        defer { withExtendedLifetime(keepAlive) {} }
        #expect { try settings.setValue(Double.nan, forKey: "x") } throws: {
            ($0 as? StorageError)?.kind == .encodingFailed
        }
    }

    @Test func namespacesDoNotSeeEachOther() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        let units = SQLiteSettingsStore(database: database, namespace: "unitconv")
        let marine = SQLiteSettingsStore(database: database, namespace: "denizrota")
        try units.setValue(1, forKey: "k")
        #expect(try marine.value(forKey: "k", as: Int.self) == nil)
        #expect(try marine.keys().isEmpty)
    }

    @Test func armedFaultFailsTheNextCallOnly() throws {
        let settings = InMemorySettingsStore()
        settings.faults.failNextCall(with: StorageError(kind: .diskFull, message: "full"))
        #expect(throws: StorageError(kind: .diskFull, message: "full")) { try settings.setValue(1, forKey: "a") }
        try settings.setValue(1, forKey: "a")
        #expect(try settings.value(forKey: "a", as: Int.self) == 1)
    }
}
