import Foundation
import MarineRoutes
import Storage

/// MarineKit's `RouteStore` on the shared SQLite database: one row per route in `denizrota_routes`, one row per
/// waypoint in `denizrota_route_points` (``MarineSchema``), so an import writes a route point by point
/// (``importRoutes(_:)``) and never holds it whole.
///
/// In the tools: `MarineDatabase.stores(in: database).routes`; in tests of code that only needs a `RouteStore`:
/// MarineKitTestSupport's `InMemoryRouteStore`.
public struct StoredRoutes: RouteStore {
    private let database: SQLiteDatabase

    /// The store on a database opened with ``MarineDatabase/migrations``.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// The names of all stored routes, sorted.
    ///
    /// On a database from before `routeRows` opened read-only, the routes are read from their old JSON texts
    /// (`LegacyRouteJSON`), as the migration would move them; the next command that writes migrates the file.
    public func routeNames() throws -> [String] {
        try database.read { session throws(StorageError) in
            if try LegacyRouteJSON.isInUse(session) { return try LegacyRouteJSON.routeNames(session) }
            return try session.query("SELECT name FROM denizrota_routes").map { row throws(StorageError) in
                try row.value(at: 0, as: String.self)
            }
        }.sorted()
    }

    /// The route of this name, or `nil` (from the old JSON text on a database from before `routeRows` opened
    /// read-only, like ``routeNames()``).
    ///
    /// - Throws: `StorageError`; MarineKit's `RouteError.invalidName` for a stored name that no longer passes
    ///   `Route.checkName(_:)`.
    public func route(named name: String) throws -> Route? {
        let stored = try database.read { session throws(StorageError) -> (SQLiteRow, [Waypoint])? in
            if try LegacyRouteJSON.isInUse(session) { return nil }
            guard
                let header = try session.query(
                    "SELECT id, planned_departure, planned_speed_knots FROM denizrota_routes WHERE name = ?", [name]
                ).first
            else { return nil }
            return (header, try Self.waypoints(ofRoute: try header.value(at: 0, as: Int64.self), in: session))
        }
        guard let (header, waypoints) = stored else { return try legacyRoute(named: name) }
        return try Route(
            name: name, waypoints: waypoints,
            plannedDeparture: try header.value(at: 1, as: Double?.self).map(Date.init(timeIntervalSinceReferenceDate:)),
            plannedSpeedKnots: try header.value(at: 2, as: Double?.self))
    }

    /// The route from its old JSON text when the rows tables are missing; `nil` otherwise.
    private func legacyRoute(named name: String) throws -> Route? {
        let route = try database.read { session throws(StorageError) -> Route? in
            guard try LegacyRouteJSON.isInUse(session) else { return nil }
            return try LegacyRouteJSON.route(named: name, in: session)
        }
        if let route { try Route.checkName(route.name) }
        return route
    }

    private static func waypoints(ofRoute id: Int64, in session: DatabaseSession) throws(StorageError) -> [Waypoint] {
        var waypoints: [Waypoint] = []
        let count = try session.scalar(
            "SELECT count(*) FROM denizrota_route_points WHERE route = ?", [id], as: Int.self)
        waypoints.reserveCapacity(count ?? 0)
        try session.forEachRow(
            """
            SELECT name, latitude, longitude, planned_speed_knots, arrival_radius_meters, notes
            FROM denizrota_route_points WHERE route = ? ORDER BY position
            """, [id]
        ) { row throws(StorageError) in
            waypoints.append(
                Waypoint(
                    name: try row.value(at: 0),
                    coordinate: GeoCoordinate(
                        latitude: try row.value(at: 1), longitude: try row.value(at: 2)),
                    plannedSpeedKnots: try row.value(at: 3), arrivalRadiusMeters: try row.value(at: 4),
                    notes: try row.value(at: 5)))
        }
        return waypoints
    }

    /// Stores a route, replacing one of the same name.
    public func saveRoute(_ route: Route) throws {
        try saveRoutes([route])
    }

    /// Stores a new route in one write transaction (`BEGIN IMMEDIATE`), refused when its name is taken: of two
    /// processes creating the same name, the second waits, sees the first's route and is refused.
    ///
    /// - Throws: `RouteError.alreadyExists(name:)`, or the store's error.
    public func createRoute(_ route: Route) throws {
        try database.transaction { session in
            guard try Self.routeID(named: route.name, in: session) == nil else {
                throw RouteError.alreadyExists(name: route.name)
            }
            try SQLiteRouteWriter(session: session).write(route, named: route.name)
        }
    }

    /// Stores several routes in one transaction, replacing ones of the same names.
    public func saveRoutes(_ routes: [Route]) throws {
        try database.transaction { session throws(StorageError) in
            let writer = try SQLiteRouteWriter(session: session)
            for route in routes { try writer.write(route, named: route.name) }
        }
    }

    /// Stores the routes `produce` writes in one transaction, each waypoint a row as it arrives.
    ///
    /// When `produce` throws, nothing is stored. The database's write lock is held until `produce` returns.
    public func importRoutes<Result>(_ produce: (any RouteWriter) throws -> Result) throws -> Result {
        try database.transaction { session in
            try produce(try SQLiteRouteWriter(session: session))
        }
    }

    /// Reads, changes and stores the route in one write transaction (`BEGIN IMMEDIATE`): another process's edit
    /// waits for this one (up to the busy timeout) and then sees it, so none is lost.
    @discardableResult
    public func updateRoute(named name: String, _ change: (inout Route) throws -> Void) throws -> Route? {
        try database.transaction { session in
            guard var route = try Self.storedRoute(named: name, in: session) else { return nil }
            try change(&route)
            if route.name != name {
                guard try Self.routeID(named: route.name, in: session) == nil else {
                    throw RouteError.alreadyExists(name: route.name)
                }
                _ = try SQLiteRouteWriter.deleteRoute(named: name, in: session)
            }
            try SQLiteRouteWriter(session: session).write(route, named: route.name)
            return route
        }
    }

    /// The route of this name from the rows tables, in `session`.
    private static func storedRoute(named name: String, in session: DatabaseSession) throws -> Route? {
        guard
            let header = try session.query(
                "SELECT id, planned_departure, planned_speed_knots FROM denizrota_routes WHERE name = ?", [name]
            ).first
        else { return nil }
        return try Route(
            name: name, waypoints: try waypoints(ofRoute: try header.value(at: 0, as: Int64.self), in: session),
            plannedDeparture: try header.value(at: 1, as: Double?.self).map(Date.init(timeIntervalSinceReferenceDate:)),
            plannedSpeedKnots: try header.value(at: 2, as: Double?.self))
    }

    /// The row id of the route of this name, if one is stored.
    private static func routeID(named name: String, in session: DatabaseSession) throws -> Int64? {
        try session.scalar("SELECT id FROM denizrota_routes WHERE name = ?", [name], as: Int64.self)
    }

    /// Deletes the route of this name; returns whether one existed.
    @discardableResult
    public func deleteRoute(named name: String) throws -> Bool {
        try database.transaction { session throws(StorageError) in
            try SQLiteRouteWriter.deleteRoute(named: name, in: session)
        }
    }
}
