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
        -> (() throws -> (name: String, waypoints: [RouteWaypoint])?)?
    {
        guard let name else { return nil }
        return {
            guard let route = try routes.route(named: name) else { throw Failure.notFound(name) }
            return (route.name, waypoints(of: route))
        }
    }

    /// The monitor's view of a route's waypoints (OpenCPN's 0.05 nm when a waypoint has no radius).
    static func waypoints(of route: Route) -> [RouteWaypoint] {
        route.waypoints.map { waypoint in
            RouteWaypoint(
                name: waypoint.name, latitude: waypoint.coordinate.latitude, longitude: waypoint.coordinate.longitude,
                arrivalRadius: waypoint.arrivalRadiusMeters ?? RouteWaypoint.defaultArrivalRadius)
        }
    }
}
