import CLIKit
import Foundation
import MarineKit

/// Writes a judged passage as a table, as JSON (`plan --json`) or as the route chart coloured by risk.
struct PlanOutput {
    let context: CommandContext
    let plan: RoutePlan
    let assessment: PassageAssessment
    /// Numbers of the waypoints beyond the forecast (`--partial`), not judged.
    var uncovered: [Int] = []
    /// Age of the cached forecast used, seconds; nil when it was fetched now.
    var cacheAgeSeconds: TimeInterval?
    /// The local zone shown beside UTC (``TimeText``), or nil.
    var zone: TimeZone?

    func write(format: PlanFormat) throws {
        switch format {
        case .json:
            let document = PassagePlanDocument(
                plan: plan, assessment: assessment, beyondForecast: uncovered, forecastCacheAgeSeconds: cacheAgeSeconds)
            try context.writeJSON(LibraryDocument(document))
        case .svg: context.write(PlanChart.svg(plan: plan, assessment: assessment, context: context))
        case .text: writeText()
        }
    }

    private func writeText() {
        var output = ChunkedLines(context)
        output.append(context.text("plan.text.heading", plan.route.name, TimeText.text(departure, zone: zone)))
        output.append(limitsLine())
        var table = TextTable(headers: Self.headers("plan.text.columns", context), alignments: Self.alignments)
        let cells = CellTexts(NavigationText(context))
        var eta: (date: Date, text: String)?
        for (index, outlook) in assessment.waypoints.enumerated() {
            // Consecutive waypoints of a long route share ETAs and forecast values: each text made once.
            if eta?.date != outlook.waypoint.eta {
                eta = (outlook.waypoint.eta, TimeText.text(outlook.waypoint.eta, zone: zone))
            }
            table.append(row(index, outlook, eta: eta?.text ?? "", cells: cells))
        }
        // Each line laid out and written as it is made (a 200,000-row table held 120 MB of copies; issue 30).
        table.forEachLine { output.append($0) }
        table = TextTable(headers: [], alignments: [])
        for line in landLines() { output.append(line) }
        for line in PlanLegText(context: context, assessment: assessment, zone: zone).lines() { output.append(line) }
        for line in summaryLines() { output.append(line) }
        output.append(context.text("plan.text.attribution"))
        if let age = WeatherCommandSupport.ageLine(cacheAgeSeconds, context: context) { output.append(age) }
        if let land = assessment.land {
            if let unchecked = LandSupport.uncheckedLine(land, context: context) { output.append(unchecked) }
            output.append(LandSupport.sourceLine(land, context: context))
        }
        output.flush()
    }

    /// One line per leg across land ("leg 1: Datça → Knidos crosses land — red").
    func landLines() -> [String] {
        let names = assessment.waypoints.map(\.waypoint.name)
        return assessment.legs.filter { $0.land == .land }.map { leg in
            context.text("plan.text.landLeg", "\(leg.number)", names[leg.number - 1], names[leg.number])
        }
    }

    private var departure: Date { assessment.waypoints.first?.waypoint.eta ?? context.now }

    /// The limits judged against, and whose they are (the boat's or the defaults).
    func limitsLine() -> String {
        let limits = assessment.limits
        let text = NavigationText(context)
        let wind = text.cell(limits.wind.caution, "%.1f") + "/" + text.cell(limits.wind.danger, "%.1f") + " kn"
        let wave = text.cell(limits.wave.caution, "%.2f") + "/" + text.cell(limits.wave.danger, "%.2f") + " m"
        let gust =
            limits.gust.map { text.cell($0.caution, "%.1f") + "/" + text.cell($0.danger, "%.1f") + " kn" }
            ?? context.text("plan.text.notJudged")
        let key = limits.usesDefaultLimits ? "plan.text.limitsDefault" : "plan.text.limitsBoat"
        return context.text(key, wind, gust, wave)
    }

    /// How the table's columns line up: number, waypoint and ETA on the left, the figures on the right, the risk
    /// on the left.
    static let alignments: [TextTable.Alignment] =
        [.trailing, .leading, .leading] + Array(repeating: .trailing, count: 8) + [.leading]

    /// A table's header cells: the catalog text `key` split at `|` (one cell per column, in every language).
    static func headers(_ key: String, _ context: CommandContext) -> [String] {
        context.text(key).split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func row(_ index: Int, _ outlook: WaypointOutlook, eta: String, cells: CellTexts) -> [String] {
        let hour = outlook.conditions
        let fetch = outlook.fetch.map { cells.cell($0.straightLineMeters / 1000, "%.1f") + " km" } ?? "–"
        return [
            String(index + 1), outlook.waypoint.name, eta,
            cells.cell(hour?.windKnots, "%.1f"), cells.cell(hour?.gustKnots, "%.1f"),
            cells.cell(hour?.windFromDegrees, "%.0f°"), outlook.beaufort.map { String($0.force) } ?? "–",
            cells.cell(outlook.seaHeight, "%.2f"), cells.cell(hour?.wavePeriod, "%.1f"), fetch,
            cells.cell(outlook.estimatedWindSea?.significantHeight, "%.2f"), riskText(outlook.judgement),
        ]
    }

    private func riskText(_ judgement: RiskJudgement) -> String {
        let name = judgement.level.localizedName(in: context.language)
        let drivers = judgement.drivers.map { context.text("plan.quantity.\($0.rawValue)") }
        let text = drivers.isEmpty ? name : name + " (" + drivers.joined(separator: ", ") + ")"
        guard context.environment.outputAllowsColor, let color = Self.terminalColors[judgement.level] else {
            return text
        }
        return color + text + "\u{1B}[0m"
    }

    /// ANSI colours of the risk on a terminal (not with `NO_COLOR`, not in a pipe): green, yellow, bold red, grey.
    static let terminalColors: [RiskLevel: String] = [
        .green: "\u{1B}[32m", .yellow: "\u{1B}[33m", .red: "\u{1B}[1;31m", .unknown: "\u{1B}[90m",
    ]

    /// Worst risk, worst leg, first red waypoint and the suggested later departure, one sentence each.
    func summaryLines() -> [String] {
        let summary = assessment.summary
        var lines = [context.text("plan.text.worst", summary.worstRisk.localizedName(in: context.language))]
        if !uncovered.isEmpty {
            // As ranges, the rest counted (a 200,000-point route listed 52,348 numbers on one line; issue 30).
            lines.append(context.text("plan.text.partial", LandNumberList.text(uncovered, context: context)))
        }
        if let leg = summary.worstLegIndex, summary.worstRisk == .yellow || summary.worstRisk == .red {
            lines.append(context.text("plan.text.worstLeg", "\(leg + 1)", "\(leg + 2)"))
        }
        if let red = summary.firstRedIndex, let time = summary.firstRedTime {
            lines.append(
                context.text(
                    "plan.text.firstRed", "\(red + 1)", assessment.waypoints[red].waypoint.name,
                    TimeText.text(time, zone: zone)))
        }
        if summary.landFlagged {
            lines.append(context.text("plan.text.land"))
        } else if let later = summary.suggestedDeparture {
            lines.append(context.text("plan.text.suggested", TimeText.text(later, zone: zone)))
        } else if summary.worstRisk == .red {
            lines.append(context.text("plan.text.noSuggestion"))
        }
        return lines
    }
}
