import Foundation
import MarineKit

/// Reads the route given to `--route NAME` from the route store `denizrota route …` writes (the shared
/// database), again on every SIGHUP.
enum RouteLoading {
    /// Why a route could not be loaded.
    enum Failure: Error, Equatable {
        /// No route of this name is stored.
        case notFound(String)
    }

    /// A loader for the option's value, or nil without `--route`.
    ///
    /// The loader throws ``Failure/notFound(_:)`` when the route is missing, or the store's error.
    static func loader(_ name: String?, routes: any RouteStore)
        -> (() throws -> (name: String, waypoints: [Waypoint])?)?
    {
        guard let name else { return nil }
        return {
            guard let route = try routes.route(named: name) else { throw Failure.notFound(name) }
            return (route.name, route.waypoints)
        }
    }
}
