import CLIKit
import Foundation
import MarineKit

/// The `plan --json` document.
///
/// Per waypoint `eta`, `windKnots`, `gustKnots`, `windFromDegrees`, `waveHeightMeters`, `wavePeriodSeconds`,
/// `fetchMeters`, `effectiveFetchMeters`, `estimatedWindSea`, `risk`, `beaufort` (issue contract), plus a
/// `summary`. Times are ISO 8601 UTC; missing values are `null`.
struct PlanJSON: JSONDocument {
    struct Limits: Encodable {
        var windCautionKnots: Double
        var windDangerKnots: Double
        var gustCautionKnots: Double?
        var gustDangerKnots: Double?
        var waveCautionMeters: Double
        var waveDangerMeters: Double
        var defaultLimits: Bool
    }

    struct Waypoint: Encodable {
        var number: Int
        var name: String
        var latitude: Double
        var longitude: Double
        var eta: String
        var windKnots: Double?
        var gustKnots: Double?
        var windFromDegrees: Double?
        var waveHeightMeters: Double?
        var wavePeriodSeconds: Double?
        var modelWaveHeightMeters: Double?
        var fetchMeters: Double?
        var effectiveFetchMeters: Double?
        var estimatedWindSea: WindSeaJSON?
        var risk: String
        var riskDrivers: [String]
        var beaufort: Int?
        var douglas: Int?
        var fetchNote: String?
        /// `null` without coastline data; other missing values are left out.
        var onLand = JSONNullable<Bool>(nil)
    }

    struct Leg: Encodable {
        var number: Int
        var from: String
        var to: String
        var risk: String
        /// `null` without coastline data.
        var crossesLand: JSONNullable<Bool>
        /// Points judged on the leg (MarineKit's `LegSampling`), its two waypoints included.
        var judgedPoints: Int
        /// Where and when the leg is worst.
        var worstPoint: LegPoint?
        /// Every point judged strictly between the two waypoints, in order along the leg (the waypoints themselves
        /// are in `waypoints`): the risk along the leg.
        var samples: [LegPoint]
    }

    /// A judged point of a leg (its worst, or one of its samples): its distance from the leg's first waypoint, position, time (the forecast hour
    /// judged is the one nearest to it), what was judged there and the waypoint's number when it is one.
    struct LegPoint: Encodable {
        var distanceFromStartMeters: Double
        var waypointNumber: Int?
        var latitude: Double
        var longitude: Double
        var time: String
        var forecastHour: String?
        var windKnots: Double?
        var gustKnots: Double?
        var waveHeightMeters: Double?
        var risk: String
        var riskDrivers: [String]

        init(_ point: LegPointOutlook) {
            let outlook = point.outlook
            distanceFromStartMeters = point.distanceFromStartMeters.rounded()
            waypointNumber = point.waypointIndex.map { $0 + 1 }
            latitude = (outlook.waypoint.location.latitude * 1e6).rounded() / 1e6
            longitude = (outlook.waypoint.location.longitude * 1e6).rounded() / 1e6
            time = UTCText.seconds(outlook.waypoint.eta)
            forecastHour = outlook.conditions.map { UTCText.seconds($0.time) }
            windKnots = PlanJSON.rounded(outlook.conditions?.windKnots)
            gustKnots = PlanJSON.rounded(outlook.conditions?.gustKnots)
            waveHeightMeters = PlanJSON.rounded(outlook.seaHeight)
            risk = outlook.judgement.level.rawValue
            riskDrivers = outlook.judgement.drivers.map(\.rawValue)
        }
    }

    struct Summary: Encodable {
        var worstRisk: String
        var worstLeg: [Int]?
        var firstRedWaypointNumber: Int?
        var firstRedTime: String?
        var suggestedDeparture: String?
        var usesDefaultLimits: Bool
        var landFlagged: Bool
    }

    var route: String
    var departure: String
    var totalDistanceMeters: Double
    var limits: Limits
    var waypoints: [Waypoint]
    var legs: [Leg]
    var summary: Summary
    var sources = ["Open-Meteo (CC BY 4.0)"]
    var coastline: LandSupport.SourceJSON?
    /// Numbers of the waypoints beyond the forecast (`--partial`).
    var beyondForecast: [Int] = []
    /// Age of the cached forecast used, seconds; null when fetched now.
    var forecastCacheAgeSeconds: Double?

    init(plan: RoutePlan, assessment: PassageAssessment) {
        route = plan.route.name
        departure = UTCText.seconds(assessment.waypoints.first?.waypoint.eta ?? Date(timeIntervalSince1970: 0))
        totalDistanceMeters = plan.totalDistanceMeters
        let given = assessment.limits
        limits = Limits(
            windCautionKnots: Self.rounded(given.wind.caution) ?? 0, windDangerKnots: given.wind.danger,
            gustCautionKnots: Self.rounded(given.gust?.caution),
            gustDangerKnots: given.gust?.danger, waveCautionMeters: Self.rounded(given.wave.caution) ?? 0,
            waveDangerMeters: given.wave.danger,
            defaultLimits: given.usesDefaultLimits)
        let land = assessment.land
        waypoints = assessment.waypoints.enumerated().map { offset, outlook in
            var point = Self.waypoint(offset + 1, outlook)
            point.onLand = JSONNullable(land?.waypoints[offset].isLand)
            return point
        }
        let names = assessment.waypoints.map(\.waypoint.name)
        legs = assessment.legs.map { leg in
            Leg(
                number: leg.number, from: names[leg.number - 1], to: names[leg.number], risk: leg.level.rawValue,
                crossesLand: JSONNullable(leg.land.isLand), judgedPoints: leg.judgedPoints,
                worstPoint: leg.worstPoint.map(LegPoint.init), samples: leg.samples.map(LegPoint.init))
        }
        sources.append("coastline: " + (land?.source.attribution ?? CoastlineSource.gshhgFull.attribution))
        sources.append("fetch: " + CoastlineSource.naturalEarth.attribution)
        coastline = land.map(LandSupport.SourceJSON.init)
        let result = assessment.summary
        summary = Summary(
            worstRisk: result.worstRisk.rawValue, worstLeg: result.worstLegIndex.map { [$0 + 1, $0 + 2] },
            firstRedWaypointNumber: result.firstRedIndex.map { $0 + 1 },
            firstRedTime: result.firstRedTime.map(UTCText.seconds),
            suggestedDeparture: result.suggestedDeparture.map(UTCText.seconds),
            usesDefaultLimits: result.usesDefaultLimits, landFlagged: result.landFlagged)
    }

    /// Three decimals: no float noise from unit conversions (`22.400000000000002` → `22.4`).
    static func rounded(_ value: Double?) -> Double? {
        value.map { ($0 * 1000).rounded() / 1000 }
    }

    private static func waypoint(_ number: Int, _ outlook: WaypointOutlook) -> Waypoint {
        let hour = outlook.conditions
        return Waypoint(
            number: number, name: outlook.waypoint.name, latitude: outlook.waypoint.location.latitude,
            longitude: outlook.waypoint.location.longitude, eta: UTCText.seconds(outlook.waypoint.eta),
            windKnots: rounded(hour?.windKnots), gustKnots: rounded(hour?.gustKnots),
            windFromDegrees: rounded(hour?.windFromDegrees), waveHeightMeters: rounded(outlook.seaHeight),
            wavePeriodSeconds: rounded(hour?.wavePeriod), modelWaveHeightMeters: rounded(hour?.waveHeight),
            fetchMeters: outlook.fetch.map { $0.straightLineMeters.rounded() },
            effectiveFetchMeters: outlook.fetch.map { $0.effectiveMeters.rounded() },
            estimatedWindSea: outlook.estimatedWindSea.map(WindSeaJSON.init), risk: outlook.judgement.level.rawValue,
            riskDrivers: outlook.judgement.drivers.map(\.rawValue), beaufort: outlook.beaufort?.force,
            douglas: outlook.douglas?.code, fetchNote: outlook.fetchError.map { $0.messageKey })
    }
}
