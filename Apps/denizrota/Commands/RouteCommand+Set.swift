import CLIKit
import Formatting
import Foundation
import MarineKit
import MarineStorage
import Storage

extension RouteCommand {
    static let departure = Option<String>("depart", valueName: "route.value.time", help: "route.option.depart")
    static let routeSpeed = Option<Double>("speed", valueName: "route.value.knots", help: "route.option.routeSpeed")
    static let clearDeparture = Flag("clear-depart", help: "route.option.clearDepart")
    static let clearSpeed = Flag("clear-speed", help: "route.option.clearSpeed")
    static let rename = Option<String>("rename", valueName: "route.value.name", help: "route.option.rename")

    /// `route set NAME`: the planned departure, the route's default speed and its name.
    static let set = Command(
        name: "set", summary: "route.set.summary", discussion: "route.set.discussion",
        options: [departure, clearDeparture, routeSpeed, clearSpeed, rename, NavigationSupport.database],
        positionals: [name.spec],
        examples: [
            CommandExample(
                "denizrota route set Knidos --depart 2026-07-01T08:00+03:00 --speed 6",
                explanation: "route.set.example"),
            CommandExample(
                "denizrota route set Knidos --clear-depart --rename Knidos-2", explanation: "route.set.exampleClear"),
        ]
    ) { context in
        let arguments = context.arguments
        try checkSetOptions(arguments)
        let database = try SyncSupport.database(context)
        let stores = MarineDatabase.stores(in: database)
        let oldName = arguments[name] ?? ""
        if let newName = arguments[rename], newName != oldName { try Route.checkName(newName) }
        // One step of the store: the rename (refused when the new name is taken) and the schedule together.
        let changed = try NavigationSupport.updateRoute(named: oldName, in: stores.routes) { route in
            try applySchedule(arguments, to: &route)
            if let newName = arguments[rename] { route.name = newName }
        }
        if changed.name != oldName {
            // The sync link follows the name: the next sync renames the same cloud document (issue 29).
            let links = StoredSyncState(ledger: SyncLedger(database: database), now: context.environment.now)
            try NavigationSupport.storageCall { try links.moveLink(kind: .route, from: oldName, to: changed.name) }
        }
        context.writeLine(context.text("route.set.done", changed.name))
        return .success
    }

    /// Refuses `route set` without a change and with contradicting options (exit 64).
    private static func checkSetOptions(_ arguments: ParsedArguments) throws {
        let pairs: [(value: any OptionDeclaration, clear: Flag)] = [
            (departure, clearDeparture), (routeSpeed, clearSpeed),
        ]
        for pair in pairs where arguments[pair.clear] && arguments.isGiven(pair.value) {
            throw CommandError(.usage, key: "route.set.conflict", pair.value.spec.longForm, pair.clear.spec.longForm)
        }
        let changes: [any OptionDeclaration] = [departure, clearDeparture, routeSpeed, clearSpeed, rename]
        guard changes.contains(where: { arguments.isGiven($0) }) else {
            throw CommandError(.usage, key: "route.set.nothing")
        }
    }

    /// `--depart`, `--speed`, `--clear-depart` and `--clear-speed` applied to a route.
    ///
    /// The departure is ISO 8601 (Formatting's strict parser); a time without an offset is UTC. It is stored as
    /// an instant and shown in UTC.
    static func applySchedule(_ arguments: ParsedArguments, to route: inout Route) throws {
        if let text = arguments[departure] {
            do {
                route.plannedDeparture = try ISO8601DateParser.parse(
                    text, timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)
            } catch {
                throw CommandError(.dataError, key: "route.error.departure", text)
            }
        }
        if arguments[clearDeparture] { route.plannedDeparture = nil }
        if let knots = arguments[routeSpeed] {
            try Route.checkSpeed(knots)
            route.plannedSpeedKnots = knots
        }
        if arguments[clearSpeed] { route.plannedSpeedKnots = nil }
    }
}
