import CLIKit
import Foundation
import MarineKit

extension RouteCommand {
    static let latitude = Positional<String>(valueName: "route.value.latitude", help: "route.argument.latitude")
    static let longitude = Positional<String>(valueName: "route.value.longitude", help: "route.argument.longitude")
    static let waypointName = Option<String>("name", valueName: "route.value.waypoint", help: "route.option.name")
    static let position = Option<Int>("at", valueName: "route.value.index", help: "route.option.at")
    static let speed = Option<Double>("speed", valueName: "route.value.knots", help: "route.option.speed")
    static let radius = Option<Double>("radius", valueName: "route.value.meters", help: "route.option.radius")
    static let from = Positional<Int>(valueName: "route.value.from", help: "route.argument.from")
    static let to = Positional<Int>(valueName: "route.value.to", help: "route.argument.to")
    static let index = Positional<Int>(valueName: "route.value.index", help: "route.argument.index")
    static let asGiven = Flag("as-given", help: "route.option.asGiven")

    static let add = Command(
        name: "add", summary: "route.add.summary", discussion: "route.add.discussion",
        options: [
            waypointName, position, speed, radius, asGiven, LandSupport.coastline, NavigationSupport.database,
        ],
        positionals: [name.spec, latitude.spec, longitude.spec],
        examples: [
            CommandExample("denizrota route add Knidos 36.72 27.69 --name Datça", explanation: "route.add.example"),
            CommandExample(
                #"denizrota route add Knidos "36°41.2'N" "27°22.4'E" --at 2"#, explanation: "route.add.exampleDDM"),
        ]
    ) { context in
        let stores = try NavigationSupport.stores(context)
        let stored = try NavigationSupport.route(named: context.arguments[name] ?? "", in: stores.routes)
        let coordinate = try NavigationSupport.coordinate(
            latitude: context.arguments[latitude] ?? "", longitude: context.arguments[longitude] ?? "", context: context
        )
        let waypoint = Waypoint(
            name: context.arguments[waypointName] ?? "", coordinate: coordinate,
            plannedSpeedKnots: context.arguments[speed], arrivalRadiusMeters: context.arguments[radius])
        // The land index of the rows the edited route's report reads (issue 30); a route changed meanwhile, or a
        // swapped reading elsewhere, is answered by the whole index (LandCheck.makeFullResolution(around:)).
        var expected = stored.waypoints.map(\.coordinate)
        expected.insert(
            coordinate, at: min(max((context.arguments[position] ?? expected.count + 1) - 1, 0), expected.count))
        let land = try LandSupport.landCheck(context, around: expected)
        let route = try NavigationSupport.updateRoute(named: context.arguments[name] ?? "", in: stores.routes) {
            if !context.arguments[asGiven] { try refuseSwapped(coordinate, route: $0, land: land, context: context) }
            try $0.insert(waypoint, at: context.arguments[position])
        }
        let number = context.arguments[position] ?? route.waypoints.count
        let added = route.waypoints[number - 1]
        warnAboutLand(route, around: number, check: land, context: context)
        context.writeLine(
            context.text(
                "route.add.done", added.name, route.name,
                NavigationText(context).waypoints(route.waypoints.count, context)))
        return .success
    }

    static let move = Command(
        name: "move", summary: "route.move.summary", options: [NavigationSupport.database],
        positionals: [name.spec, from.spec, to.spec]
    ) { context in
        let stores = try NavigationSupport.stores(context)
        let route = try NavigationSupport.updateRoute(named: context.arguments[name] ?? "", in: stores.routes) {
            try $0.moveWaypoint(from: context.arguments[from] ?? 0, to: context.arguments[to] ?? 0)
        }
        context.writeLine(context.text("route.move.done", route.name))
        return .success
    }

    static let removePoint = Command(
        name: "remove-point", summary: "route.removePoint.summary", options: [NavigationSupport.database],
        positionals: [name.spec, index.spec]
    ) { context in
        let stores = try NavigationSupport.stores(context)
        var removed: Waypoint?
        let route = try NavigationSupport.updateRoute(named: context.arguments[name] ?? "", in: stores.routes) {
            removed = try $0.removeWaypoint(at: context.arguments[index] ?? 0)
        }
        context.writeLine(context.text("route.removePoint.done", removed?.name ?? "", route.name))
        return .success
    }

    /// Refuses (exit 65) a waypoint whose latitude and longitude look swapped (``SwappedCoordinates``), naming both
    /// readings; `--as-given` keeps it.
    static func refuseSwapped(
        _ coordinate: GeoCoordinate, route: Route, land: LandCheck, context: CommandContext
    ) throws {
        guard
            let swapped = SwappedCoordinates.suspect(
                coordinate, route: route.waypoints.map(\.coordinate), land: land)
        else { return }
        let text = NavigationText(context)
        throw CommandError(
            .dataError, key: "route.error.swapped",
            text.position(latitude: coordinate.latitude, longitude: coordinate.longitude),
            text.position(latitude: swapped.latitude, longitude: swapped.longitude))
    }

    /// Warns on stderr when the waypoint numbered `number` lies on land or a leg to or from it crosses land.
    ///
    /// Says "no coastline data" outside the coastline's coverage. The waypoint is stored either way.
    static func warnAboutLand(_ route: Route, around number: Int, check: LandCheck, context: CommandContext) {
        let report = check.report(for: route.waypoints.map(\.coordinate))
        let nearby = RouteLandReport(
            waypoints: report.waypoints.indices.map { $0 == number - 1 ? report.waypoints[$0] : .sea },
            legs: report.legs.indices.map { $0 == number - 2 || $0 == number - 1 ? report.legs[$0] : .sea },
            source: report.source, toleranceMeters: report.toleranceMeters)
        let warnings = LandSupport.warnings(nearby, route: route, context: context)
        for warning in warnings { context.diagnostics.warning(warning) }
        if !warnings.isEmpty || nearby.hasUncovered {
            context.diagnostics.warning(LandSupport.sourceLine(nearby, context: context))
        }
    }
}
