import Foundation

extension RoutePlanner {
    /// The plan of a route sailed from a given departure (the route's own ``Route/plannedDeparture`` is replaced),
    /// ready for ``RoutePlan/passageWaypoints``.
    ///
    /// - Parameters:
    ///   - route: the route.
    ///   - departure: when the boat leaves the first waypoint (UTC instant).
    ///   - boat: speeds and fuel use (``BoatSettings/defaults`` when the user has none).
    ///   - referenceDate: the date for the magnetic model (usually now, injected).
    /// - Returns: the plan with an ETA on every leg.
    public func plan(_ route: Route, departingAt departure: Date, boat: BoatSettings, referenceDate: Date) -> RoutePlan
    {
        var timed = route
        timed.plannedDeparture = departure
        return plan(timed, boat: boat, referenceDate: referenceDate)
    }
}

extension RoutePlan {
    /// The route's waypoints with their ETAs, as ``PassageAssessor/assess(_:forecasts:)`` takes them: the first at
    /// the departure, each next one at its leg's ETA.
    ///
    /// `nil` when the route has no ``Route/plannedDeparture`` (no ETAs to give); plan it with
    /// ``RoutePlanner/plan(_:departingAt:boat:referenceDate:)``.
    public var passageWaypoints: [PassageWaypoint]? {
        guard let departure = route.plannedDeparture else { return nil }
        let etas = [departure] + legs.map { $0.eta ?? departure }
        return zip(route.waypoints, etas).map { waypoint, eta in
            PassageWaypoint(name: waypoint.name, location: waypoint.coordinate, eta: eta)
        }
    }
}
