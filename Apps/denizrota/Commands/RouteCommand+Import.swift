import CLIKit
import Foundation
import MarineKit

extension RouteCommand {
    static let file = Positional<String>(valueName: "route.value.file", help: "route.argument.file")
    static let importName = Option<String>("name", valueName: "route.value.name", help: "route.option.importName")
    static let renameTaken = Flag("rename-taken", help: "route.option.renameTaken")
    static let fromTracks = Option<String>(
        "from-tracks", valueName: "trip.value.tolerance", help: "route.option.fromTracks")

    static let importFile = Command(
        name: "import", summary: "route.import.summary", discussion: "route.import.discussion",
        options: [importName, renameTaken, fromTracks, NavigationSupport.database], positionals: [file.spec],
        examples: [
            CommandExample("denizrota route import passage.gpx", explanation: "route.import.example"),
            CommandExample(
                "denizrota route import recorded.gpx --from-tracks 20m", explanation: "route.import.exampleTracks"),
        ]
    ) { context in
        let path = context.arguments[file] ?? ""
        context.progress.show(context.text("route.import.progress", path == "-" ? "stdin" : path))
        let document: GPXDocument
        do {
            defer { context.progress.clear() }
            document = try GPXFileReader.read(path, context: context)
        }
        var routes = try routes(in: document, path: path, context: context)
        if let newName = context.arguments[importName] {
            guard routes.count == 1 else {
                throw CommandError(.usage, key: "route.import.nameNeedsOne", "\(routes.count)")
            }
            try Route.checkName(newName)
            routes[0].name = newName
        }
        let stores = try NavigationSupport.stores(context)
        let taken = Set(try NavigationSupport.storageCall { try stores.routes.routeNames() })
        let named = try RouteNameClashes.resolve(routes, taken: taken, renaming: context.arguments[renameTaken])
        try NavigationSupport.storageCall { try stores.routes.saveRoutes(named.map(\.route)) }
        for (route, originalName) in named {
            let waypoints = NavigationText(context).waypoints(route.waypoints.count, context)
            if let originalName {
                context.writeLine(context.text("route.import.doneRenamed", route.name, waypoints, originalName))
            } else {
                context.writeLine(context.text("route.import.done", route.name, waypoints))
            }
        }
        return .success
    }

    /// The routes a file gives: its `<rte>`s; else, with `--from-tracks`, its tracks simplified; else its
    /// standalone waypoints as one route named after the file.
    /// - Throws: `CommandError` 65 naming why there is none (tracks are not routes; nothing usable).
    private static func routes(in document: GPXDocument, path: String, context: CommandContext) throws -> [Route] {
        if !document.routes.isEmpty { return document.routes }
        let fileName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if let tolerance = context.arguments[fromTracks], !document.tracks.isEmpty {
            let meters = try TripCommand.tolerance(tolerance)
            return TrackRoutes.routes(from: document.tracks, tolerance: meters, fallbackName: fileName)
        }
        if document.waypoints.count >= 2 {
            var fromWaypoints = try? Route(name: fileName)
            for waypoint in document.waypoints { try? fromWaypoints?.insert(waypoint) }
            if let fromWaypoints { return [fromWaypoints] }
        }
        if !document.tracks.isEmpty {
            throw CommandError(.dataError, key: "route.import.tracksOnly", path)
        }
        throw CommandError(.dataError, key: "route.import.none", path)
    }
}
