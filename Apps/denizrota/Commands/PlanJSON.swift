import CLIKit
import Foundation
import MarineKit

/// The `plan --json` document.
///
/// Per waypoint `eta`, `windKnots`, `gustKnots`, `windFrom`, `waveHeight`, `wavePeriod`,
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
        var onLand: Bool?

        private enum CodingKeys: String, CodingKey {
            case name, latitude, longitude, eta, windKnots, gustKnots
            case fetchMeters, effectiveFetchMeters, estimatedWindSea, risk, riskDrivers, beaufort
            case douglas, fetchNote, onLand
            case index = "number"
            case windFrom = "windFromDegrees"
            case waveHeight = "waveHeightMeters"
            case wavePeriod = "wavePeriodSeconds"
            case modelWaveHeight = "modelWaveHeightMeters"
        }

        /// Writes every key; `onLand` is `null` without coastline data, other missing values are left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(name, forKey: .name)
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encode(eta, forKey: .eta)
            try container.encodeIfPresent(windKnots, forKey: .windKnots)
            try container.encodeIfPresent(gustKnots, forKey: .gustKnots)
            try container.encodeIfPresent(windFrom, forKey: .windFrom)
            try container.encodeIfPresent(waveHeight, forKey: .waveHeight)
            try container.encodeIfPresent(wavePeriod, forKey: .wavePeriod)
            try container.encodeIfPresent(modelWaveHeight, forKey: .modelWaveHeight)
            try container.encodeIfPresent(fetchMeters, forKey: .fetchMeters)
            try container.encodeIfPresent(effectiveFetchMeters, forKey: .effectiveFetchMeters)
            try container.encodeIfPresent(estimatedWindSea, forKey: .estimatedWindSea)
            try container.encode(risk, forKey: .risk)
            try container.encode(riskDrivers, forKey: .riskDrivers)
            try container.encodeIfPresent(beaufort, forKey: .beaufort)
            try container.encodeIfPresent(douglas, forKey: .douglas)
            try container.encodeIfPresent(fetchNote, forKey: .fetchNote)
            try container.encode(onLand, forKey: .onLand)
        }
    }

    struct Leg: Encodable {
        var index: Int
        var from: String
        var to: String
        var risk: String
        var crossesLand: Bool?

        private enum CodingKeys: String, CodingKey {
            case from, to, risk, crossesLand
            case index = "number"
        }

        /// Writes every key; `crossesLand` is `null` without coastline data.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(risk, forKey: .risk)
            try container.encode(crossesLand, forKey: .crossesLand)
        }
    }

    struct Summary: Encodable {
        var worstRisk: String
        var worstLeg: [Int]?
        var firstRedIndex: Int?
        var firstRedTime: String?
        var suggestedDeparture: String?
        var usesDefaultLimits: Bool
        var landFlagged: Bool

        private enum CodingKeys: String, CodingKey {
            case worstRisk, worstLeg, firstRedTime, suggestedDeparture, usesDefaultLimits, landFlagged
            case firstRedIndex = "firstRedWaypointNumber"
        }
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
            point.onLand = land?.waypoints[offset].isLand
            return point
        }
        let names = assessment.waypoints.map(\.waypoint.name)
        legs = assessment.legs.map { leg in
            Leg(
                index: leg.number, from: names[leg.number - 1], to: names[leg.number], risk: leg.level.rawValue,
                crossesLand: leg.land.isLand)
        }
        sources.append("coastline: " + (land?.source.name ?? CoastlineSource.naturalEarth.name))
        coastline = land.map(LandSupport.SourceJSON.init)
        let result = assessment.summary
        summary = Summary(
            worstRisk: result.worstRisk.rawValue, worstLeg: result.worstLegIndex.map { [$0 + 1, $0 + 2] },
            firstRedIndex: result.firstRedIndex.map { $0 + 1 }, firstRedTime: result.firstRedTime.map(UTCText.seconds),
            suggestedDeparture: result.suggestedDeparture.map(UTCText.seconds),
            usesDefaultLimits: result.usesDefaultLimits, landFlagged: result.landFlagged)
    }

    /// Three decimals: no float noise from unit conversions (`22.400000000000002` → `22.4`).
    static func rounded(_ value: Double?) -> Double? {
        value.map { ($0 * 1000).rounded() / 1000 }
    }

    private static func waypoint(_ index: Int, _ outlook: WaypointOutlook) -> Waypoint {
        let hour = outlook.conditions
        return Waypoint(
            index: index, name: outlook.waypoint.name, latitude: outlook.waypoint.location.latitude,
            longitude: outlook.waypoint.location.longitude, eta: UTCText.seconds(outlook.waypoint.eta),
            windKnots: rounded(hour?.windKnots), gustKnots: rounded(hour?.gustKnots),
            windFrom: rounded(hour?.windFromDegrees), waveHeight: rounded(outlook.seaHeight),
            wavePeriod: rounded(hour?.wavePeriod), modelWaveHeight: rounded(hour?.waveHeight),
            fetchMeters: outlook.fetch.map { $0.straightLineMeters.rounded() },
            effectiveFetchMeters: outlook.fetch.map { $0.effectiveMeters.rounded() },
            estimatedWindSea: outlook.estimatedWindSea.map(WindSeaJSON.init), risk: outlook.judgement.level.rawValue,
            riskDrivers: outlook.judgement.drivers.map(\.rawValue), beaufort: outlook.beaufort?.force,
            douglas: outlook.douglas?.code, fetchNote: outlook.fetchError.map { $0.messageKey })
    }
}
