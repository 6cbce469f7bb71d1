import Expectations
import Foundation
import MarineKit
import Storage
import Synchronization
import Testing

@testable import MarineStorage

/// Routes as rows (`denizrota_routes`, `denizrota_route_points`): every field round-trips exactly, saves replace,
/// an import writes point by point and stores nothing when it fails.
@Suite struct StoredRoutesTests {
    /// A route with every optional field, escapes, a fractional departure and extreme numbers, and an empty one.
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

    static func store() throws -> StoredRoutes {
        StoredRoutes(database: try SQLiteDatabase(location: .inMemory, migrations: MarineDatabase.migrations))
    }

    @Test func everyFieldRoundTrips() throws {
        let store = try Self.store()
        let routes = try Self.routes()
        try store.saveRoutes(routes)
        #expect(try store.routeNames() == ["Datça \"&\" \\ / Knidos ü😀", "empty"])
        for route in routes { #expect(try store.route(named: route.name) == route) }
        #expect(try store.route(named: "missing") == nil)
    }

    @Test func saveReplacesAndDeleteRemovesThePoints() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: MarineDatabase.migrations)
        let store = StoredRoutes(database: database)
        var route = try Self.routes()[0]
        try store.saveRoute(route)
        try route.removeWaypoint(at: 1)
        try store.saveRoute(route)
        #expect(try store.route(named: route.name) == route)
        #expect(try Self.count("denizrota_route_points", in: database) == 2)
        #expect(try store.deleteRoute(named: route.name))
        #expect(try !store.deleteRoute(named: route.name))
        #expect(try Self.count("denizrota_route_points", in: database) == 0)
        #expect(try store.routeNames().isEmpty)
    }

    @Test func importWritesPointByPointAndDiscards() throws {
        let store = try Self.store()
        let full = try Self.routes()[0]
        let result = try store.importRoutes { writer in
            for waypoint in full.waypoints { try writer.append(waypoint) }
            try writer.finishRoute(
                named: full.name, plannedDeparture: full.plannedDeparture, plannedSpeedKnots: full.plannedSpeedKnots)
            try writer.append(full.waypoints[0])
            try writer.discardRoute()
            try writer.append(full.waypoints[2])
            try writer.finishRoute(named: "One", plannedDeparture: nil, plannedSpeedKnots: nil)
            return 7
        }
        expectEqual(result, 7)
        #expect(try store.route(named: full.name) == full)
        #expect(try store.route(named: "One") == (try Route(name: "One", waypoints: [full.waypoints[2]])))
    }

    /// Points go in batches of `SQLiteRouteWriter.batchSize` (64) and a partial batch at the end of each route.
    @Test(arguments: [0, 1, 63, 64, 65, 128, 133])
    func batchesKeepEveryPointInOrder(count: Int) throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: MarineDatabase.migrations)
        let store = StoredRoutes(database: database)
        let points = (0..<count).map {
            Waypoint(name: "P\($0)", coordinate: GeoCoordinate(latitude: 36 + Double($0) / 1000, longitude: 27))
        }
        try store.importRoutes { writer in
            for point in points { try writer.append(point) }
            try writer.finishRoute(named: "Batched", plannedDeparture: nil, plannedSpeedKnots: nil)
            for point in points.prefix(70) { try writer.append(point) }
            try writer.discardRoute()
            for point in points.prefix(3) { try writer.append(point) }
            try writer.finishRoute(named: "Three", plannedDeparture: nil, plannedSpeedKnots: nil)
        }
        #expect(try store.route(named: "Batched")?.waypoints == points)
        #expect(try store.route(named: "Three")?.waypoints == Array(points.prefix(3)))
        #expect(try Self.count("denizrota_route_points", in: database) == count + min(count, 3))
    }

    struct Refused: Error {}

    @Test func failedImportStoresNothing() throws {
        let store = try Self.store()
        try store.saveRoute(try Route(name: "Kept"))
        #expect(throws: Refused.self) {
            try store.importRoutes { writer in
                try writer.append(Waypoint(name: "A", coordinate: GeoCoordinate(latitude: 36, longitude: 27)))
                try writer.finishRoute(named: "Kept", plannedDeparture: nil, plannedSpeedKnots: nil)
                try writer.append(Waypoint(name: "B", coordinate: GeoCoordinate(latitude: 36, longitude: 27)))
                throw Refused()
            }
        }
        #expect(try store.routeNames() == ["Kept"])
        #expect(try store.route(named: "Kept")?.waypoints.isEmpty == true)
    }

    /// `updateRoute` is one step of the store: four connections to one file (as four `denizrota route add`
    /// processes, or the daemon's dashboard and a terminal) adding five waypoints each keep all twenty (before it,
    /// read-change-save kept 1 of 10 parallel `route add`); a rename moves the route, refused onto a taken name; a
    /// change that throws stores nothing.
    @Test func updatesFromSeveralConnectionsAreAllKept() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString).sqlite")
            .path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let stores = try (0..<4).map { _ in
            StoredRoutes(
                database: try SQLiteDatabase(location: .file(path: path), migrations: MarineDatabase.migrations))
        }
        try stores[0].saveRoute(try Route(name: "Shared"))
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: stores.count) { connection in
            for edit in 0..<5 {
                let waypoint = Waypoint(
                    name: "\(connection)-\(edit)",
                    coordinate: GeoCoordinate(latitude: 36 + Double(edit) / 10, longitude: 27))
                do { try stores[connection].updateRoute(named: "Shared") { try $0.insert(waypoint) } } catch {
                    failures.withLock { $0 += 1 }
                }
            }
        }
        expectEqual(failures.withLock { $0 }, 0)
        expectEqual(try stores[1].route(named: "Shared")?.waypoints.count, 20)
        try stores[0].saveRoute(try Route(name: "Taken"))
        #expect(throws: RouteError.alreadyExists(name: "Taken")) {
            try stores[2].updateRoute(named: "Shared") { $0.name = "Taken" }
        }
        #expect(throws: RouteError.self) {
            try stores[2].updateRoute(named: "Shared") { try $0.removeWaypoint(at: 99) }
        }
        let moved = try stores[3].updateRoute(named: "Shared") { $0.name = "Moved" }
        expectEqual(try stores[0].routeNames(), ["Moved", "Taken"])
        expectEqual(try stores[0].route(named: "Moved"), moved)
        expectEqual(moved?.waypoints.count, 20)
        #expect(try stores[0].updateRoute(named: "Shared") { $0.reverse() } == nil)
    }

    /// `createRoute` is one step of the store: four connections creating the same name at once (four
    /// `denizrota route new Knidos`) store one route, and the other three are refused with "exists" (before it, a
    /// look-then-save let the last one replace the first).
    @Test func oneOfSeveralCreationsOfANameWins() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString).sqlite")
            .path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let stores = try (0..<4).map { _ in
            StoredRoutes(
                database: try SQLiteDatabase(location: .file(path: path), migrations: MarineDatabase.migrations))
        }
        let refusals = Mutex<[Int: RouteError?]>([:])
        DispatchQueue.concurrentPerform(iterations: stores.count) { connection in
            do {
                try stores[connection].createRoute(try Route(name: "Knidos", plannedSpeedKnots: Double(connection + 4)))
            } catch {
                refusals.withLock { $0[connection] = .some(error as? RouteError) }
            }
        }
        let refused = refusals.withLock { $0 }
        expectEqual(Array(refused.values), Array(repeating: .alreadyExists(name: "Knidos"), count: 3))
        let winner = try #require((0..<4).first { refused[$0] == nil })
        expectEqual(try stores[0].route(named: "Knidos")?.plannedSpeedKnots, Double(winner + 4))
    }

    static func count(_ table: String, in database: SQLiteDatabase) throws -> Int {
        try database.read { session throws(StorageError) in
            try session.scalar("SELECT count(*) FROM \(table)", as: Int.self) ?? 0
        }
    }
}
