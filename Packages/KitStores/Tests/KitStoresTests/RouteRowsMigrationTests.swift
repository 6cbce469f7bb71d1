import Expectations
import Foundation
import MarineKit
import Storage
import Testing

@testable import MarineStorage

/// A database written before routes became rows (one JSON text per route in the settings namespace
/// `denizrota.routes`, Storage's schema only) opens with every route readable and nothing lost.
@Suite struct RouteRowsMigrationTests {
    /// The JSON texts the former `StoredRoutes` wrote (`RouteJSON`, byte-identical to `StoredJSON`: keys sorted,
    /// dates as seconds since 2001-01-01), copied from such a database.
    static let formerTexts = [
        "Knidos": #"{"name":"Knidos","plannedDeparture":809599200.25,"plannedSpeedKnots":6,"waypoints":["#
            + #"{"arrivalRadiusMeters":92.6,"coordinate":{"latitude":36.72,"longitude":-27},"name":"Datça","#
            + #""notes":"fuel \"dock\"\n","plannedSpeedKnots":5.5},"#
            + #"{"coordinate":{"latitude":1.5e-05,"longitude":179.999999999},"name":"WP 2"}]}"#,
        "empty": #"{"name":"empty","waypoints":[]}"#,
        "broken": #"{"name":"broken","waypoints":"#,
    ]

    /// Writes a database as the previous program left it: Storage's migrations only, routes as settings rows.
    static func writeFormerDatabase(at path: String) throws {
        let database = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        try database.transaction { session throws(StorageError) in
            for (key, text) in formerTexts {
                try session.execute(
                    "INSERT INTO storage_settings (namespace, key, value) VALUES ('denizrota.routes', ?, ?)",
                    [key, text])
            }
        }
    }

    @Test func formerRoutesReadAfterTheUpgrade() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routerows-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("denizrota.sqlite").path
        try Self.writeFormerDatabase(at: path)

        let database = try MarineDatabase.open(path: path)
        let routes = MarineDatabase.stores(in: database).routes
        #expect(try routes.routeNames() == ["Knidos", "empty"])
        var knidos = try Route(
            name: "Knidos", plannedDeparture: Date(timeIntervalSinceReferenceDate: 809_599_200.25), plannedSpeedKnots: 6
        )
        try knidos.insert(
            Waypoint(
                name: "Datça", coordinate: GeoCoordinate(latitude: 36.72, longitude: -27), plannedSpeedKnots: 5.5,
                arrivalRadiusMeters: 92.6, notes: "fuel \"dock\"\n"))
        try knidos.insert(
            Waypoint(name: "WP 2", coordinate: GeoCoordinate(latitude: 1.5e-05, longitude: 179.999999999)))
        #expect(try routes.route(named: "Knidos") == knidos)
        #expect(try routes.route(named: "empty") == (try Route(name: "empty")))
        // The text that never decoded stays where it was, unchanged; the moved ones are gone from the settings.
        let left = try database.read { session throws(StorageError) in
            try session.query("SELECT key, value FROM storage_settings WHERE namespace = 'denizrota.routes'")
                .map { row throws(StorageError) in [try row.value(at: 0, as: String.self), try row.value(at: 1)] }
        }
        expectEqual(left, [["broken", Self.formerTexts["broken"] ?? ""]])
        let steps = try database.read { session throws(StorageError) in
            try session.query("SELECT owner, name FROM storage_migrations ORDER BY position")
                .map { row throws(StorageError) in
                    "\(try row.value(at: 0, as: String.self))/\(try row.value(at: 1, as: String.self))"
                }
        }
        expectEqual(steps, ["storage/1", "denizrota/routeRows"])
    }

    /// Opening again runs nothing twice: a route saved after the upgrade is still there, once.
    @Test func theMoveRunsOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routerows-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("denizrota.sqlite").path
        try Self.writeFormerDatabase(at: path)
        try MarineDatabase.stores(in: try MarineDatabase.open(path: path)).routes.saveRoute(try Route(name: "New"))
        let reopened = MarineDatabase.stores(in: try MarineDatabase.open(path: path)).routes
        #expect(try reopened.routeNames() == ["Knidos", "New", "empty"])
    }
}
