import Foundation
import MarineKit

/// The `plan --json` document.
///
/// Per waypoint `eta`, `windKnots`, `gustKnots`, `windFrom`, `waveHeight`, `wavePeriod`,
/// `fetchMeters`, `effectiveFetchMeters`, `estimatedWindSea`, `risk`, `beaufort` (issue contract), plus a
/// `summary`. Times are ISO 8601 UTC; missing values are `null`.
struct PlanJSON: Encodable {
    struct Limits: Encodable {
        var windCautionKnots: Double
        var windDangerKnots: Double
        var gustCautionKnots: Double?
        var gustDangerKnots: Double?
        var waveCautionMeters: Double
        var waveDangerMeters: Double
        var seedDefaults: Bool
    }

    struct Waypoint: Encodable {
        var index: Int
        var name: String
        var latitude: Double
        var longitude: Double
        var eta: String
        var windKnots: Double?
        var gustKnots: Double?
        var windFrom: Double?
        var waveHeight: Double?
        var wavePeriod: Double?
        var modelWaveHeight: Double?
        var fetchMeters: Double?
        var effectiveFetchMeters: Double?
        var estimatedWindSea: WindSeaJSON?
        var risk: String
        var riskDrivers: [String]
        var beaufort: Int?
        var douglas: Int?
        var fetchNote: String?
    }

    struct Summary: Encodable {
        var worstRisk: String
        var worstLeg: [Int]?
        var firstRedIndex: Int?
        var firstRedTime: String?
        var suggestedDeparture: String?
        var usesSeedDefaults: Bool
    }

    var route: String
    var departure: String
    var totalDistanceMeters: Double
    var limits: Limits
    var waypoints: [Waypoint]
    var summary: Summary
    var sources = ["Open-Meteo (CC BY 4.0)", Coastline.attribution]

    init(plan: RoutePlan, assessment: PassageAssessment) {
        route = plan.route.name
        departure = UTCText.seconds(assessment.waypoints.first?.waypoint.eta ?? Date(timeIntervalSince1970: 0))
        totalDistanceMeters = plan.totalDistanceMeters
        let given = assessment.limits
        limits = Limits(
            windCautionKnots: given.wind.caution, windDangerKnots: given.wind.danger,
            gustCautionKnots: given.gust?.caution,
            gustDangerKnots: given.gust?.danger, waveCautionMeters: given.wave.caution,
            waveDangerMeters: given.wave.danger,
            seedDefaults: given.usesSeedDefaults)
        waypoints = assessment.waypoints.enumerated().map { Self.waypoint($0.offset + 1, $0.element) }
        let result = assessment.summary
        summary = Summary(
            worstRisk: result.worstRisk.rawValue, worstLeg: result.worstLegIndex.map { [$0 + 1, $0 + 2] },
            firstRedIndex: result.firstRedIndex.map { $0 + 1 }, firstRedTime: result.firstRedTime.map(UTCText.seconds),
            suggestedDeparture: result.suggestedDeparture.map(UTCText.seconds),
            usesSeedDefaults: result.usesSeedDefaults)
    }

    private static func waypoint(_ index: Int, _ outlook: WaypointOutlook) -> Waypoint {
        let hour = outlook.conditions
        return Waypoint(
            index: index, name: outlook.waypoint.name, latitude: outlook.waypoint.location.latitude,
            longitude: outlook.waypoint.location.longitude, eta: UTCText.seconds(outlook.waypoint.eta),
            windKnots: hour?.windKnots, gustKnots: hour?.gustKnots, windFrom: hour?.windFromDegrees,
            waveHeight: outlook.seaHeight.map { ($0 * 1000).rounded() / 1000 }, wavePeriod: hour?.wavePeriod,
            modelWaveHeight: hour?.waveHeight, fetchMeters: outlook.fetch.map { $0.straightLineMeters.rounded() },
            effectiveFetchMeters: outlook.fetch.map { $0.effectiveMeters.rounded() },
            estimatedWindSea: outlook.estimatedWindSea.map(WindSeaJSON.init), risk: outlook.judgement.level.rawValue,
            riskDrivers: outlook.judgement.drivers.map(\.rawValue), beaufort: outlook.beaufort?.force,
            douglas: outlook.douglas?.code, fetchNote: outlook.fetchError.map { $0.messageKey })
    }
}
