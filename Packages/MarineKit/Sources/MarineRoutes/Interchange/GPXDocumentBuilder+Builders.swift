import Foundation

extension GPXDocumentBuilder {
    /// A point being read.
    struct PointBuilder {
        var coordinate: GeoCoordinate
        var name = ""
        var notes: String?
        var speed: Double?
        var radius: Double?
        var time: Date?

        /// The waypoint, dropping a speed or radius outside the ranges ``Route`` accepts (other producers
        /// write 0 for "unset").
        var waypoint: Waypoint? {
            var waypoint = Waypoint(name: name, coordinate: coordinate, notes: notes?.isEmpty == false ? notes : nil)
            waypoint.plannedSpeedKnots = speed.flatMap { (0.1...60).contains($0) ? $0 : nil }
            waypoint.arrivalRadiusMeters = radius.flatMap { (1...10_000).contains($0) ? $0 : nil }
            return waypoint
        }
    }

    /// A route being read.
    struct RouteBuilder {
        var name = ""
        var speed: Double?
        var departure: Date?
        var points: [Waypoint] = []
        /// The points handed to a ``GPXRouteSink`` so far.
        var pointCount = 0

        /// The route without its points: named "Route n" when the file gives no usable name, a planned speed
        /// outside 0.1…60 kn dropped.
        func header(number: Int) -> Route {
            let usable = (try? Route.checkName(name)) != nil
            var route = Route(checkedName: usable ? name : "Route \(number)")
            route.plannedDeparture = departure
            route.plannedSpeedKnots = speed.flatMap { (0.1...60).contains($0) ? $0 : nil }
            return route
        }

        /// The route (see ``header(number:)``); points with blank names get "WP n".
        ///
        /// Consumes the points (moved into the route, not copied: a 200,000-point route is 16 MB); their
        /// coordinates, speeds and radii were checked as they were read (``PointBuilder/waypoint``).
        mutating func build(number: Int) -> Route {
            var route = header(number: number)
            var waypoints: [Waypoint] = []
            swap(&waypoints, &points)
            for index in waypoints.indices where Route.isBlank(waypoints[index].name) {
                waypoints[index].name = "WP \(index + 1)"
            }
            route.setCheckedWaypoints(waypoints)
            return route
        }
    }
}
