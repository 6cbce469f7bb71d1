import Foundation

extension PassagePlanDocument {
    /// A leg (number n joins waypoints n and n + 1): its risk, whether it crosses land, the points judged along it
    /// and the worst of them.
    public struct Leg: Codable, Sendable, Equatable {
        /// Its number, from 1.
        public var number: Int
        /// Its first waypoint's name.
        public var from: String
        /// Its last waypoint's name.
        public var to: String
        /// Red when it crosses land, else the worst of its judged points.
        public var risk: RiskLevel
        /// Whether it crosses land; `null` without coastline data.
        public var crossesLand: Bool?
        /// Points judged on the leg (``LegSampling``), its two waypoints included.
        public var judgedPoints: Int
        /// Where and when the leg is worst; absent when it was not judged point by point.
        public var worstPoint: Point?
        /// Every point judged strictly between the two waypoints, in order along the leg (the waypoints themselves
        /// are in ``PassagePlanDocument/waypoints``): the risk along the leg.
        public var samples: [Point]

        init(_ leg: LegOutlook, from: String, to: String) {
            (number, self.from, self.to, risk) = (leg.number, from, to, leg.level)
            crossesLand = leg.land.isLand
            judgedPoints = leg.judgedPoints
            worstPoint = leg.worstPoint.map(Point.init)
            samples = leg.samples.map(Point.init)
        }

        private enum CodingKeys: String, CodingKey {
            case number, from, to, risk, crossesLand, judgedPoints, worstPoint, samples
        }

        /// Writes the members; `crossesLand` is `null` without coastline data, a missing worst point is left out.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(risk, forKey: .risk)
            try container.encode(crossesLand, forKey: .crossesLand)
            try container.encode(judgedPoints, forKey: .judgedPoints)
            try container.encodeIfPresent(worstPoint, forKey: .worstPoint)
            try container.encode(samples, forKey: .samples)
        }
    }

    /// A judged point of a leg (its worst, or one of its samples): its distance from the leg's first waypoint, its
    /// position and time (the forecast hour judged is the one nearest to it), what was judged there, and the
    /// waypoint's number when it is one of the leg's ends.
    public struct Point: Codable, Sendable, Equatable {
        /// Distance from the leg's first waypoint, whole metres.
        public var distanceFromStartMeters: Double
        /// The waypoint's number (from 1) when the point is one of the leg's ends; absent between them.
        public var waypointNumber: Int?
        /// Latitude, decimal degrees (WGS84), six decimals.
        public var latitude: Double
        /// Longitude, decimal degrees (WGS84), six decimals.
        public var longitude: Double
        /// When the boat is there, rounded to the second.
        public var time: Date
        /// The forecast hour judged; absent outside the forecast.
        public var forecastHour: Date?
        /// Mean wind, knots (three decimals).
        public var windKnots: Double?
        /// Gusts, knots.
        public var gustKnots: Double?
        /// Where the wind blows from, degrees true.
        public var windFromDegrees: Double?
        /// The sea height judged, metres.
        public var waveHeightMeters: Double?
        /// The risk there.
        public var risk: RiskLevel
        /// What made it so when it is yellow or red (`wind`, `gust`, `wave`, `land`).
        public var riskDrivers: [RiskJudgement.Quantity]

        init(_ point: LegPointOutlook) {
            let outlook = point.outlook
            distanceFromStartMeters = point.distanceFromStartMeters.rounded()
            waypointNumber = point.waypointIndex.map { $0 + 1 }
            latitude = PassagePlanDocument.degrees(outlook.waypoint.location.latitude)
            longitude = PassagePlanDocument.degrees(outlook.waypoint.location.longitude)
            time = PassagePlanDocument.second(outlook.waypoint.eta)
            forecastHour = outlook.conditions.map { PassagePlanDocument.second($0.time) }
            windKnots = PassagePlanDocument.rounded(outlook.conditions?.windKnots)
            gustKnots = PassagePlanDocument.rounded(outlook.conditions?.gustKnots)
            windFromDegrees = PassagePlanDocument.rounded(outlook.conditions?.windFromDegrees)
            waveHeightMeters = PassagePlanDocument.rounded(outlook.seaHeight)
            (risk, riskDrivers) = (outlook.judgement.level, outlook.judgement.drivers)
        }
    }
}
