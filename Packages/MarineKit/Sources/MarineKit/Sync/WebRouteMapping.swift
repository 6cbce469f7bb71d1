/// A ``Route`` ↔ the web app's `users/{uid}/routes/{id}` document (tremo/DenizRota `firebase-config.js` and its
/// Firestore calls).
///
/// Web shape: `id` (a `Date.now()` string, also the document id here), `name`, `description`, `waypoints`
/// (`[{lat, lng}]`), `totalDistance` (km, WGS84 geodesic sum of the legs), `waypointCount`, `createdAt`,
/// `updatedAt`. Waypoint maps also carry what only this tool knows — `name`, `speed` (planned, km/h), `radius`
/// (arrival, m), `notes` — which the web app ignores. `description`, `createdAt` and `updatedAt` are not ours:
/// the sync never merges them.
package enum WebRouteMapping {
    /// The fields this tool writes and merges, one by one.
    public static let ownedFields = ["id", "name", "waypoints", "totalDistance", "waypointCount"]
    /// The fields computed from `waypoints`, which move with it in a merge (never one side's waypoints with the
    /// other side's count).
    public static let followers = ["waypoints": ["totalDistance", "waypointCount"]]

    /// The owned fields of `route` under the web id `id`.
    public static func fields(of route: Route, id: String) -> [String: FirestoreValue] {
        let waypoints = route.waypoints.map { waypoint -> FirestoreValue in
            var map: [String: FirestoreValue] = [
                "lat": .number(waypoint.coordinate.latitude), "lng": .number(waypoint.coordinate.longitude),
                "name": .string(waypoint.name),
            ]
            if let knots = waypoint.plannedSpeedKnots {
                map["speed"] = .number(WebUnits.kilometersPerHour(knots: knots))
            }
            if let radius = waypoint.arrivalRadiusMeters { map["radius"] = .number(radius) }
            if let notes = waypoint.notes { map["notes"] = .string(notes) }
            return .map(map)
        }
        return [
            "id": .string(id), "name": .string(route.name), "waypoints": .array(waypoints),
            "totalDistance": .number(totalKilometers(route)), "waypointCount": .integer(Int64(route.waypoints.count)),
        ]
    }

    /// The route a web document describes; waypoints without a name get "WP n", a waypoint's name is
    /// cleaned (``Route/cleanedName(_:)``: whitespace runs one space, control characters dropped).
    ///
    /// - Throws: ``RouteError`` for a missing or bad name, a waypoint without numeric `lat`/`lng` or out of
    ///   range (reported as an invalid coordinate).
    public static func route(from fields: [String: FirestoreValue]) throws(RouteError) -> Route {
        var route = try Route(name: fields["name"]?.string ?? "")
        for element in fields["waypoints"]?.elements ?? [] {
            let map = element.fields ?? [:]
            guard let latitude = map["lat"]?.number, let longitude = map["lng"]?.number else {
                throw .invalidCoordinate(latitude: .nan, longitude: .nan)
            }
            // The web app lets any text through: its names are cleaned here (Route.cleanedName) rather than refused.
            let waypoint = Waypoint(
                name: Route.cleanedName(map["name"]?.string ?? ""),
                coordinate: GeoCoordinate(latitude: latitude, longitude: longitude),
                plannedSpeedKnots: map["speed"]?.number.map { WebUnits.knots(kilometersPerHour: $0) },
                arrivalRadiusMeters: map["radius"]?.number, notes: map["notes"]?.string)
            try route.insert(waypoint)
        }
        return route
    }

    /// The sum of the WGS84 geodesic leg lengths in km (Karney's inverse, ``Geodesic``).
    public static func totalKilometers(_ route: Route) -> Double {
        zip(route.waypoints, route.waypoints.dropFirst()).reduce(0) { total, leg in
            total + Geodesic.wgs84.inverse(from: leg.0.coordinate, to: leg.1.coordinate).distance / 1000
        }
    }
}
