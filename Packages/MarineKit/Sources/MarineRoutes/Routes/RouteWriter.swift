import Foundation

/// Writes routes whose waypoints arrive one at a time, for example while a GPX file is read, into a ``RouteStore``
/// (``RouteStore/importRoutes(_:)``), so a store that can need not hold a whole route in memory.
///
/// Waypoints go to the route being written until ``finishRoute(named:plannedDeparture:plannedSpeedKnots:)`` stores
/// it or ``discardRoute()`` drops it; the next waypoint then starts a new route.
public protocol RouteWriter: AnyObject {
    /// Appends a waypoint to the route being written.
    ///
    /// - Parameter waypoint: a waypoint the caller has checked (``Route/check(_:)``) and named.
    /// - Throws: the store's error.
    func append(_ waypoint: Waypoint) throws

    /// Stores the route being written, replacing a stored route of the same name.
    ///
    /// - Parameters:
    ///   - name: a name that passes ``Route/checkName(_:)``.
    ///   - plannedDeparture: the planned departure (UTC instant), if any.
    ///   - plannedSpeedKnots: the route's planned speed in knots (0.1…60), if any.
    /// - Throws: the store's error.
    func finishRoute(named name: String, plannedDeparture: Date?, plannedSpeedKnots: Double?) throws

    /// Drops the waypoints appended since the last finished route.
    func discardRoute() throws
}

/// The ``RouteWriter`` of a store without a streaming write: collects whole routes, saved when the import ends.
final class CollectingRouteWriter: RouteWriter {
    private(set) var routes: [Route] = []
    private var waypoints: [Waypoint] = []

    func append(_ waypoint: Waypoint) {
        waypoints.append(waypoint)
    }

    func finishRoute(named name: String, plannedDeparture: Date?, plannedSpeedKnots: Double?) throws {
        var route = try Route(name: name, plannedDeparture: plannedDeparture, plannedSpeedKnots: plannedSpeedKnots)
        route.setCheckedWaypoints(waypoints)
        waypoints = []
        routes.removeAll { $0.name == name }
        routes.append(route)
    }

    func discardRoute() {
        waypoints = []
    }
}
