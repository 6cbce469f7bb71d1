import Foundation
import MarineKit

/// The route chart (MarineKit's `ChartRenderer`) with waypoints coloured by risk and wind arrows.
enum PlanChart {
    /// Fill colours by risk: green, amber, red, grey (unknown).
    static let colors: [RiskLevel: String] = [
        .green: "#2a9d8f", .yellow: "#e9c46a", .red: "#e63946", .unknown: "#adb5bd",
    ]

    static func svg(plan: RoutePlan, assessment: PassageAssessment) -> String {
        var annotations = ChartAnnotations()
        for (index, outlook) in assessment.waypoints.enumerated() {
            let hour = outlook.conditions
            let caption = [
                hour?.windKnots.map { String(format: "%.0f kn", $0) },
                outlook.seaHeight.map { String(format: "%.1f m", $0) },
            ].compactMap { $0 }.joined(separator: ", ")
            annotations.waypointMarks[index + 1] = ChartAnnotations.WaypointMark(
                fill: colors[outlook.judgement.level] ?? "#adb5bd", caption: caption.isEmpty ? nil : caption)
            if let knots = hour?.windKnots, let from = hour?.windFromDegrees {
                annotations.arrows.append(
                    ChartAnnotations.Arrow(
                        coordinate: outlook.waypoint.location,
                        bearing: (from + 180).truncatingRemainder(dividingBy: 360),
                        length: min(80, 20 + 2 * knots), color: "#264653", label: String(format: "%.0f kn", knots)))
            }
        }
        return ChartRenderer().render(plan, annotations: annotations)
    }
}
