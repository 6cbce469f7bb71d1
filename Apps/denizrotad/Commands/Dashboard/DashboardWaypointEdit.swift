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

    /// Applies the edit to `route`; throws `RouteError` (the CLI's refusals) or a body error.
    func apply(to route: inout Route) throws {
        switch (request.method, parts.count) {
        case ("POST", 3):
            let body = try DashboardRouteEditor.decode(Addition.self, request)
            try route.insert(body.waypoint, at: body.at)
        case ("DELETE", 4):
            try route.removeWaypoint(at: try number(in: route))
        case ("PATCH", 4):
            try change(&route, number: try number(in: route), DashboardRouteEditor.decode(Change.self, request))
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

        var waypoint: Waypoint {
            Waypoint(
                name: name ?? "", coordinate: GeoCoordinate(latitude: latitude, longitude: longitude),
                plannedSpeedKnots: plannedSpeedKnots, arrivalRadiusMeters: arrivalRadiusMeters)
        }
    }

    /// A change's body: any of `latitude`, `longitude`, `name`, `to`.
    struct Change: Decodable {
        let latitude: Double?
        let longitude: Double?
        let name: String?
        let to: Int?
    }
}
