import CLIKit
import Foundation
import MarineKit

/// `GET /api/v1/plan`'s answer: the route judged for one departure, in the names of `denizrota plan --json`
/// (Docs/json.md; schema denizrotad-plan): per waypoint its ETA, wind, gusts, wind direction, sea height and risk;
/// per leg its risk, worst point and every sample along it (the rule of `plan`: every leg sampled, the worst point
/// named with its time); a summary with the first red time and a later departure when one is better.
struct DashboardPlanDocument: JSONDocument {
    /// A place judged: a waypoint at its ETA, or a leg's worst point or sample at the time the boat passes it.
    struct Point: Encodable {
        var number: Int?
        var name: String?
        var latitude: Double
        var longitude: Double
        /// When the boat is there (the forecast hour judged is the nearest).
        var time: Date
        var windKnots: Double?
        var gustKnots: Double?
        /// Where the wind blows from, degrees true.
        var windFromDegrees: Double?
        /// The sea height judged (the larger of the model's and the estimated wind sea), metres.
        var waveHeightMeters: Double?
        var risk: String
        var riskDrivers: [String]
        /// A leg's sample only: its distance from the leg's first waypoint, metres.
        var distanceFromStartMeters: Double?

        init(_ outlook: WaypointOutlook, number: Int?, distanceFromStartMeters: Double? = nil) {
            self.number = number
            name = number == nil ? nil : outlook.waypoint.name
            latitude = (outlook.waypoint.location.latitude * 1e6).rounded() / 1e6
            longitude = (outlook.waypoint.location.longitude * 1e6).rounded() / 1e6
            time = Date(timeIntervalSince1970: outlook.waypoint.eta.timeIntervalSince1970.rounded())
            windKnots = Self.rounded(outlook.conditions?.windKnots)
            gustKnots = Self.rounded(outlook.conditions?.gustKnots)
            windFromDegrees = Self.rounded(outlook.conditions?.windFromDegrees)
            waveHeightMeters = Self.rounded(outlook.seaHeight)
            risk = outlook.judgement.level.rawValue
            riskDrivers = outlook.judgement.drivers.map(\.rawValue)
            self.distanceFromStartMeters = distanceFromStartMeters?.rounded()
        }

        static func rounded(_ value: Double?) -> Double? { value.map { ($0 * 1000).rounded() / 1000 } }
    }

    /// A leg (number n joins waypoints n and n + 1): risk, whether it crosses land, points judged, the worst one.
    struct Leg: Encodable {
        var number: Int
        var from: String
        var to: String
        var risk: String
        var crossesLand: JSONNullable<Bool>
        var judgedPoints: Int
        var worstPoint: Point?
        /// Its distance from the leg's first waypoint, metres.
        var worstPointFromStartMeters: Double?
        /// Every point judged strictly between the two waypoints, in order along the leg (`plan --json`'s
        /// `legs[].samples`): the risk along the leg.
        var samples: [Point]
    }

    /// The verdict: the worst risk and leg, the first red time, a later departure that is better.
    struct Summary: Encodable {
        var worstRisk: String
        var worstLeg: [Int]?
        var firstRedTime: Date?
        var suggestedDeparture: Date?
        var usesDefaultLimits: Bool
    }

    let route: String
    let departure: Date
    let waypoints: [Point]
    let legs: [Leg]
    let summary: Summary
    /// Age of the cached forecast used, seconds; absent when fetched now.
    let forecastCacheAgeSeconds: Double?
    let sources = ["Open-Meteo (CC BY 4.0)"]

    init(route name: String, departure: Date, assessment: PassageAssessment, cacheAgeSeconds: Double?) {
        route = name
        self.departure = departure
        waypoints = assessment.waypoints.enumerated().map { Point($0.element, number: $0.offset + 1) }
        let names = assessment.waypoints.map(\.waypoint.name)
        legs = assessment.legs.map { leg in
            Leg(
                number: leg.number, from: names[leg.number - 1], to: names[leg.number], risk: leg.level.rawValue,
                crossesLand: JSONNullable(leg.land.isLand), judgedPoints: leg.judgedPoints,
                worstPoint: leg.worstPoint.map { Point($0.outlook, number: $0.waypointIndex.map { $0 + 1 }) },
                worstPointFromStartMeters: leg.worstPoint.map { $0.distanceFromStartMeters.rounded() },
                samples: leg.samples.map {
                    Point($0.outlook, number: nil, distanceFromStartMeters: $0.distanceFromStartMeters)
                })
        }
        let result = assessment.summary
        summary = Summary(
            worstRisk: result.worstRisk.rawValue, worstLeg: result.worstLegIndex.map { [$0 + 1, $0 + 2] },
            firstRedTime: result.firstRedTime, suggestedDeparture: result.suggestedDeparture,
            usesDefaultLimits: result.usesDefaultLimits)
        forecastCacheAgeSeconds = cacheAgeSeconds.map { $0.rounded() }
    }
}
