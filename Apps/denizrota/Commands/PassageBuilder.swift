import Foundation
import MarineKit

/// Turns a route and a departure time into passage waypoints with ETAs (MarineKit's `RoutePlanner`: geodesic
/// legs at the planned or cruise speed).
enum PassageBuilder {
    /// The route's plan for `departure` and its waypoints with ETAs (the first at the departure).
    static func passage(
        _ route: Route, boat: BoatSettings?, departure: Date, now: Date
    ) -> (plan: RoutePlan, waypoints: [PassageWaypoint]) {
        var timed = route
        timed.plannedDeparture = departure
        let plan = RoutePlanner().plan(timed, boat: boat ?? .defaults, referenceDate: now)
        let etas = [departure] + plan.legs.map { $0.eta ?? departure }
        let waypoints = zip(route.waypoints, etas).map { waypoint, eta in
            PassageWaypoint(name: waypoint.name, location: waypoint.coordinate, eta: eta)
        }
        return (plan, waypoints)
    }
}
