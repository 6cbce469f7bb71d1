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
    /// Stores the routes `produce` writes through a ``RouteWriter`` (an import), all or nothing: when `produce`
    /// throws, none of them is stored. A store that can writes each waypoint as it arrives, so memory does not grow
    /// with the route; the default collects the routes and calls ``saveRoutes(_:)`` when `produce` returns.
    ///
    /// - Returns: what `produce` returns.
    /// - Throws: what `produce` throws, or the store's error.
    func importRoutes<Result>(_ produce: (any RouteWriter) throws -> Result) throws -> Result
    /// Deletes the route of this name; returns whether one existed.
    @discardableResult
    func deleteRoute(named name: String) throws -> Bool
}

extension RouteStore {
    /// Saves the routes one by one.
    public func saveRoutes(_ routes: [Route]) throws {
        for route in routes { try saveRoute(route) }
    }

    /// Collects the routes `produce` writes, then saves them with ``saveRoutes(_:)``.
    public func importRoutes<Result>(_ produce: (any RouteWriter) throws -> Result) throws -> Result {
        let writer = CollectingRouteWriter()
        let result = try produce(writer)
        try saveRoutes(writer.routes)
        return result
    }
}
