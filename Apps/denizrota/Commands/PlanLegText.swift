import CLIKit
import Foundation
import MarineKit

/// Where and when a leg is at its worst, in words.
///
/// For example "leg 2, 7.8 nm after Mouth, 2026-06-01 10:24 UTC: wind 34.0 kn,
/// gusts 45.0 kn, waves 2.50 m — red (wind, gusts, waves)". The plan's text and PDF print it for every yellow or red
/// leg; the chart shows the same place.
struct PlanLegText {
    let context: CommandContext
    let assessment: PassageAssessment
    /// The local zone shown beside UTC (``TimeText``), or nil.
    var zone: TimeZone?

    /// One line per yellow or red leg that does not cross land (those have their own line), in route order.
    func lines() -> [String] {
        assessment.legs.compactMap { leg in
            guard leg.land != .land, leg.level == .yellow || leg.level == .red, let point = leg.worstPoint else {
                return nil
            }
            return line(leg, point)
        }
    }

    /// "leg 2, 7.8 nm after Mouth, 2026-06-01 10:24 UTC: wind 34.0 kn, … — red (wind)".
    func line(_ leg: LegOutlook, _ point: LegPointOutlook) -> String {
        context.text(
            "plan.text.legWorst", "\(leg.number)", place(point), TimeText.text(point.outlook.waypoint.eta, zone: zone),
            figures(point.outlook), risk(point.outlook.judgement))
    }

    /// "7.8 nm after Mouth", or "at Knidos" when the worst is a waypoint.
    func place(_ point: LegPointOutlook) -> String {
        if let index = point.waypointIndex, let waypoint = assessment.waypoints[safe: index] {
            return context.text("plan.text.legPlace.at", waypoint.waypoint.name)
        }
        let distance = NavigationText(context).nauticalMiles(point.distanceFromStartMeters, digits: 1)
        return context.text("plan.text.legPlace.after", distance, point.outlook.waypoint.name)
    }

    /// "wind 34.0 kn, gusts 45.0 kn, waves 2.50 m" (what is known).
    func figures(_ outlook: WaypointOutlook) -> String {
        let text = NavigationText(context)
        let hour = outlook.conditions
        let parts: [(String, Double?, String, String)] = [
            ("wind", hour?.windKnots, "%.1f", "kn"), ("gust", hour?.gustKnots, "%.1f", "kn"),
            ("wave", outlook.seaHeight, "%.2f", "m"),
        ]
        let known = parts.compactMap { name, value, format, unit in
            value.map { context.text("plan.quantity.\(name)") + " " + text.cell($0, format) + "\u{00A0}" + unit }
        }
        return known.isEmpty ? "–" : known.joined(separator: ", ")
    }

    /// "red (wind, gusts)".
    func risk(_ judgement: RiskJudgement) -> String {
        let name = judgement.level.localizedName(in: context.language)
        let drivers = judgement.drivers.map { context.text("plan.quantity.\($0.rawValue)") }
        return drivers.isEmpty ? name : name + " (" + drivers.joined(separator: ", ") + ")"
    }
}

extension Array {
    /// The element at `index`, or nil outside the array.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
