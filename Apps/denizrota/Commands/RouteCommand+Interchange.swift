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
        let routeName = route.name
        if format == .gpx {
            // Streamed: a 200,000-point route's 23 MB of GPX are written in 64 KiB pieces, never held whole.
            let document = GPXDocument(routes: [route])
            if let path {
                try context.writeOutputFile(to: path) { write in try GPXWriter().write(document, to: write) }
            } else {
                try GPXWriter().write(document) { context.write($0) }
            }
        } else {
            // The route moved in: the chart of a long one drops its waypoints before it is drawn (issue 30).
            let text = try exportText(
                consume route, format: format, boat: try NavigationSupport.boat(stores.boat), context)
            if let path { try context.writeOutputFile(text, to: path) } else { context.write(text) }
        }
        if let path, !OutputFile(path: path).isStandardOutput {
            context.writeLine(context.text("route.export.done", routeName, path))
        }
        return .success
    }

    /// The GeoJSON or SVG text of a route's plan.
    private static func exportText(
        _ route: consuming Route, format: ExportFormat, boat: BoatSettings, _ context: CommandContext
    ) throws -> String {
        guard format == .svg else {
            return GeoJSONWriter().write(RoutePlanner().plan(route, boat: boat, referenceDate: context.now))
        }
        guard route.waypoints.count <= ChartRenderer.detailedWaypointLimit else {
            let positions = route.waypoints.map(\.coordinate)
            let names = (
                name: route.name, first: route.waypoints.first?.name ?? "", last: route.waypoints.last?.name ?? ""
            )
            _ = consume route
            return try denseSVG(name: names.name, positions: positions, endNames: (names.first, names.last), context)
        }
        let (annotations, renderer) = try chartSetup(route.waypoints.lazy.map(\.coordinate), context)
        return renderer.render(
            RoutePlanner().legs(of: route, boat: boat, referenceDate: context.now), annotations: annotations)
    }

    /// The chart of a long route from its waypoints' positions and its first and last waypoint's names alone.
    ///
    /// The route's waypoints (80 bytes each, 16 MB for 200,000) are gone before the coast is clipped and drawn (the peak
    /// was 66.1-66.8 MB against 64 MB; issue 30). Drawn from its length, without keeping its legs' geodesics.
    private static func denseSVG(
        name: String, positions: [GeoCoordinate], endNames: (first: String, last: String), _ context: CommandContext
    ) throws -> String {
        let (annotations, renderer) = try chartSetup(positions, context)
        let length = RoutePlanner().totalDistanceMeters(along: positions)
        return renderer.renderDense(
            name: name, positions: positions, endNames: endNames, totalDistanceMeters: length,
            annotations: annotations)
    }

    /// The chart's annotations (the land report over `positions`, its caption) and its renderer: the embedded coast
    /// drawn from the land check's own index, decoded and held once, not twice (issue 30).
    private static func chartSetup<Positions: RandomAccessCollection<GeoCoordinate>>(
        _ positions: Positions, _ context: CommandContext
    ) throws -> (ChartAnnotations, ChartRenderer) where Positions.Index == Int {
        var annotations = ChartAnnotations()
        let check = try LandSupport.landCheck(context, around: positions)
        let land = check.report(for: positions)
        PlanChart.decorate(&annotations, land: land, context: context)
        annotations.caption = [LandSupport.sourceLine(land, context: context)]
        return (annotations, check.source == .gshhgFull ? ChartRenderer(land: check) : ChartRenderer())
    }
}
