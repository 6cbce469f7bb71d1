import Foundation
import HTTPServing
import MarineKit

/// One waypoint edit of API v1.
///
/// Applied with MarineKit `Route`'s own operations (those of `route add`, `route move` and `route remove-point`,
/// with their checks and 1-based numbers):
/// - `POST /api/v1/routes/NAME/waypoints`: add (`latitude`, `longitude`, optional `name`, `plannedSpeedKnots`,
///   `arrivalRadiusMeters`, and `at`, the number it gets; default: last);
/// - `PATCH /api/v1/routes/NAME/waypoints/N`: move it (`latitude` and/or `longitude`: dragged on the chart), rename
///   it (`name`; blank: "WP N") and/or reorder it (`to`: the number it ends up with);
/// - `DELETE /api/v1/routes/NAME/waypoints/N`: remove it.
struct DashboardWaypointEdit {
    /// The request (method and body).
    let request: HTTPRequest
    /// The path's segments after `/api/v1/`: `routes`, NAME, `waypoints` and, but for an addition, N.
    let parts: [String]

    /// Applies the edit to `route`; throws `RouteError` (the CLI's refusals), a swapped-coordinates refusal (a
    /// position checked against the route's other waypoints and `land`, unless the body says `asGiven`) or a body
    /// error.
    func apply(to route: inout Route, land: LandCheck) throws {
        switch (request.method, parts.count) {
        case ("POST", 3):
            let body = try DashboardRouteEditor.decode(Addition.self, request)
            try DashboardRouteEditor.refuseSwapped(
                body.waypoint.coordinate, others: route.waypoints.map(\.coordinate), land: land, asGiven: body.asGiven)
            try route.insert(body.waypoint, at: body.at)
        case ("DELETE", 4):
            try route.removeWaypoint(at: try number(in: route))
        case ("PATCH", 4):
            let number = try number(in: route)
            let body = try DashboardRouteEditor.decode(Change.self, request)
            if body.latitude != nil || body.longitude != nil {
                let old = route.waypoints[number - 1].coordinate
                var others = route.waypoints.map(\.coordinate)
                others.remove(at: number - 1)
                try DashboardRouteEditor.refuseSwapped(
                    GeoCoordinate(latitude: body.latitude ?? old.latitude, longitude: body.longitude ?? old.longitude),
                    others: others, land: land, asGiven: body.asGiven)
            }
            try change(&route, number: number, body)
        default:
            throw DashboardRouteEditor.BodyError(detail: request.method)
        }
    }

    /// The waypoint number the path names (`route.waypoints`' 1…count, else the CLI's index refusal).
    private func number(in route: Route) throws(RouteError) -> Int {
        let number = Int(parts[3]) ?? 0
        guard (1...max(route.waypoints.count, 1)).contains(number), !route.waypoints.isEmpty else {
            throw .indexOutOfRange(index: number, count: route.waypoints.count)
        }
        return number
    }

    private func change(_ route: inout Route, number: Int, _ body: Change) throws(RouteError) {
        var waypoint = route.waypoints[number - 1]
        if body.latitude != nil || body.longitude != nil {
            waypoint.coordinate = GeoCoordinate(
                latitude: body.latitude ?? waypoint.coordinate.latitude,
                longitude: body.longitude ?? waypoint.coordinate.longitude)
        }
        if let name = body.name {
            waypoint.name = name.trimmingCharacters(in: .whitespaces).isEmpty ? "WP \(number)" : name
        }
        try route.replaceWaypoint(at: number, with: waypoint)
        if let target = body.to, target != number { try route.moveWaypoint(from: number, to: target) }
    }

    /// An addition's body: a waypoint and `at`.
    struct Addition: Decodable {
        let name: String?
        let latitude: Double
        let longitude: Double
        let plannedSpeedKnots: Double?
        let arrivalRadiusMeters: Double?
        /// The number the new waypoint gets (1…count + 1); nil: last.
        let at: Int?
        /// True: keep the position even when latitude and longitude look swapped.
        let asGiven: Bool?

        var waypoint: Waypoint {
            Waypoint(
                name: name ?? "", coordinate: GeoCoordinate(latitude: latitude, longitude: longitude),
                plannedSpeedKnots: plannedSpeedKnots, arrivalRadiusMeters: arrivalRadiusMeters)
        }
    }

    /// A change's body: any of `latitude`, `longitude`, `name`, `to`, and `asGiven`.
    struct Change: Decodable {
        let latitude: Double?
        let longitude: Double?
        let name: String?
        let to: Int?
        /// True: keep the position even when latitude and longitude look swapped.
        let asGiven: Bool?
    }
}
