import CLIKit
import Formatting
import Foundation
import MarineKit

extension RouteCommand {
    static let newLatitude = Option<String>("lat", valueName: "route.value.latitude", help: "route.option.lat")
    static let newLongitude = Option<String>("lon", valueName: "route.value.longitude", help: "route.option.lon")
    static let clearWaypointSpeed = Flag("clear-speed", help: "route.option.clearWaypointSpeed")
    static let clearRadius = Flag("clear-radius", help: "route.option.clearRadius")

    /// `route edit NAME N`: one waypoint's position, name, planned speed and arrival radius, changed in place (the
    /// CLI's side of the HTTP API's `PATCH /api/v1/routes/NAME/waypoints/N`; `route move` renumbers).
    static let edit = Command(
        name: "edit", summary: "route.edit.summary", discussion: "route.edit.discussion",
        options: [
            newLatitude, newLongitude, waypointName, speed, clearWaypointSpeed, radius, clearRadius, asGiven,
            LandSupport.coastline, NavigationSupport.database,
        ],
        positionals: [name.spec, index.spec],
        examples: [
            CommandExample(
                #"denizrota route edit Knidos 2 --lat "36°41.3'N" --name Palamutbükü"#,
                explanation: "route.edit.example"),
            CommandExample(
                "denizrota route edit Knidos 3 --clear-speed --radius 200", explanation: "route.edit.exampleSpeed"),
        ]
    ) { context in
        try checkEditOptions(context.arguments)
        let stores = try NavigationSupport.stores(context)
        _ = try NavigationSupport.route(named: context.arguments[name] ?? "", in: stores.routes)
        let number = context.arguments[index] ?? 0
        let land = try LandSupport.landCheck(context)
        let route = try NavigationSupport.updateRoute(named: context.arguments[name] ?? "", in: stores.routes) {
            try editWaypoint(number, of: &$0, land: land, context: context)
        }
        if context.arguments.isGiven(newLatitude) || context.arguments.isGiven(newLongitude) {
            warnAboutLand(route, around: number, check: land, context: context)
        }
        context.writeLine(context.text("route.edit.done", String(number), route.waypoints[number - 1].name, route.name))
        return .success
    }

    /// Refuses `route edit` without a change and with contradicting options (exit 64).
    private static func checkEditOptions(_ arguments: ParsedArguments) throws {
        let pairs: [(value: any OptionDeclaration, clear: Flag)] = [(speed, clearWaypointSpeed), (radius, clearRadius)]
        for pair in pairs where arguments[pair.clear] && arguments.isGiven(pair.value) {
            throw CommandError(.usage, key: "route.set.conflict", pair.value.spec.longForm, pair.clear.spec.longForm)
        }
        let changes: [any OptionDeclaration] = [
            newLatitude, newLongitude, waypointName, speed, clearWaypointSpeed, radius, clearRadius,
        ]
        guard changes.contains(where: { arguments.isGiven($0) }) else {
            throw CommandError(.usage, key: "route.edit.nothing")
        }
    }

    /// Applies the given options to waypoint `number` (1-based) of `route`, checking a new position against the
    /// route's other waypoints for swapped coordinates (unless `--as-given`) and every value's range.
    private static func editWaypoint(
        _ number: Int, of route: inout Route, land: LandCheck, context: CommandContext
    ) throws {
        guard route.waypoints.indices.contains(number - 1) else {
            throw RouteError.indexOutOfRange(index: number, count: route.waypoints.count)
        }
        let arguments = context.arguments
        var waypoint = route.waypoints[number - 1]
        if let coordinate = try editedCoordinate(waypoint.coordinate, context: context) {
            var others = route
            try others.removeWaypoint(at: number)
            if !arguments[asGiven] { try refuseSwapped(coordinate, route: others, land: land, context: context) }
            waypoint.coordinate = coordinate
        }
        if let newName = arguments[waypointName] {
            waypoint.name = newName.trimmingCharacters(in: .whitespaces).isEmpty ? "WP \(number)" : newName
        }
        if let knots = arguments[speed] { waypoint.plannedSpeedKnots = knots }
        if arguments[clearWaypointSpeed] { waypoint.plannedSpeedKnots = nil }
        if let meters = arguments[radius] { waypoint.arrivalRadiusMeters = meters }
        if arguments[clearRadius] { waypoint.arrivalRadiusMeters = nil }
        try route.replaceWaypoint(at: number, with: waypoint)
    }

    /// The waypoint's position with `--lat` and/or `--lon` applied; nil when neither is given.
    private static func editedCoordinate(_ old: GeoCoordinate, context: CommandContext) throws -> GeoCoordinate? {
        let latitudeText = context.arguments[newLatitude]
        let longitudeText = context.arguments[newLongitude]
        guard latitudeText != nil || longitudeText != nil else { return nil }
        let conventions = LanguageConventions(tag: context.language.tag)
        var coordinate = old
        if let text = latitudeText {
            do { coordinate.latitude = try CoordinateParser.parseLatitude(text, conventions: conventions) } catch {
                throw CommandError(.dataError, key: "denizrota.error.latitude", text)
            }
        }
        if let text = longitudeText {
            do { coordinate.longitude = try CoordinateParser.parseLongitude(text, conventions: conventions) } catch {
                throw CommandError(.dataError, key: "denizrota.error.longitude", text)
            }
        }
        return coordinate
    }
}
