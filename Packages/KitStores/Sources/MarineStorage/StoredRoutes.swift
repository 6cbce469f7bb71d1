import MarineKit
import Storage

/// MarineKit's `RouteStore` on a Storage settings store: one JSON value per route, keyed by route name.
///
/// In the tools: `StoredRoutes(settings: SQLiteSettingsStore(database: database, namespace: "denizrota.routes"))`;
/// in tests: `StoredRoutes(settings: InMemorySettingsStore())`.
public struct StoredRoutes: RouteStore {
    /// The namespace routes live under in the shared database.
    public static let namespace = "denizrota.routes"
    private let settings: any SettingsStore

    /// Wraps a settings store reserved for routes.
    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// The names of all stored routes, sorted.
    public func routeNames() throws -> [String] {
        try settings.keys().sorted()
    }

    /// The route of this name, or `nil`.
    public func route(named name: String) throws -> Route? {
        try settings.value(forKey: name, as: Route.self)
    }

    /// Stores a route, replacing one of the same name (JSON written by `RouteJSON`, read back by `JSONDecoder`).
    public func saveRoute(_ route: Route) throws {
        try settings.setJSONText(RouteJSON.text(route), forKey: route.name)
    }

    /// Deletes the route of this name; returns whether one existed.
    @discardableResult
    public func deleteRoute(named name: String) throws -> Bool {
        guard try settings.value(forKey: name, as: Route.self) != nil else { return false }
        try settings.removeValue(forKey: name)
        return true
    }
}
