import CLIKit
import Formatting
import Foundation
import Localization
import MarineKit
import PDFWriting

/// The passage plan as a PDF a skipper prints (`plan NAME --pdf FILE`).
///
/// Title block and overview, the legs
/// (distance, true and magnetic bearing, ETA, fuel), weather and risk per waypoint at its ETA (wind, gust,
/// direction, Beaufort, sea, fetch, risk), the summary, and the route chart as vector graphics with waypoints
/// coloured by risk. Every text is in the user's language; times are UTC, as in the text output.
struct PlanPDF {
    /// The command's context.
    let context: CommandContext
    /// The worked-out route.
    let plan: RoutePlan
    /// The judged passage.
    let assessment: PassageAssessment
    /// The local zone shown beside UTC (``TimeText``), or nil.
    var zone: TimeZone?

    /// Dot colours by risk on the chart.
    static let riskColors: [RiskLevel: PDFColor] = [.green: .green, .yellow: .amber, .red: .red, .unknown: .gray]

    /// The report's title (also the document title).
    var title: String { context.text("plan.pdf.title", plan.route.name) }

    private var language: Language { context.language }
    private var conventions: LanguageConventions { LanguageConventions(tag: context.language.tag) }
    private var output: PlanOutput { PlanOutput(context: context, plan: plan, assessment: assessment) }
    private var departure: Date { assessment.waypoints.first?.waypoint.eta ?? context.now }

    /// Adds the report's blocks.
    func fill(_ report: inout PDFReport) {
        report.title(title, subtitle: context.text("plan.pdf.subtitle", dateTime(departure)))
        report.keyValues(overview())
        report.heading(context.text("plan.pdf.legs"))
        report.table(PlanPDFTables(context: context, plan: plan, assessment: assessment).legs())
        report.heading(context.text("plan.pdf.weather"))
        report.table(PlanPDFTables(context: context, plan: plan, assessment: assessment).weather())
        report.paragraph(context.text("plan.pdf.units"), small: true)
        report.heading(context.text("plan.pdf.summary"))
        let legLines = PlanLegText(context: context, assessment: assessment, zone: zone).lines()
        for line in output.landLines() + legLines + output.summaryLines() { report.paragraph(line) }
        report.paragraph(output.limitsLine(), small: true)
        report.pageBreak()  // the chart takes most of a page: keep it whole, under its heading
        report.heading(context.text("plan.pdf.chart"))
        // Most of the page: its height less the margins, the heading, the caption and the footer (about 95 pt).
        let height = max(report.contentWidth * 0.72, report.pageSize.height - 2 * report.style.margin - 95)
        let caption =
            context.text("chart.caption.departure", dateTime(departure)) + " · "
            + PlanChart.sources(assessment.land, context)
        report.drawing(chart(width: report.contentWidth, height: height.rounded()), caption: caption)
    }

    private func overview() -> [(label: String, value: String)] {
        let distance = DistanceFormatter(unit: .nauticalMiles, fractionDigits: 1)
        let fuel = PlanPDFTables.number(plan.totalFuelLiters, digits: 1, conventions: conventions)
        var rows: [(label: String, value: String)] = [
            (context.text("plan.pdf.route"), plan.route.name),
            (context.text("plan.pdf.departure"), dateTime(departure)),
        ]
        if let arrival = assessment.waypoints.last?.waypoint.eta {
            rows.append((context.text("plan.pdf.arrival"), dateTime(arrival)))
        }
        rows += [
            (
                context.text("plan.pdf.distance"),
                distance.format(meters: plan.totalDistanceMeters, conventions: conventions)
            ),
            (
                context.text("plan.pdf.duration"),
                DurationFormatter().format(seconds: plan.totalDurationSeconds, conventions: conventions)
            ),
            (
                context.text("plan.pdf.fuel"),
                context.text(
                    "plan.pdf.fuelValue", fuel, MoneyFormatter().format(plan.totalFuelCost, conventions: conventions))
            ),
        ]
        return rows
    }

    /// `1 June 2026 05:00 UTC`, then `(08:00 UTC+3)` with a local zone, in the user's language.
    private func dateTime(_ date: Date) -> String {
        // Rounded to the nearest minute, like every other time the tool writes (``TimeText``).
        let minute = TimeText.minute(date)
        let utc = DateTextFormatter(timeZone: PlanPDFOutput.utc).longDateTime(minute, conventions: conventions) + " UTC"
        return zone.map { utc + " (" + TimeText.local(date, zone: $0) + ")" } ?? utc
    }

    /// The route chart: land around the route from the embedded coastline, waypoints and legs coloured by risk,
    /// land in the warning style, a legend.
    private func chart(width: Double, height: Double) -> PDFDrawing {
        let land = assessment.land
        let waypoints = assessment.waypoints.enumerated().map { index, outlook in
            var point = RouteChart.Waypoint(
                name: outlook.waypoint.name,
                position: GeoCoordinate(
                    latitude: outlook.waypoint.location.latitude, longitude: outlook.waypoint.location.longitude),
                color: Self.riskColors[outlook.judgement.level])
            point.warning = land?.waypoints[index] == .land
            if let from = outlook.conditions?.windFromDegrees, let knots = outlook.conditions?.windKnots {
                point.windArrowBearing = (from + 180).truncatingRemainder(dividingBy: 360)
                point.windLabel = PlanPDFTables.number(knots, digits: 0, conventions: conventions) + " kn"
            }
            return point
        }
        var chart = RouteChart(
            waypoints: waypoints, land: Self.land(around: assessment.waypoints.map(\.waypoint.location)))
        chart.legs = assessment.legs.map {
            RouteChart.Leg(color: Self.riskColors[$0.level] ?? .gray, warning: $0.land == .land)
        }
        chart.legend =
            [RiskLevel.green, .yellow, .red, .unknown].map {
                RouteChart.LegendEntry(
                    color: Self.riskColors[$0] ?? .gray, label: $0.localizedName(in: context.language))
            } + [
                RouteChart.LegendEntry(
                    color: RouteChart.warningColor, warning: true, label: context.text("chart.legend.land")),
                windLegend,
            ]
        return chart.drawing(width: width, height: height, language: language)
    }

    /// The legend line of the wind arrows.
    private var windLegend: RouteChart.LegendEntry {
        var entry = RouteChart.LegendEntry(color: RouteChart.windColor, label: context.text("chart.legend.wind"))
        entry.arrow = true
        return entry
    }

    /// The rings of every land polygon near the route (its box widened by its own size and half a degree, which
    /// covers what the chart's frame shows), from the full-resolution coast the land check uses, simplified to about
    /// a thousandth of that box; parts outside the chart are clipped by the drawing.
    static func land(around points: [GeoCoordinate]) -> [[GeoCoordinate]] {
        guard let box = GeoBoundingBox(enclosing: points) else { return [] }
        let spread = max(box.maxLatitude - box.minLatitude, box.maxLongitude - box.minLongitude) + 0.5
        let wide = GeoBoundingBox(
            minLatitude: box.minLatitude - spread, maxLatitude: box.maxLatitude + spread,
            minLongitude: box.minLongitude - spread, maxLongitude: box.maxLongitude + spread)
        let tolerance = (wide.maxLongitude - wide.minLongitude) / 2000
        return Coastline.fullResolution.landRings(in: wide, toleranceDegrees: tolerance)
    }
}
