import Foundation

extension PassagePlanDocument {
    /// A waypoint at its ETA: the forecast hour nearest to it, the fetch and wind sea there, the risk.
    public struct Waypoint: Codable, Sendable, Equatable {
        /// Its number in the route, from 1.
        public var number: Int
        /// Its name.
        public var name: String
        /// Latitude, decimal degrees (WGS84), as stored.
        public var latitude: Double
        /// Longitude, decimal degrees (WGS84), as stored.
        public var longitude: Double
        /// When the boat is there, rounded to the second.
        public var eta: Date
        /// Mean wind, knots (three decimals); absent outside the forecast.
        public var windKnots: Double?
        /// Gusts, knots.
        public var gustKnots: Double?
        /// Where the wind blows from, degrees true.
        public var windFromDegrees: Double?
        /// The sea height judged (swell combined with the wind sea), metres.
        public var waveHeightMeters: Double?
        /// The model's wave period, seconds.
        public var wavePeriodSeconds: Double?
        /// The model's significant wave height, metres.
        public var modelWaveHeightMeters: Double?
        /// Open water upwind in a straight line, whole metres.
        public var fetchMeters: Double?
        /// The effective fetch (CEM, nine radials), whole metres.
        public var effectiveFetchMeters: Double?
        /// The local wind sea estimated from the wind and the fetch.
        public var estimatedWindSea: WindSeaDocument?
        /// The risk there.
        public var risk: RiskLevel
        /// What made it so when it is yellow or red (`wind`, `gust`, `wave`, `land`).
        public var riskDrivers: [RiskJudgement.Quantity]
        /// Beaufort force of the mean wind.
        public var beaufort: Int?
        /// Douglas sea state of the sea height (WMO code table 3700).
        public var douglas: Int?
        /// Why the fetch is missing: the catalog key of the reason.
        public var fetchNote: String?
        /// Whether the waypoint is on land; `null` without coastline data.
        public var onLand: Bool?

        init(number: Int, _ outlook: WaypointOutlook, onLand: Bool?) {
            let hour = outlook.conditions
            (self.number, name) = (number, outlook.waypoint.name)
            (latitude, longitude) = (outlook.waypoint.location.latitude, outlook.waypoint.location.longitude)
            eta = PassagePlanDocument.second(outlook.waypoint.eta)
            windKnots = PassagePlanDocument.rounded(hour?.windKnots)
            gustKnots = PassagePlanDocument.rounded(hour?.gustKnots)
            windFromDegrees = PassagePlanDocument.rounded(hour?.windFromDegrees)
            waveHeightMeters = PassagePlanDocument.rounded(outlook.seaHeight)
            wavePeriodSeconds = PassagePlanDocument.rounded(hour?.wavePeriod)
            modelWaveHeightMeters = PassagePlanDocument.rounded(hour?.waveHeight)
            fetchMeters = outlook.fetch.map { $0.straightLineMeters.rounded() }
            effectiveFetchMeters = outlook.fetch.map { $0.effectiveMeters.rounded() }
            estimatedWindSea = outlook.estimatedWindSea.map(WindSeaDocument.init)
            (risk, riskDrivers) = (outlook.judgement.level, outlook.judgement.drivers)
            (beaufort, douglas) = (outlook.beaufort?.force, outlook.douglas?.code)
            fetchNote = outlook.fetchError?.messageKey
            self.onLand = onLand
        }

        private enum CodingKeys: String, CodingKey {
            case number, name, latitude, longitude, eta, windKnots, gustKnots, windFromDegrees, waveHeightMeters
            case wavePeriodSeconds, modelWaveHeightMeters, fetchMeters, effectiveFetchMeters, estimatedWindSea, risk
            case riskDrivers, beaufort, douglas, fetchNote, onLand
        }

        /// Writes the members; a missing value is left out, except `onLand`, which is `null`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(name, forKey: .name)
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encode(eta, forKey: .eta)
            try container.encodeIfPresent(windKnots, forKey: .windKnots)
            try container.encodeIfPresent(gustKnots, forKey: .gustKnots)
            try container.encodeIfPresent(windFromDegrees, forKey: .windFromDegrees)
            try container.encodeIfPresent(waveHeightMeters, forKey: .waveHeightMeters)
            try container.encodeIfPresent(wavePeriodSeconds, forKey: .wavePeriodSeconds)
            try container.encodeIfPresent(modelWaveHeightMeters, forKey: .modelWaveHeightMeters)
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
}
