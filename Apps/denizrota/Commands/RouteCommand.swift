import CLIKit
import Foundation
import MarineKit

/// `denizrota route …`: create, list, show, edit, reverse, delete, import and export routes.
public enum RouteCommand {
    static let name = Positional<String>(valueName: "route.value.name", help: "route.argument.name")

    /// The `route` command group.
    public static let command = Command(
        name: "route", summary: "route.summary", discussion: "route.discussion",
        subcommands: [new, set, list, show, remove, reverse, add, edit, move, removePoint, importFile, export])

    static let new = Command(
        name: "new", summary: "route.new.summary", discussion: "route.new.discussion",
        options: [departure, routeSpeed, NavigationSupport.database], positionals: [name.spec],
        examples: [
            CommandExample("denizrota route new Knidos", explanation: "route.new.example"),
            CommandExample(
                "denizrota route new Knidos --depart 2026-07-01T08:00+03:00 --speed 6",
                explanation: "route.new.exampleDepart"),
        ]
    ) { context in
        let routeName = context.arguments[name] ?? ""
        var route = try Route(name: routeName)
        try applySchedule(context.arguments, to: &route)
        let stores = try NavigationSupport.stores(context)
        let created = route
        try NavigationSupport.storageCall { try stores.routes.createRoute(created) }  // one step: never replaces
        context.writeLine(context.text("route.new.done", routeName))
        return .success
    }

    static let list = Command(
        name: "list", summary: "route.list.summary", options: [NavigationSupport.database], writesJSON: true
    ) { context in
        let stores = try NavigationSupport.stores(context, readOnly: true)
        let names = try NavigationSupport.storageCall { try stores.routes.routeNames() }
        if context.isJSONOutput {
            try context.writeJSON(["routes": names])
        } else {
            for routeName in names { context.writeLine(routeName) }
        }
        return .success
    }

    static let remove = Command(
        name: "rm", summary: "route.rm.summary", options: [NavigationSupport.database], positionals: [name.spec]
    ) { context in
        let routeName = context.arguments[name] ?? ""
        let stores = try NavigationSupport.stores(context)
        guard try NavigationSupport.storageCall({ try stores.routes.deleteRoute(named: routeName) }) else {
            throw RouteError.notFound(name: routeName)
        }
        context.writeLine(context.text("route.rm.done", routeName))
        return .success
    }

    static let reverse = Command(
        name: "reverse", summary: "route.reverse.summary", options: [NavigationSupport.database],
        positionals: [name.spec]
    ) { context in
        let stores = try NavigationSupport.stores(context)
        let route = try NavigationSupport.updateRoute(named: context.arguments[name] ?? "", in: stores.routes) {
            $0.reverse()
        }
        context.writeLine(context.text("route.reverse.done", route.name))
        return .success
    }
}
