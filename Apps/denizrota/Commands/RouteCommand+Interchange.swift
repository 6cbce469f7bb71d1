import CLISupport
import Foundation
import MarineKit

extension RouteCommand {
    /// Export formats of `route export`.
    enum ExportFormat: String, CaseIterable, ArgumentValue {
        case gpx
        case geojson
        case svg
    }

    static let file = Positional<String>(valueName: "route.value.file", help: "route.argument.file")
    static let format = Option<ExportFormat>(
        "format", short: "f", valueName: "route.value.format", help: "route.option.format", default: .gpx)
    static let output = Option<String>("output", short: "o", valueName: "route.value.file", help: "route.option.output")
    static let importName = Option<String>("name", valueName: "route.value.name", help: "route.option.importName")

    static let importFile = Command(
        name: "import", summary: "route.import.summary", discussion: "route.import.discussion",
        options: [importName, NavigationSupport.database], positionals: [file.spec],
        examples: [CommandExample("denizrota route import passage.gpx", explanation: "route.import.example")]
    ) { context in
        let path = context.arguments[file] ?? ""
        let document = try readGPX(path, context: context)
        let stores = try NavigationSupport.stores(context)
        var routes = document.routes
        if routes.isEmpty, document.waypoints.count >= 2 {
            var fromWaypoints = try? Route(name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
            for waypoint in document.waypoints { try? fromWaypoints?.insert(waypoint) }
            routes = fromWaypoints.map { [$0] } ?? []
        }
        guard !routes.isEmpty else { throw CommandError(.dataError, key: "route.import.none", path) }
        if let newName = context.arguments[importName] {
            guard routes.count == 1 else {
                throw CommandError(.usage, key: "route.import.nameNeedsOne", "\(routes.count)")
            }
            try Route.checkName(newName)
            routes[0].name = newName
        }
        for route in routes {
            guard try NavigationSupport.storageCall({ try stores.routes.route(named: route.name) }) == nil else {
                throw RouteError.alreadyExists(name: route.name)
            }
        }
        for route in routes {
            try NavigationSupport.storageCall { try stores.routes.saveRoute(route) }
            context.writeLine(
                context.text(
                    "route.import.done", route.name, NavigationText(context).waypoints(route.waypoints.count, context)))
        }
        return .success
    }

    /// Reads and parses a GPX file, refusing files over the reader's size limit before loading them.
    ///
    /// - Throws: `CommandError` 74 when the file cannot be read; 65 with `FILE: ` and MarineKit's
    ///   ``InterchangeError`` message when it is too large or not acceptable GPX.
    private static func readGPX(_ path: String, context: CommandContext) throws -> GPXDocument {
        let reader = GPXReader()
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size else { throw CommandError(.ioError, key: "denizrota.error.read", path) }
        do {
            guard size <= reader.maximumBytes else {
                throw InterchangeError.tooLarge(bytes: size, limit: reader.maximumBytes)
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandError(.ioError, key: "denizrota.error.read", path)
            }
            return try reader.read(data)
        } catch let error as InterchangeError {
            throw CommandError(.dataError, key: "denizrota.error.inFile", path, context.localizer.message(for: error))
        }
    }

    static let export = Command(
        name: "export", summary: "route.export.summary", discussion: "route.export.discussion",
        options: [format, output, LandSupport.coastline, NavigationSupport.database], positionals: [name.spec],
        examples: [
            CommandExample("denizrota route export Knidos -o knidos.gpx", explanation: "route.export.exampleGPX"),
            CommandExample(
                "denizrota route export Knidos --format svg -o knidos.svg", explanation: "route.export.exampleSVG"),
        ]
    ) { context in
        let stores = try NavigationSupport.stores(context)
        let route = try NavigationSupport.route(named: context.arguments[name] ?? "", in: stores.routes)
        let plan = RoutePlanner().plan(route, boat: try NavigationSupport.boat(stores.boat), referenceDate: context.now)
        let text: String
        switch context.arguments[format] ?? .gpx {
        case .gpx:
            text = try GPXWriter().write(GPXDocument(routes: [route]))
        case .geojson: text = GeoJSONWriter().write(plan)
        case .svg:
            var annotations = ChartAnnotations()
            let land = try LandSupport.check(context).check.report(for: route.waypoints.map(\.coordinate))
            PlanChart.decorate(&annotations, land: land, context: context)
            annotations.caption = [LandSupport.sourceLine(land, context: context)]
            text = ChartRenderer().render(plan, annotations: annotations)
        }
        if let path = context.arguments[output] {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw CommandError(.ioError, key: "denizrota.error.write", path)
            }
            context.writeLine(context.text("route.export.done", route.name, path))
        } else {
            context.write(text)
        }
        return .success
    }
}
