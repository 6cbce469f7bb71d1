import CLIKit
import Formatting
import Foundation
import HTTPServing
import Localization
import MarineKit

/// The route writes of API v1 (Docs/denizrotad-api.md "Editing routes").
///
/// Create, rename or reschedule, delete; add, move, rename, reorder and remove waypoints. Each goes through the route store `denizrota route` writes and
/// MarineKit `Route`'s own checks (the CLI's: name, position, speed, radius, waypoint numbers), refusals carry the
/// CLI's texts, and the answer is the route as `GET /api/v1/routes/NAME` shows it, land flags included, so the
/// page warns about land as the user edits. The followed route is reloaded as on SIGHUP.
struct DashboardRouteEditor {
    /// The route store (the daemon's own connection to the database `denizrota route` uses).
    let routes: any RouteStore
    /// Moves a renamed route's sync link, as `route set --rename` does (issue 29).
    let renamed: (_ from: String, _ to: String) throws -> Void
    /// Said after a stored route changed or went: the daemon reloads the route it follows.
    let changed: (_ name: String) -> Void

    /// The methods each route path takes (a request with another gets 405 and this `Allow`), or nil for a path
    /// that is not a route path.
    static func methods(for parts: [String]) -> [String]? {
        if parts.first == "trips" { return parts.count == 3 && parts[2] == "route" ? ["POST"] : nil }
        guard parts.first == "routes" else { return nil }
        return switch parts.count {
        case 1: ["GET", "HEAD", "POST"]
        case 2: ["GET", "HEAD", "PATCH", "DELETE"]
        case 3 where parts[2] == "gpx" || parts[2] == "geojson": ["GET", "HEAD"]
        case 3 where parts[2] == "waypoints": ["POST"]
        case 4 where parts[2] == "waypoints": ["PATCH", "DELETE"]
        default: nil
        }
    }

    /// Routes a request under `/api/v1/routes`: nil for a GET or HEAD (``DashboardArchive`` answers it), 405 with
    /// `Allow` for a method the path does not take, else the write's answer.
    static func route(_ request: HTTPRequest, server: DashboardServer) -> HTTPAnswer? {
        guard request.method != "GET", request.method != "HEAD" else { return nil }
        let parts = Array(DashboardArchive.segments(request).dropFirst(3))
        guard let allowed = methods(for: parts) else { return nil }
        guard allowed.contains(request.method), let editor = server.routeEditor else {
            return server.methodRefusal(request, allowed.joined(separator: ", "))
        }
        return .response(editor.answer(request, parts: parts, server: server))
    }

    /// Answers a POST, PATCH or DELETE under `/api/v1/routes` (`parts`: the path's segments after `/api/v1/`).
    func answer(_ request: HTTPRequest, parts: [String], server: DashboardServer) -> HTTPResponse {
        // Every write, DELETE too, is same-origin `application/json` (a cross-site form cannot send it).
        if let refusal = DashboardControl.crossSiteRefusal(request, server: server) { return refusal }
        do {
            return try edit(request, parts: parts, server: server)
        } catch let error as RouteError {
            let status: HTTPStatus =
                switch error {
                case .notFound: .notFound
                case .alreadyExists: .conflict
                default: .unprocessableContent
                }
            let texts = Localizer(language: server.language(of: request), sets: server.localizer.sets)
            return server.failure(status, code: error.messageKey, message: texts.message(for: error))
        } catch let suspect as SwappedRefusal {
            let conventions = LanguageConventions(tag: server.language(of: request).tag)
            let text = { (c: GeoCoordinate) in
                CoordinateFormatter().formatLatitude(c.latitude, conventions: conventions) + " "
                    + CoordinateFormatter().formatLongitude(c.longitude, conventions: conventions)
            }
            return server.failure(
                .unprocessableContent, "denizrotad.http.swapped", [text(suspect.given), text(suspect.swapped)], request)
        } catch let stale as StaleRoute {
            return Self.preconditionFailed(stale.current, request, server: server)
        } catch let refusal as DashboardTripRoute.Refusal {
            return server.failure(.unprocessableContent, refusal.key, refusal.arguments, request)
        } catch let error as BodyError {
            return server.failure(.unprocessableContent, "denizrotad.http.routeBody", [error.detail], request)
        } catch {
            return server.failure(.internalServerError, "denizrotad.http.database", [], request)
        }
    }

    private func edit(_ request: HTTPRequest, parts: [String], server: DashboardServer) throws -> HTTPResponse {
        if let refusal = try precondition(request, parts: parts, server: server) { return refusal }
        if request.method == "DELETE", parts.count == 2 {
            guard try routes.deleteRoute(named: parts[1]) else { throw RouteError.notFound(name: parts[1]) }
            changed(parts[1])
            let list = ["routes": try routes.routeNames()]
            return .json(.ok, Array(((try? JSONText.text(list, pretty: false)) ?? "{}").utf8))
        }
        // Every other write answers with the route's land flags and may check a waypoint against land: with a
        // `coastline set` file that cannot be used it is refused before anything is stored, as `route add` is.
        let land: LandCheck
        switch (server.archive?.land ?? .embedded).current() {
        case .check(let chosen): land = chosen
        case .unusable(let path): return DashboardCoastline.unusable(path, server: server, request: request)
        }
        switch (request.method, parts.count) {
        case ("POST", 1):
            return try create(Self.decode(RouteCreation.self, request), land: land, server: server)
        case ("POST", 3) where parts[0] == "trips":
            return try routeFromTrip(parts[1], request, land: land, server: server)
        case ("PATCH", 2):
            return try change(parts[1], Self.decode(RouteChange.self, request), request, land: land, server: server)
        default:
            let edit = DashboardWaypointEdit(request: request, parts: parts)
            let route = try update(parts[1], request) { try edit.apply(to: &$0, land: land) }
            changed(route.name)
            return answer(route, status: request.method == "POST" ? .created : .ok, land: land, server: server)
        }
    }

    /// Edits the stored route as one step of the store (``RouteStore/updateRoute(named:_:)``): an edit `denizrota
    /// route` stores meanwhile is kept, and with `If-Match` the edit applies only to the version the client read
    /// (checked inside that step; ``StaleRoute`` otherwise).
    private func update(_ name: String, _ request: HTTPRequest, _ change: (inout Route) throws -> Void) throws
        -> Route
    {
        let ifMatch = request.header("If-Match")
        let updated = try routes.updateRoute(named: name) { route in
            if let ifMatch, !DashboardRouteTag.allows(ifMatch, route) { throw StaleRoute(current: route) }
            try change(&route)
        }
        guard let updated else { throw RouteError.notFound(name: name) }
        return updated
    }

    /// The stored route changed between the client's read and its edit (`If-Match` names another version).
    struct StaleRoute: Error {
        let current: Route
    }

    /// Refuses (``SwappedRefusal``) a waypoint whose latitude and longitude look swapped, as `route add` does
    /// (MarineKit `SwappedCoordinates`: far from the route's other waypoints, or on land where the swapped reading
    /// is sea); `asGiven` keeps it.
    static func refuseSwapped(_ given: GeoCoordinate, others: [GeoCoordinate], land: LandCheck, asGiven: Bool?)
        throws(SwappedRefusal)
    {
        guard asGiven != true, let swapped = SwappedCoordinates.suspect(given, route: others, land: land) else {
            return
        }
        throw SwappedRefusal(given: given, swapped: swapped)
    }

    /// A waypoint refused because its latitude and longitude look swapped: both readings.
    struct SwappedRefusal: Error {
        let given: GeoCoordinate
        let swapped: GeoCoordinate
    }

    /// 412 with the route's current tag when the request's `If-Match` names another version of the stored route
    /// (it changed since the client read it: `denizrota route`, another page); nil when the write may go on.
    private func precondition(_ request: HTTPRequest, parts: [String], server: DashboardServer) throws
        -> HTTPResponse?
    {
        guard parts.first == "routes", parts.count >= 2, let ifMatch = request.header("If-Match") else { return nil }
        let current = try stored(parts[1])
        guard !DashboardRouteTag.allows(ifMatch, current) else { return nil }
        return Self.preconditionFailed(current, request, server: server)
    }

    /// 412 naming the route, with its current tag.
    private static func preconditionFailed(_ current: Route, _ request: HTTPRequest, server: DashboardServer)
        -> HTTPResponse
    {
        var refusal = server.failure(
            DashboardRouteTag.preconditionFailed, "denizrotad.http.routeChanged", [current.name], request)
        refusal.headers.append(("ETag", DashboardRouteTag.tag(of: current)))
        return refusal
    }

    /// `POST /api/v1/routes`: a new route (`route new`, then `route add` for each waypoint given).
    private func create(_ body: RouteCreation, land: LandCheck, server: DashboardServer) throws -> HTTPResponse {
        var route = try Route(name: body.name, plannedDeparture: body.departure)
        if let knots = body.plannedSpeedKnots {
            try Route.checkSpeed(knots)
            route.plannedSpeedKnots = knots
        }
        for waypoint in body.waypoints ?? [] {
            try Self.refuseSwapped(
                waypoint.waypoint.coordinate, others: route.waypoints.map(\.coordinate), land: land,
                asGiven: body.asGiven)
            try route.insert(waypoint.waypoint)
        }
        return try stored(route, land: land, server: server)
    }

    /// Stores a new route (refused when the name is taken) and answers 201 with its `Location`.
    private func stored(_ route: Route, land: LandCheck, server: DashboardServer) throws -> HTTPResponse {
        try routes.createRoute(route)  // one step of the store: a route a terminal made meanwhile is not replaced
        changed(route.name)
        var response = answer(route, status: .created, land: land, server: server)
        response.headers.append(("Location", "/api/v1/routes/" + Self.encoded(route.name)))
        return response
    }

    /// `POST /api/v1/trips/ID/route`: a new route from the trip's track (``DashboardTripRoute``).
    private func routeFromTrip(_ idText: String, _ request: HTTPRequest, land: LandCheck, server: DashboardServer)
        throws
        -> HTTPResponse
    {
        guard let archive = server.archive, let id = Int64(idText), try archive.trips().contains(where: { $0.id == id })
        else {
            return server.failure(.notFound, "denizrotad.http.notFound", [request.path], request)
        }
        let body =
            request.body.isEmpty
            ? DashboardTripRoute.Body(name: nil, toleranceMeters: nil)
            : try Self.decode(DashboardTripRoute.Body.self, request)
        let route = try DashboardTripRoute.route(
            name: body.name ?? "Trip \(id)", from: try archive.positions(id),
            toleranceMeters: body.toleranceMeters ?? DashboardTripRoute.defaultToleranceMeters)
        return try stored(route, land: land, server: server)
    }

    /// `PATCH /api/v1/routes/NAME`: `route set`'s changes.
    ///
    /// Name, departure, default speed (null clears the last two), as one step of the store: a rename moves the
    /// route to the new name (refused when it is taken) with nothing lost in between.
    private func change(
        _ name: String, _ body: RouteChange, _ request: HTTPRequest, land: LandCheck, server: DashboardServer
    ) throws -> HTTPResponse {
        if let newName = body.name, newName != name { try Route.checkName(newName) }
        let route = try update(name, request) { route in
            if let departure = body.departure { route.plannedDeparture = departure }
            if let speed = body.plannedSpeedKnots {
                if let knots = speed { try Route.checkSpeed(knots) }
                route.plannedSpeedKnots = speed
            }
            if let newName = body.name { route.name = newName }
        }
        if route.name != name {
            try renamed(name, route.name)
            changed(name)
        }
        changed(route.name)
        return answer(route, status: .ok, land: land, server: server)
    }

    private func stored(_ name: String) throws -> Route {
        guard let route = try routes.route(named: name) else { throw RouteError.notFound(name: name) }
        return route
    }

    private func answer(_ route: Route, status: HTTPStatus, land: LandCheck, server: DashboardServer) -> HTTPResponse {
        var response = DashboardArchive.routeDocument(
            route, boat: (try? server.archive?.boat()) ?? .defaults, server: server, land: land)
        response.status = status
        return response
    }

    /// A route name as one path segment.
    static func encoded(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/")))
            ?? name
    }

    /// A body that is not the JSON object the path takes; `detail` says what was wrong (English, from the decoder).
    struct BodyError: Error {
        let detail: String
    }

    /// The body decoded, ISO 8601 times (`2026-07-01T08:00:00Z`, an offset allowed).
    static func decode<Body: Decodable>(_ type: Body.Type, _ request: HTTPRequest) throws -> Body {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: Data(request.body))
        } catch let DecodingError.keyNotFound(key, _) {
            throw BodyError(detail: key.stringValue)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw BodyError(detail: context.codingPath.map(\.stringValue).joined(separator: "."))
        } catch {
            throw BodyError(detail: "JSON")
        }
    }
}

/// `POST /api/v1/routes`'s body: `name`, and optionally `departure`, `plannedSpeedKnots`, `waypoints` and
/// `asGiven` (true: keep waypoints whose latitude and longitude look swapped).
struct RouteCreation: Decodable {
    let name: String
    let departure: Date?
    let plannedSpeedKnots: Double?
    let waypoints: [WaypointBody]?
    let asGiven: Bool?
}

/// `PATCH /api/v1/routes/NAME`'s body: any of `name`, `departure` and `plannedSpeedKnots` (null clears the last two).
struct RouteChange: Decodable {
    /// The new name, or nil to keep it.
    let name: String?
    /// nil: unchanged; `.some(nil)`: cleared.
    let departure: Date??
    let plannedSpeedKnots: Double??

    enum CodingKeys: String, CodingKey { case name, departure, plannedSpeedKnots }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        departure = c.contains(.departure) ? .some(try c.decodeIfPresent(Date.self, forKey: .departure)) : nil
        plannedSpeedKnots =
            c.contains(.plannedSpeedKnots) ? .some(try c.decodeIfPresent(Double.self, forKey: .plannedSpeedKnots)) : nil
    }
}

/// A waypoint in a request: `latitude`, `longitude` (degrees), optionally `name`, `plannedSpeedKnots`,
/// `arrivalRadiusMeters`.
struct WaypointBody: Decodable {
    let name: String?
    let latitude: Double
    let longitude: Double
    let plannedSpeedKnots: Double?
    let arrivalRadiusMeters: Double?

    /// The waypoint (checked by `Route.insert` as `route add` checks it; a blank name becomes "WP n").
    var waypoint: Waypoint {
        Waypoint(
            name: name ?? "", coordinate: GeoCoordinate(latitude: latitude, longitude: longitude),
            plannedSpeedKnots: plannedSpeedKnots, arrivalRadiusMeters: arrivalRadiusMeters)
    }
}
