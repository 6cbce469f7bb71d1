import CLIKit
import Formatting
import Foundation
import Localization
import MarineKit
import PDFWriting

/// The two tables of the plan report: the legs, and weather and risk per waypoint.
struct PlanPDFTables {
    /// The command's context.
    let context: CommandContext
    /// The worked-out route.
    let plan: RoutePlan
    /// The judged passage.
    let assessment: PassageAssessment

    private var conventions: LanguageConventions { LanguageConventions(tag: context.language.tag) }

    /// One row per leg: from → to, distance (nm), initial true and magnetic bearing of the geodesic, ETA at its
    /// end and fuel; totals under a rule.
    func legs() -> PDFTable {
        let bearing = BearingFormatter()
        let rows = plan.legs.map { leg in
            [
                String(leg.index), "\(leg.from.name) → \(leg.to.name)" + landMark(leg: leg.index),
                Self.number(leg.distanceNauticalMiles, digits: 1, conventions: conventions),
                bearing.format(degrees: leg.bearingTrue, conventions: conventions),
                bearing.format(degrees: leg.bearingMagnetic, conventions: conventions), eta(leg.eta),
                Self.number(leg.fuelLiters, digits: 1, conventions: conventions),
            ]
        }
        let total = [
            context.text("plan.pdf.total"), "",
            Self.number(plan.totalDistanceMeters / 1852, digits: 1, conventions: conventions),
            "", "", eta(plan.arrival), Self.number(plan.totalFuelLiters, digits: 1, conventions: conventions),
        ]
        return PDFTable(
            columns: [
                .init("#", alignment: .right), .init(context.text("plan.pdf.column.leg"), weight: 3),
                .init(context.text("plan.pdf.column.distance"), alignment: .right),
                .init(context.text("plan.pdf.column.true"), alignment: .right),
                .init(context.text("plan.pdf.column.magnetic"), alignment: .right),
                .init(context.text("plan.pdf.column.eta"), alignment: .right),
                .init(context.text("plan.pdf.column.fuel"), alignment: .right),
            ], rows: rows, totalRows: [total])
    }

    /// One row per waypoint at its ETA: wind, gust and direction, Beaufort force, the sea judged, the straight-line
    /// fetch and the risk with what drives it.
    func weather() -> PDFTable {
        let rows = assessment.waypoints.enumerated().map { index, outlook in
            let hour = outlook.conditions
            return [
                String(index + 1), outlook.waypoint.name, eta(outlook.waypoint.eta), optional(hour?.windKnots, 0),
                optional(hour?.gustKnots, 0),
                hour?.windFromDegrees.map { BearingFormatter().format(degrees: $0, conventions: conventions) } ?? "–",
                outlook.beaufort.map { String($0.force) } ?? "–", optional(outlook.seaHeight, 1),
                optional(outlook.fetch.map { $0.straightLineMeters / 1000 }, 1), risk(outlook.judgement),
            ]
        }
        var table = PDFTable(
            columns: [
                .init("#", alignment: .right), .init(context.text("plan.pdf.column.waypoint"), weight: 2),
                .init(context.text("plan.pdf.column.eta"), alignment: .right),
                .init(context.text("plan.pdf.column.wind"), alignment: .right),
                .init(context.text("plan.pdf.column.gust"), alignment: .right),
                .init(context.text("plan.pdf.column.direction"), alignment: .right),
                .init(context.text("plan.pdf.column.beaufort"), alignment: .right),
                .init(context.text("plan.pdf.column.sea"), alignment: .right),
                .init(context.text("plan.pdf.column.fetch"), alignment: .right),
                .init(context.text("plan.pdf.column.risk"), weight: 2),
            ], rows: rows)
        for (index, outlook) in assessment.waypoints.enumerated() {
            table.cellBackgrounds[index] = [9: Self.cellColors[outlook.judgement.level] ?? .white]
        }
        return table
    }

    /// Light risk colours behind the risk cells (dark text stays readable): green, amber, red, grey.
    static let cellColors: [RiskLevel: PDFColor] = [
        .green: PDFColor(red: 0.80, green: 0.93, blue: 0.84), .yellow: PDFColor(red: 1.0, green: 0.91, blue: 0.62),
        .red: PDFColor(red: 0.98, green: 0.74, blue: 0.74), .unknown: PDFColor(gray: 0.88),
    ]

    /// " – LAND" after a leg that crosses land (the terminal's "⚠" is not in every PDF font).
    private func landMark(leg number: Int) -> String {
        guard assessment.legs.first(where: { $0.number == number })?.land == .land else { return "" }
        return " – " + context.text("land.mark").replacingOccurrences(of: "⚠ ", with: "")
    }

    /// `value` with `digits` fraction digits in the language's notation (`12,5` in Turkish).
    static func number(_ value: Double, digits: Int, conventions: LanguageConventions) -> String {
        guard value.isFinite, let decimal = Decimal(string: String(format: "%.\(digits)f", value)) else { return "–" }
        return DecimalFormatter(fractionDigits: digits).format(decimal, conventions: conventions)
    }

    private func optional(_ value: Double?, _ digits: Int) -> String {
        value.map { Self.number($0, digits: digits, conventions: conventions) } ?? "–"
    }

    /// `08:30`, with `+1` (`+2`, …) for each day after the departure's date (UTC); rounded to the minute like every
    /// time the tool writes (``TimeText/minute(_:)``), never truncated.
    private func eta(_ exact: Date?) -> String {
        guard let exact else { return "–" }
        let date = TimeText.minute(exact)
        let departure = TimeText.minute(assessment.waypoints.first?.waypoint.eta ?? exact)
        let formatter = DateTextFormatter(timeZone: PlanPDFOutput.utc)
        let days = Self.dayNumber(date) - Self.dayNumber(departure)
        return formatter.time(date) + (days > 0 ? " +\(days)" : "")
    }

    /// Whole UTC days since 1970 (for counting midnights between two instants).
    private static func dayNumber(_ date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    private func risk(_ judgement: RiskJudgement) -> String {
        let name = judgement.level.localizedName(in: context.language)
        let drivers = judgement.drivers.map { context.text("plan.quantity.\($0.rawValue)") }
        return drivers.isEmpty ? name : name + " (" + drivers.joined(separator: ", ") + ")"
    }
}
