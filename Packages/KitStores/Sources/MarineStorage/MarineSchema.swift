import Storage

/// The tables MarineStorage adds to the shared database, as migrations of owner `"denizrota"` that run after
/// Storage's own (``MarineDatabase/migrations``).
///
/// Append new steps at the end; never edit a shipped one (`Migration`).
public enum MarineSchema {
    /// The owner of these migrations in `storage_migrations`.
    public static let owner = "denizrota"

    /// The steps, in order.
    public static let migrations: [Migration] = [
        Migration("routeRows", owner: owner) { session throws(StorageError) in
            try session.executeScript(routeTables)
            try LegacyRouteJSON.moveIntoRows(session)
        }
    ]

    /// Routes and their points as rows (step `routeRows`); before it, each route was one JSON text in the settings
    /// namespace `denizrota.routes` (`LegacyRouteJSON`).
    ///
    /// `planned_departure` is seconds since 2001-01-01 UTC (Foundation's reference date, so a `Date` reads back
    /// exactly), speeds are knots, the radius metres, coordinates WGS84 degrees. A point's `route` is checked at
    /// commit (deferred), so an import can write the points before the route's row, whose name it knows only at the
    /// end of the route; `position` is the 0-based place in the route.
    static let routeTables = """
        CREATE TABLE denizrota_routes (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            planned_departure REAL,
            planned_speed_knots REAL
        );
        CREATE TABLE denizrota_route_points (
            route INTEGER NOT NULL
                REFERENCES denizrota_routes (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            planned_speed_knots REAL,
            arrival_radius_meters REAL,
            notes TEXT,
            PRIMARY KEY (route, position)
        ) WITHOUT ROWID;
        """
}
