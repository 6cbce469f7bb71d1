import Foundation
import MarineKit

/// Reads the route given to `--route`: a JSON file of a ``Route`` (as `denizrota route export --format json`
/// writes it), re-read on every SIGHUP.
enum RouteLoading {
    /// A loader for the option's value, or nil without `--route`.
    static func loader(_ value: String?) -> (() throws -> (name: String, waypoints: [RouteWaypoint])?)? {
        guard let value else { return nil }
        return {
            let data = try Data(contentsOf: URL(fileURLWithPath: value))
            let route = try JSONDecoder().decode(Route.self, from: data)
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
