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
    /// Stores a new route as one step: refused with ``RouteError/alreadyExists(name:)`` when a route of its name is
    /// stored, so of two `route new X` at once one creates it and the other is told it exists (never replaced).
    ///
    /// A store shared between processes makes this one write transaction; the default (look, then save) is right
    /// only for a store one process owns.
    ///
    /// - Throws: ``RouteError/alreadyExists(name:)``, or the store's error.
    func createRoute(_ route: Route) throws
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
    /// Reads the route of this name, lets `change` edit it, and stores the result, as one step: an edit another
    /// process stores meanwhile is neither overwritten nor lost (two `route add` at once keep both waypoints). A
    /// `change` that renames the route moves it to the new name, refused with ``RouteError/alreadyExists(name:)``
    /// when that name is taken. When `change` throws, nothing is stored.
    ///
    /// A store shared between processes makes this one write transaction; the default (read, change, save) is
    /// right only for a store one process owns.
    ///
    /// - Returns: the route as stored, or nil (nothing stored) when no route has this name.
    /// - Throws: what `change` throws, ``RouteError/alreadyExists(name:)``, or the store's error.
    @discardableResult
    func updateRoute(named name: String, _ change: (inout Route) throws -> Void) throws -> Route?
}

extension RouteStore {
    /// Looks for the name, then saves (for a store one process owns).
    public func createRoute(_ route: Route) throws {
        guard try self.route(named: route.name) == nil else { throw RouteError.alreadyExists(name: route.name) }
        try saveRoute(route)
    }

    /// Saves the routes one by one.
    public func saveRoutes(_ routes: [Route]) throws {
        for route in routes { try saveRoute(route) }
    }

    /// Reads, changes and saves the route with the store's other calls (for a store one process owns).
    @discardableResult
    public func updateRoute(named name: String, _ change: (inout Route) throws -> Void) throws -> Route? {
        guard var route = try route(named: name) else { return nil }
        try change(&route)
        if route.name != name {
            guard try self.route(named: route.name) == nil else { throw RouteError.alreadyExists(name: route.name) }
            try saveRoute(route)
            try deleteRoute(named: name)
        } else {
            try saveRoute(route)
        }
        return route
    }

    /// Collects the routes `produce` writes, then saves them with ``saveRoutes(_:)``.
    public func importRoutes<Result>(_ produce: (any RouteWriter) throws -> Result) throws -> Result {
        let writer = CollectingRouteWriter()
        let result = try produce(writer)
        try saveRoutes(writer.routes)
        return result
    }
}
