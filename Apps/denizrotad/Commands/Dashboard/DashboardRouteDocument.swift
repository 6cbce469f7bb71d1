import CLIKit
import Foundation
import MarineKit

/// `GET /api/v1/routes/NAME`: one stored route with its waypoints and legs, in the names of
/// `denizrota route show --json` (Docs/json.md "Routes"), plus, for the route the daemon follows, the active
/// waypoint and each leg's weather risk from the latest `--weather` check
/// (Docs/schemas/denizrotad-route.schema.json).
struct DashboardRouteDocument: JSONDocument {
    /// A waypoint: number from 1, position, and whether it lies on land (null outside the coastline's coverage).
    struct Point: Encodable {
        let number: Int
        let name: String
        let latitude: Double
        let longitude: Double
        let onLand: JSONNullable<Bool>
    }

    /// A leg: number from 1 (leg n joins waypoints n and n + 1), WGS84 geodesic distance and initial bearing
    /// (degrees true), planned speed and time, whether it crosses land, and its weather risk when known.
    struct Leg: Encodable {
        let number: Int
        let from: String
        let to: String
        let distanceMeters: Double
        let bearingTrue: Double
        let speedKnots: Double
        let durationSeconds: Double
        let eta: JSONNullable<Date>
        let crossesLand: JSONNullable<Bool>
        /// `green`, `yellow`, `unknown` or `red` (the rule of `denizrota plan`), absent when not judged.
        let risk: String?
    }

    let name: String
    let departure: Date?
    let waypoints: [Point]
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
            Point(
                number: offset + 1, name: waypoint.name, latitude: waypoint.coordinate.latitude,
                longitude: waypoint.coordinate.longitude, onLand: JSONNullable(land.waypoints[offset].isLand))
        }
        legs = plan.legs.map { leg in
            Leg(
                number: leg.index, from: leg.from.name, to: leg.to.name, distanceMeters: Self.round(leg.distanceMeters),
                bearingTrue: (leg.bearingTrue * 10).rounded() / 10, speedKnots: leg.speedKnots,
                durationSeconds: leg.durationSeconds.rounded(), eta: JSONNullable(leg.eta.map(Self.second)),
                crossesLand: JSONNullable(land.legs[leg.index - 1].isLand),
                risk: progress?.legRisks[leg.index]?.rawValue)
        }
        totalDistanceMeters = Self.round(plan.totalDistanceMeters)
        totalDurationSeconds = plan.totalDurationSeconds.rounded()
        followed = progress != nil
        activeWaypointNumber = progress?.activeWaypointNumber
        riskCheckedAt = progress?.riskCheckedAt
        coastline = CoastlineSourceDocument(land)
    }

    private static func round(_ meters: Double) -> Double { (meters * 1000).rounded() / 1000 }
    private static func second(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded())
    }
}
