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
            try context.writeOutputFile(text, to: path)
            if !OutputFile(path: path).isStandardOutput {
                context.writeLine(context.text("route.export.done", route.name, path))
            }
        } else {
            context.write(text)
        }
        return .success
    }
}
