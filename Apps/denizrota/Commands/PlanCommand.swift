import CLIKit
import Formatting
import Foundation
import MarineKit

/// `denizrota plan NAME [--depart 2026-06-01T08:00+03:00] [--json] [--format svg] [--pdf FILE]`: the route judged
/// at each waypoint's ETA and along every leg (MarineKit's `LegSampling`) against the boat's limits, with a summary and a later departure when needed;
/// `--pdf` also writes the printable report (``PlanPDF``).
public enum PlanCommand {
    static let name = Positional<String>(valueName: "plan.value.route", help: "plan.argument.route")
    static let depart = Option<String>("depart", valueName: "plan.value.time", help: "plan.option.depart")
    static let format = Option<PlanFormat>(
        "format", valueName: "plan.value.format", help: "plan.option.format", default: .text)
    static let method = Option<WaveGrowthMethod>(
        "method", valueName: "weather.value.method", help: "fetch.option.method", default: .cem2003)

    /// The command.
    public static let command = Command(
        name: "plan", summary: "plan.summary", discussion: "plan.discussion",
        options: [depart, format, method, PlanHorizon.partial, LandSupport.coastline, TimeText.zoneOption]
            + WeatherCommandSupport.networkOptions
            + PlanPDFOutput.options,
        positionals: [name.spec],
        examples: [
            CommandExample("denizrota plan gokova --depart 2026-06-01T08:00+03:00", explanation: "plan.example.basic"),
            CommandExample("denizrota plan gokova --format svg > gokova.svg", explanation: "plan.example.svg"),
            CommandExample("denizrota plan gokova --pdf gokova.pdf --lang tr", explanation: "plan.example.pdf"),
        ],
        writesJSON: true
    ) { context in
        let stores = try PlanSources.stores(context)
        let route = try PlanSources.route(named: context.arguments[name] ?? "", in: stores.routes)
        let boat = try PlanSources.boat(stores.boat)
        let departure = try departureTime(context, route: route)
        let zone = try TimeText.zone(context, boat: boat)
        let fonts = try PlanPDFOutput.fontsIfRequested(context)
        let plan = RoutePlanner().plan(
            route, departingAt: departure, boat: boat ?? .defaults, referenceDate: context.now)
        let passage = (plan: plan, waypoints: plan.passageWaypoints ?? [])
        let samples = LegSampling().samples(along: passage.waypoints)
        let bundle = try await WeatherCommandSupport.forecasts(
            passage.waypoints.map(\.location) + samples.map(\.forecastLocation), context: context)
        let forecasts = (
            waypoints: Array(bundle.forecasts.prefix(passage.waypoints.count)),
            samples: Array(bundle.forecasts.dropFirst(passage.waypoints.count))
        )
        let uncovered = try PlanHorizon.check(passage.waypoints, forecasts: forecasts.waypoints, context: context)
        let limits = boat.map { RiskLimits(boat: $0.limits) } ?? .defaults
        // Judging a long route takes seconds (a 200,000-point route: about 5 s of CPU; issue 30): say so on a terminal.
        let counts = NavigationText(context)
        context.progress.show(
            context.text(
                "plan.progress.judging", counts.number(Double(passage.waypoints.count), digits: 0),
                counts.number(Double(samples.count), digits: 0)))
        let coordinates = route.waypoints.map(\.coordinate)
        let (landCheck, grid) = try LandSupport.check(context, around: coordinates)
        var assessor = PassageAssessor(
            limits: limits, fetch: CoastalFetch(grid: grid),
            growth: WindSeaGrowth(method: context.arguments[method] ?? .cem2003))
        assessor.land = landCheck.report(for: coordinates)
        let assessment = assessor.assess(
            passage.waypoints, forecasts: forecasts.waypoints, samples: samples, sampleForecasts: forecasts.samples)
        context.progress.clear()
        if let fonts {
            let report = PlanPDF(context: context, plan: passage.plan, assessment: assessment, zone: zone)
            try PlanPDFOutput.write(context, fonts: fonts, title: report.title, fill: report.fill)
        }
        guard !PlanPDFOutput.isOnStandardOutput(context) else { return .success }
        let output = PlanOutput(
            context: context, plan: passage.plan, assessment: assessment, uncovered: uncovered,
            cacheAgeSeconds: bundle.cacheAgeSeconds, zone: zone)
        try output.write(format: context.isJSONOutput ? .json : context.arguments[format] ?? .text)
        return .success
    }

    private static func departureTime(_ context: CommandContext, route: Route) throws -> Date {
        guard let text = context.arguments[depart] else { return route.plannedDeparture ?? context.now }
        do {
            return try ISO8601DateParser.parse(text, timeZone: TimeZone(identifier: "UTC") ?? .current)
        } catch {
            throw CommandError(.dataError, key: "plan.error.depart", text)
        }
    }
}

/// `plan --format`: a table, JSON, or the route chart coloured by risk.
enum PlanFormat: String, CaseIterable, ArgumentValue {
    case text, json, svg
}
