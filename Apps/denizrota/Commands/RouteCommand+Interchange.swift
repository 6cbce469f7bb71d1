import CLIKit
import Foundation
import MarineKit

extension RouteCommand {
    /// Export formats of `route export`.
    enum ExportFormat: String, CaseIterable, ArgumentValue {
        case gpx
        case geojson
        case svg
    }

    static let format = Option<ExportFormat>(
        "format", short: "f", valueName: "route.value.format", help: "route.option.format", default: .gpx)
    static let output = Option<String>("output", short: "o", valueName: "route.value.file", help: "route.option.output")

    static let export = Command(
        name: "export", summary: "route.export.summary", discussion: "route.export.discussion",
        options: [format, output, LandSupport.coastline, NavigationSupport.database], positionals: [name.spec],
        examples: [
            CommandExample("denizrota route export Knidos -o knidos.gpx", explanation: "route.export.exampleGPX"),
            CommandExample(
                "denizrota route export Knidos --format svg -o knidos.svg", explanation: "route.export.exampleSVG"),
        ]
    ) { context in
        let stores = try NavigationSupport.stores(context, readOnly: true)
        let route = try NavigationSupport.route(named: context.arguments[name] ?? "", in: stores.routes)
        let format = context.arguments[format] ?? .gpx
        let path = context.arguments[output]
        if format == .gpx {
            // Streamed: a 200,000-point route's 23 MB of GPX are written in 64 KiB pieces, never held whole.
            let document = GPXDocument(routes: [route])
            if let path {
                try context.writeOutputFile(to: path) { write in try GPXWriter().write(document, to: write) }
            } else {
                try GPXWriter().write(document) { context.write($0) }
            }
        } else {
            let text = try exportText(route, format: format, boat: try NavigationSupport.boat(stores.boat), context)
            if let path { try context.writeOutputFile(text, to: path) } else { context.write(text) }
        }
        if let path, !OutputFile(path: path).isStandardOutput {
            context.writeLine(context.text("route.export.done", route.name, path))
        }
        return .success
    }

    /// The GeoJSON or SVG text of a route's plan.
    private static func exportText(
        _ route: Route, format: ExportFormat, boat: BoatSettings, _ context: CommandContext
    ) throws -> String {
        guard format == .svg else {
            return GeoJSONWriter().write(RoutePlanner().plan(route, boat: boat, referenceDate: context.now))
        }
        var annotations = ChartAnnotations()
        let check = try LandSupport.landCheck(context)
        let land = check.report(for: route.waypoints.lazy.map(\.coordinate))
        PlanChart.decorate(&annotations, land: land, context: context)
        annotations.caption = [LandSupport.sourceLine(land, context: context)]
        // The embedded coast drawn from the land check's own index: decoded and held once, not twice (issue 30).
        let renderer = check.source == .gshhgFull ? ChartRenderer(land: check) : ChartRenderer()
        // A long route is drawn from its waypoints and its length alone, without keeping its legs' geodesics (3.2 MB
        // for 200,000 points; issue 30); a short one from its legs, made when drawn.
        guard route.waypoints.count <= ChartRenderer.detailedWaypointLimit else {
            let length = RoutePlanner().totalDistanceMeters(of: route)
            return renderer.renderDense(route, totalDistanceMeters: length, annotations: annotations)
        }
        return renderer.render(
            RoutePlanner().legs(of: route, boat: boat, referenceDate: context.now), annotations: annotations)
    }
}
