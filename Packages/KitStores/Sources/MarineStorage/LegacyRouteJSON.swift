import MarineKit
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
}
