/// Where routes persist, keyed by their unique name.
///
/// The app layer adapts it onto `Storage`;
/// `MarineKitTestSupport` ships an in-memory double.
public protocol RouteStore: Sendable {
    /// The names of all stored routes, sorted.
    func routeNames() throws -> [String]
    /// The route of this name, or `nil`.
    func route(named name: String) throws -> Route?
    /// Stores a route, replacing one of the same name.
    func saveRoute(_ route: Route) throws
    /// Stores several routes at once (an import), replacing ones of the same names; a store that can should
    /// make this one transaction.
    func saveRoutes(_ routes: [Route]) throws
    /// Deletes the route of this name; returns whether one existed.
    @discardableResult
    func deleteRoute(named name: String) throws -> Bool
}

extension RouteStore {
    /// Saves the routes one by one.
    public func saveRoutes(_ routes: [Route]) throws {
        for route in routes { try saveRoute(route) }
    }
}
