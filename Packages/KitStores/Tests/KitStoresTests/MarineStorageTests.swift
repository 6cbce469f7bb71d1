import Foundation
import MarineKit
import Storage
import StorageTestSupport
import Testing

@testable import MarineStorage

/// The adapters of MarineKit's store protocols onto Storage's settings store (in-memory double and SQLite).
@Suite struct MarineStorageTests {
    private func route(_ name: String) throws -> Route {
        var route = try Route(name: name)
        try route.insert(Waypoint(name: "A", coordinate: GeoCoordinate(latitude: 36.7, longitude: 27.4)))
        return route
    }

    @Test func routesRoundTripThroughTheDouble() throws {
        let routes = StoredRoutes(settings: InMemorySettingsStore())
        try routes.saveRoute(try route("b"))
        try routes.saveRoute(try route("a"))
        #expect(try routes.routeNames() == ["a", "b"])
        #expect(try routes.route(named: "a") == (try route("a")))
        #expect(try routes.deleteRoute(named: "a"))
        #expect(try !routes.deleteRoute(named: "a"))
    }

    @Test func boatAndRoutesShareOneSQLiteDatabase() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        let stores = MarineDatabase.stores(in: database)
        var boat = BoatSettings.defaults
        boat.fuelPricePerLiter = 51.75
        try stores.boat.saveBoatSettings(boat)
        try stores.routes.saveRoute(try route("Knidos"))
        #expect(try stores.boat.loadBoatSettings() == boat)
        #expect(try stores.routes.routeNames() == ["Knidos"])
    }

    @Test func databasePathPrecedence() {
        let env = ["DENIZROTA_DB": "/env.sqlite", "HOME": "/home/skipper"]
        #expect(MarineDatabase.path(option: "/opt.sqlite", environment: env) == "/opt.sqlite")
        #expect(MarineDatabase.path(option: nil, environment: env) == "/env.sqlite")
        #expect(
            MarineDatabase.path(option: nil, environment: ["HOME": "/home/skipper"])
                == "/home/skipper/.local/share/denizrota/denizrota.sqlite")
    }
}

/// `RouteJSON` writes exactly what `StoredJSON` (JSONEncoder) writes for routes, so stored text stays comparable.
@Suite struct RouteJSONTests {
    static func routes() throws -> [Route] {
        var full = try Route(
            name: "Datça \"&\" \\ / Knidos ü😀", plannedDeparture: Date(timeIntervalSince1970: 1_787_292_000.25),
            plannedSpeedKnots: 6)
        try full.insert(
            Waypoint(
                name: "A", coordinate: GeoCoordinate(latitude: 36.72, longitude: -27), plannedSpeedKnots: 5.5,
                arrivalRadiusMeters: 92.6, notes: "fuel \u{0C}\u{08}\r\n\t\u{01}\u{1F} dock"))
        try full.insert(Waypoint(name: "", coordinate: GeoCoordinate(latitude: 1.5e-05, longitude: 179.999_999_999)))
        try full.insert(Waypoint(name: "C", coordinate: GeoCoordinate(latitude: -0.1, longitude: 1e-300)))
        return [full, try Route(name: "empty")]
    }

    @Test func sameTextAsStoredJSON() throws {
        for route in try Self.routes() {
            #expect(RouteJSON.text(route) == (try StoredJSON.encode(route)))
            #expect(try StoredJSON.decode(Route.self, from: RouteJSON.text(route)) == route)
        }
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
