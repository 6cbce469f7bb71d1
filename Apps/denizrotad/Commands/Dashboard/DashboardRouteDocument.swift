import CLIKit
import Foundation
import MarineKit

/// `GET /api/v1/routes/NAME`: one stored route, its waypoints and legs as MarineKit's `RoutePlanDocument` writes
/// them (`denizrota route show --json`'s elements, Docs/json.md "Routes"), plus, for the route the daemon follows,
/// the active waypoint and each leg's weather risk from the latest `--weather` check
/// (Docs/schemas/denizrotad-route.schema.json).
struct DashboardRouteDocument: JSONDocument {
    /// A leg: the library's element (``RoutePlanDocument/Leg``) and its weather risk when known.
    struct Leg: Encodable {
        let leg: RoutePlanDocument.Leg
        /// `green`, `yellow`, `unknown` or `red` (the rule of `denizrota plan`), absent when not judged.
        let risk: String?

        /// The library's members, then `risk` beside them in the same object.
        func encode(to encoder: any Encoder) throws {
            try leg.encode(to: encoder)
            var container = encoder.container(keyedBy: RiskKey.self)
            try container.encodeIfPresent(risk, forKey: .risk)
        }

        private enum RiskKey: String, CodingKey { case risk }
    }

    let name: String
    let departure: Date?
    let waypoints: [RoutePlanDocument.Waypoint]
    let legs: [Leg]
    let totalDistanceMeters: Double
    let totalDurationSeconds: Double
    /// Whether the daemon follows this route (`--route`); then the active waypoint's number (absent once complete).
    let followed: Bool
    let activeWaypointNumber: Int?
    /// When the leg risks were judged (the latest weather check of the route ahead); absent without one.
    let riskCheckedAt: Date?
    /// The coastline the land flags come from, as `route show --json` names it (MarineKit's document: name,
    /// attribution, tolerance in metres, coverage in degrees).
    let coastline: CoastlineSourceDocument

    /// The document of `plan` with `land` and, when the route is followed, `progress`.
    init(_ plan: RoutePlan, land: RouteLandReport, progress: DashboardServer.FollowedRoute?) {
        name = plan.route.name
        departure = plan.route.plannedDeparture.map(Self.second)
        waypoints = plan.route.waypoints.enumerated().map { offset, waypoint in
            RoutePlanDocument.Waypoint(waypoint, number: offset + 1, onLand: land.waypoints[offset].isLand)
        }
        legs = plan.legs.map { leg in
            Leg(
                leg: RoutePlanDocument.Leg(
                    leg, fuelCost: RoutePlanDocument.money(plan.fuelCost(of: leg)),
                    crossesLand: land.legs[leg.index - 1].isLand),
                risk: progress?.legRisks[leg.index]?.rawValue)
        }
        totalDistanceMeters = plan.totalDistanceMeters
        totalDurationSeconds = plan.totalDurationSeconds
        followed = progress != nil
        activeWaypointNumber = progress?.activeWaypointNumber
        riskCheckedAt = progress?.riskCheckedAt
        coastline = CoastlineSourceDocument(land)
    }

    private static func second(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded())
    }
}
