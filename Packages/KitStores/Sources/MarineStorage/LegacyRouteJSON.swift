import MarineRoutes
import Storage

/// Routes as the first schema kept them, one JSON text per route (`Route`'s `Codable` form, `StoredJSON`) in the
/// settings namespace `denizrota.routes` keyed by name, and their move into rows (``MarineSchema``).
enum LegacyRouteJSON {
    /// The settings namespace of the old routes.
    static let namespace = "denizrota.routes"

    /// Moves every old route that decodes into the route tables and removes its JSON text.
    ///
    /// Each goes into `denizrota_routes` and its points under its old key. A text that does not decode as a `Route` is left where it is, untouched (nothing stored is lost;
    /// no earlier program could read it either).
    static func moveIntoRows(_ session: DatabaseSession) throws(StorageError) {
        let keys = try session.query(
            "SELECT key FROM storage_settings WHERE namespace = ? ORDER BY key", [namespace]
        ).map { row throws(StorageError) in try row.value(at: 0, as: String.self) }
        guard !keys.isEmpty else { return }
        let writer = try SQLiteRouteWriter(session: session)
        for key in keys {
            let text = try session.scalar(
                "SELECT value FROM storage_settings WHERE namespace = ? AND key = ?", [namespace, key], as: String.self)
            guard let text, let route = try? StoredJSON.decode(Route.self, from: text) else { continue }
            try writer.write(route, named: key)
            try session.execute("DELETE FROM storage_settings WHERE namespace = ? AND key = ?", [namespace, key])
        }
    }

    /// Whether the session's database still keeps its routes this way: no `denizrota_routes` table, as in a
    /// database from before `routeRows` that a reading command opened read-only (``MarineDatabase/openForReading(path:)``).
    static func isInUse(_ session: DatabaseSession) throws(StorageError) -> Bool {
        try session.scalar(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'denizrota_routes'", as: Int.self) == 0
    }

    /// The names of the old routes that decode, sorted: the routes ``moveIntoRows(_:)`` would move.
    static func routeNames(_ session: DatabaseSession) throws(StorageError) -> [String] {
        let rows = try session.query(
            "SELECT key, value FROM storage_settings WHERE namespace = ? ORDER BY key", [namespace])
        var names: [String] = []
        for row in rows {
            let key = try row.value(at: 0, as: String.self)
            if route(named: key, text: try row.value(at: 1, as: String.self)) != nil { names.append(key) }
        }
        return names
    }

    /// The old route stored under `name`, as ``moveIntoRows(_:)`` would store it, or `nil`.
    static func route(named name: String, in session: DatabaseSession) throws(StorageError) -> Route? {
        let text = try session.scalar(
            "SELECT value FROM storage_settings WHERE namespace = ? AND key = ?", [namespace, name], as: String.self)
        return text.flatMap { route(named: name, text: $0) }
    }

    /// The text decoded as a `Route` named by its key (the name the rows get), or `nil` when it does not decode.
    private static func route(named name: String, text: String) -> Route? {
        guard var route = try? StoredJSON.decode(Route.self, from: text) else { return nil }
        route.name = name
        return route
    }
}
