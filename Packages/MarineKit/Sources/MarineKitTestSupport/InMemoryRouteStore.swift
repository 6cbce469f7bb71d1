import MarineRoutes
import Synchronization

/// A thread-safe `RouteStore` in memory, for tests and previews.
public final class InMemoryRouteStore: RouteStore {
    private let routes: Mutex<[String: Route]>
    private let readHook = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// A change to make right after the next ``route(named:)`` returns (then cleared), given the name read: another
    /// process's edit landing between a reader's read and its write (a `route add` while `denizrota sync` runs).
    public var afterNextRead: (@Sendable (String) -> Void)? {
        get { readHook.withLock { $0 } }
        set { readHook.withLock { $0 = newValue } }
    }

    /// Creates a store holding `routes`.
    public init(routes: [Route] = []) {
        self.routes = Mutex(Dictionary(routes.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last }))
    }

    /// The names of all stored routes, sorted.
    public func routeNames() -> [String] {
        routes.withLock { $0.keys.sorted() }
    }

    /// The route of this name, or `nil`.
    public func route(named name: String) -> Route? {
        defer { readHook.withLock { hook in hook.take() }?(name) }
        return routes.withLock { $0[name] }
    }

    /// Stores a route, replacing one of the same name.
    public func saveRoute(_ route: Route) {
        routes.withLock { $0[route.name] = route }
    }

    /// Stores a new route under the lock, refused when its name is taken.
    ///
    /// - Throws: `RouteError.alreadyExists(name:)`.
    public func createRoute(_ route: Route) throws {
        try routes.withLock { routes throws(RouteError) in
            guard routes[route.name] == nil else { throw .alreadyExists(name: route.name) }
            routes[route.name] = route
        }
    }

    /// Deletes the route of this name; returns whether one existed.
    @discardableResult
    public func deleteRoute(named name: String) -> Bool {
        routes.withLock { $0.removeValue(forKey: name) != nil }
    }

    /// Reads, changes and stores the route under one lock, so edits from several tasks are all kept.
    @discardableResult
    public func updateRoute(named name: String, _ change: (inout Route) throws -> Void) throws -> Route? {
        try routes.withLock { routes throws -> Route? in
            guard var route = routes[name] else { return nil }
            try change(&route)
            if route.name != name {
                guard routes[route.name] == nil else { throw RouteError.alreadyExists(name: route.name) }
                routes[name] = nil
            }
            routes[route.name] = route
            return route
        }
    }
}
