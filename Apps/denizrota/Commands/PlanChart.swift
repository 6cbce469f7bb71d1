import CLIKit
import Foundation
import MarineKit

/// The route chart (MarineKit's `ChartRenderer`): legs coloured by their worst risk, waypoints by theirs, land in
/// the warning style, wind arrows beside the waypoints, a legend and a caption with the departure and the sources.
enum PlanChart {
    /// Colours by risk: green, amber, red, grey (unknown).
    static let colors: [RiskLevel: String] = [
        .green: "#2a9d8f", .yellow: "#e9c46a", .red: "#e63946", .unknown: "#adb5bd",
    ]
    /// Dash patterns by risk, so that a leg's risk shows without colour too (and is written in its label): green
    /// solid, yellow long dashes, red short dashes, unknown dots.
    static let dashes: [RiskLevel: String] = [.green: "", .yellow: "14 6", .red: "5 4", .unknown: "2 6"]
    /// Wind arrow colour.
    static let windColor = "#264653"

    static func svg(plan: RoutePlan, assessment: PassageAssessment, context: CommandContext) -> String {
        var annotations = ChartAnnotations()
        for (index, outlook) in assessment.waypoints.enumerated() {
            let hour = outlook.conditions
            let level = outlook.judgement.level
            let caption = [
                hour?.windKnots.map { String(format: "%.0f kn", $0) },
                outlook.seaHeight.map { String(format: "%.1f m", $0) }, level.localizedName(in: context.language),
            ].compactMap { $0 }.joined(separator: ", ")
            annotations.waypointMarks[index + 1] = ChartAnnotations.WaypointMark(
                fill: colors[level] ?? "#adb5bd", caption: caption)
            if let knots = hour?.windKnots, let from = hour?.windFromDegrees {
                annotations.arrows.append(
                    ChartAnnotations.Arrow(
                        coordinate: outlook.waypoint.location,
                        bearing: (from + 180).truncatingRemainder(dividingBy: 360),
                        length: min(56, 18 + 1.5 * knots), color: windColor))
            }
        }
        for leg in assessment.legs {
            annotations.legColors[leg.number] = colors[leg.level]
            annotations.legDashes[leg.number] = dashes[leg.level].flatMap { $0.isEmpty ? nil : $0 }
            annotations.legNotes[leg.number] = leg.level.localizedName(in: context.language)
        }
        annotations.arrows += worstPointArrows(assessment)
        decorate(&annotations, land: assessment.land, context: context)
        annotations.legend =
            [RiskLevel.green, .yellow, .red, .unknown].map {
                ChartAnnotations.LegendItem(
                    .pattern(colors[$0] ?? "#adb5bd", dashes[$0] ?? ""), label: $0.localizedName(in: context.language))
            } + annotations.legend + [
                ChartAnnotations.LegendItem(.arrow(windColor), label: context.text("chart.legend.wind"))
            ]
        let departure = assessment.waypoints.first.map { UTCText.minutes($0.waypoint.eta) } ?? "–"
        annotations.caption =
            [context.text("chart.caption.departure", departure)]
            + PlanLegText(context: context, assessment: assessment).lines() + [sources(assessment.land, context)]
        annotations.summary = annotations.caption
        return ChartRenderer().render(plan, annotations: annotations)
    }

    /// A wind arrow in the leg's risk colour, labelled with the wind, at the worst point between the waypoints of
    /// each yellow or red leg (MarineKit's `LegSampling`); the caption says where and when in words.
    static func worstPointArrows(_ assessment: PassageAssessment) -> [ChartAnnotations.Arrow] {
        assessment.legs.compactMap { leg in
            guard leg.level == .yellow || leg.level == .red, let point = leg.worstPoint, point.waypointIndex == nil,
                let knots = point.outlook.conditions?.windKnots, let from = point.outlook.conditions?.windFromDegrees
            else { return nil }
            var arrow = ChartAnnotations.Arrow(
                coordinate: point.outlook.waypoint.location, bearing: (from + 180).truncatingRemainder(dividingBy: 360),
                length: min(56, 18 + 1.5 * knots), color: colors[leg.level] ?? windColor)
            arrow.label = String(format: "%.0f kn", knots)
            return arrow
        }
    }

    /// The chart's own words in the user's language (``ChartWords``: leg and waypoint titles, the simplification
    /// note), then land marks and the land label from a route's land check, and the land legend line when something
    /// is on land.
    static func decorate(_ annotations: inout ChartAnnotations, land: RouteLandReport?, context: CommandContext) {
        annotations.words = ChartWords(
            leg: context.text("chart.words.leg"), waypoint: context.text("chart.words.waypoint"),
            simplified: context.text("chart.words.simplified"), counts: context.text("chart.words.counts"))
        guard let land else { return }
        annotations.landWaypoints = Set(land.waypointsOnLand)
        annotations.landLegs = Set(land.legsCrossingLand)
        annotations.landLabel = context.text("land.mark")
        annotations.landCoverage = land.source.coverage
        annotations.uncheckedLegs = Set(land.uncheckedLegs)
        if land.hasLand { annotations.legend.append(.init(.landWarning, label: context.text("chart.legend.land"))) }
        if land.hasUncovered { annotations.legend.append(.init(.unchecked, label: context.text("land.noData"))) }
    }

    /// "Weather: Open-Meteo.com (CC BY 4.0); coastline: NAME".
    static func sources(_ land: RouteLandReport?, _ context: CommandContext) -> String {
        context.text(
            "chart.caption.sources", land?.source.attribution ?? CoastlineSource.gshhgFull.attribution)
    }
}
