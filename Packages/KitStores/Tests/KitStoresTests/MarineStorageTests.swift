import Expectations
import Foundation
import MarineKit
import Storage
import StorageTestSupport
import Testing

@testable import MarineStorage

/// The adapters of MarineKit's store protocols onto Storage (SQLite).
@Suite struct MarineStorageTests {
    private func route(_ name: String) throws -> Route {
        var route = try Route(name: name)
        try route.insert(Waypoint(name: "A", coordinate: GeoCoordinate(latitude: 36.7, longitude: 27.4)))
        return route
    }

    @Test func boatAndRoutesShareOneSQLiteDatabase() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: MarineDatabase.migrations)
        let stores = MarineDatabase.stores(in: database)
        var boat = BoatSettings.defaults
        boat.fuelPricePerLiter = 51.75
        try stores.boat.saveBoatSettings(boat)
        try stores.routes.saveRoute(try route("Knidos"))
        #expect(try stores.boat.loadBoatSettings() == boat)
        #expect(try stores.routes.routeNames() == ["Knidos"])
    }

    /// `updateBoatSettings` is one step of the store.
    ///
    /// Six connections to one file each changing one setting (as six `boat set` runs at once, or the dashboard's
    /// form beside a terminal) keep all six changes; before, load, change and save kept one of six `boat set` runs.
    /// A change that throws stores nothing.
    @Test func boatChangesFromSeveralConnectionsAreAllKept() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("boat-\(UUID().uuidString).sqlite")
            .path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let changes: [@Sendable (inout BoatSettings) -> Void] = [
            { $0.cruiseSpeedKnots = 7 }, { $0.tankCapacityLiters = 300 }, { $0.fuelRateLitersPerHour = 3 },
            { $0.limits.maxWindKnots = 20 }, { $0.name = "Mavi" }, { $0.fuelPricePerLiter = 50 },
        ]
        let stores = try changes.map { _ in
            MarineDatabase.stores(
                in: try SQLiteDatabase(location: .file(path: path), migrations: MarineDatabase.migrations)
            ).boat
        }
        DispatchQueue.concurrentPerform(iterations: changes.count) { index in
            _ = try? stores[index].updateBoatSettings { changes[index](&$0) }
        }
        var expected = BoatSettings.defaults
        for change in changes { change(&expected) }
        expectEqual(try stores[0].loadBoatSettings(), expected)
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try stores[1].updateBoatSettings { boat in
                boat.cruiseSpeedKnots = 1
                throw Refused()
            }
        }
        expectEqual(try stores[2].loadBoatSettings(), expected)
    }

    @Test func databasePathPrecedence() {
        let env = ["DENIZROTA_DB": "/env.sqlite", "HOME": "/home/skipper"]
        expectEqual(MarineDatabase.path(option: "/opt.sqlite", environment: env), "/opt.sqlite")
        expectEqual(MarineDatabase.path(option: nil, environment: env), "/env.sqlite")
        #expect(
            MarineDatabase.path(option: nil, environment: ["HOME": "/home/skipper"])
                == "/home/skipper/.local/share/denizrota/denizrota.sqlite")
    }
}

/// The forecast cache adapter prunes what can never be used again: older than the cutoff, dated after `latest`, or
/// written by an older version without a fetch-time note (decoded to read its own time).
@Suite struct StoredForecastCachePruningTests {
    @Test func removesOldFutureAndUnreadableEntries() throws {
        let settings = InMemorySettingsStore()
        let cache = StoredForecastCache(settings: settings)
        let now = Date(timeIntervalSince1970: 1_780_272_000)
        let cells = [GeoCoordinate(latitude: 36.95, longitude: 27.85)]
        try cache.store([
            "fresh": CachedAnswer(fetchedAt: now - 600, cells: cells, body: "{}"),
            "old": CachedAnswer(fetchedAt: now - 13 * 3600, cells: cells, body: "{}"),
            "future": CachedAnswer(fetchedAt: now + 7200, cells: cells, body: "{}"),
        ])
        try settings.setValue(CachedAnswer(fetchedAt: now - 60, cells: cells, body: "{}"), forKey: "legacy")
        try settings.setValue("not an answer", forKey: "broken")
        try cache.removeAnswers(fetchedBefore: now - 12 * 3600, orAfter: now + 300)
        #expect(try settings.keys() == ["fetched/fresh", "fresh", "legacy"])
        #expect(try cache.answer(forKey: "fresh")?.fetchedAt == now - 600)
    }
}
