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
        let newName = context.arguments[importName]
        if let newName { try Route.checkName(newName) }
        context.progress.show(context.text("route.import.progress", path == "-" ? "stdin" : path))
        let imported: [RouteImporter.Imported]
        var swapped: [(route: Int, point: Int, given: GeoCoordinate, swapped: GeoCoordinate)] = []
        var renamed: [GPXRenamedRoute] = []
        do {
            defer { context.progress.clear() }
            let input = try GPXFileReader.open(path, context: context)
            let stores = try NavigationSupport.stores(context)
            let taken = Set(try NavigationSupport.storageCall { try stores.routes.routeNames() })
            imported = try NavigationSupport.storageCall {
                try stores.routes.importRoutes { writer in
                    let importer = RouteImporter(
                        writer: writer, taken: taken, renaming: context.arguments[renameTaken], newName: newName)
                    renamed = try read(input, into: importer, path: path, context: context)
                    swapped = importer.swapped
                    return importer.imported
                }
            }
        }
        warnRenamed(renamed, context: context)
        warnSwapped(swapped, context: context)
        for route in imported {
            let waypoints = NavigationText(context).waypoints(route.waypointCount, context)
            if let originalName = route.originalName {
                context.writeLine(context.text("route.import.doneRenamed", route.name, waypoints, originalName))
            } else {
                context.writeLine(context.text("route.import.done", route.name, waypoints))
            }
        }
        return .success
    }

    /// Warns, naming both readings, about each point whose latitude and longitude look swapped (kept as given).
    private static func warnSwapped(
        _ points: [(route: Int, point: Int, given: GeoCoordinate, swapped: GeoCoordinate)], context: CommandContext
    ) {
        let text = NavigationText(context)
        for point in points {
            context.diagnostics.warning(
                context.text(
                    "route.import.swapped", String(point.point), String(point.route),
                    text.position(latitude: point.given.latitude, longitude: point.given.longitude),
                    text.position(latitude: point.swapped.latitude, longitude: point.swapped.longitude)))
        }
    }

    /// Says which routes of the file got a "Route n" name because theirs could not be kept (issue 28: never
    /// silently); the excerpt shows control characters as U+FFFD.
    private static func warnRenamed(_ routes: [GPXRenamedRoute], context: CommandContext) {
        for route in routes {
            let number = String(route.routeNumber)
            switch route.reason {
            case .tooLong:
                context.diagnostics.warning(
                    context.text(
                        "route.import.nameTooLong", number,
                        NavigationText(context).number(Double(route.givenLength), digits: 0), route.excerpt,
                        String(Route.maximumNameLength), route.replacement))
            case .controlCharacters:
                context.diagnostics.warning(
                    context.text("route.import.nameControl", number, route.excerpt, route.replacement))
            }
        }
    }

    /// Reads the file into the importer: its routes point by point as they are read; a file without routes gives
    /// the routes of ``routes(in:path:context:)``.
    ///
    /// - Returns: the routes whose name in the file could not be kept (``GPXDocument/renamedRoutes``).
    private static func read(
        _ input: GPXFileReader, into importer: RouteImporter, path: String, context: CommandContext
    ) throws -> [GPXRenamedRoute] {
        let document = try input.read(routes: importer)
        if importer.routeCount == 0 {
            for route in try routes(in: document, path: path, context: context) { importer.add(route) }
        }
        try importer.finish()
        return document.renamedRoutes
    }

    /// The routes a file without `<rte>` gives: with `--from-tracks`, its tracks simplified; else its standalone
    /// waypoints as one route named after the file.
    /// - Throws: `CommandError` 65 naming why there is none (tracks are not routes; nothing usable).
    private static func routes(in document: GPXDocument, path: String, context: CommandContext) throws -> [Route] {
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
