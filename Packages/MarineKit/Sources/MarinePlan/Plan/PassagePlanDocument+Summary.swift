import Foundation

extension PassagePlanDocument {
    /// The thresholds judged against (``RiskLimits``): yellow from the caution value, red above the danger value.
    public struct Limits: Codable, Sendable, Equatable {
        /// Sustained wind, caution, knots.
        public var windCautionKnots: Double
        /// Sustained wind, danger, knots.
        public var windDangerKnots: Double
        /// Gusts, caution, knots; absent when gusts are not judged.
        public var gustCautionKnots: Double?
        /// Gusts, danger, knots.
        public var gustDangerKnots: Double?
        /// Significant wave height, caution, metres.
        public var waveCautionMeters: Double
        /// Significant wave height, danger, metres.
        public var waveDangerMeters: Double
        /// Whether any of them is a default limit (no boat limit set).
        public var defaultLimits: Bool

        init(_ limits: RiskLimits) {
            windCautionKnots = PassagePlanDocument.rounded(limits.wind.caution) ?? 0
            windDangerKnots = limits.wind.danger
            gustCautionKnots = PassagePlanDocument.rounded(limits.gust?.caution)
            gustDangerKnots = limits.gust?.danger
            waveCautionMeters = PassagePlanDocument.rounded(limits.wave.caution) ?? 0
            waveDangerMeters = limits.wave.danger
            defaultLimits = limits.usesDefaultLimits
        }
    }

    /// The verdict: the worst risk and leg, the first red waypoint and time, a later departure that is better.
    public struct Summary: Codable, Sendable, Equatable {
        /// The worst risk of the passage.
        public var worstRisk: RiskLevel
        /// The numbers of the worst leg's two waypoints; absent when none is worse than green.
        public var worstLeg: [Int]?
        /// The first waypoint judged red, from 1.
        public var firstRedWaypointNumber: Int?
        /// When the boat first meets red.
        public var firstRedTime: Date?
        /// A later departure within the forecast that is better.
        public var suggestedDeparture: Date?
        /// Whether the limits include a default one.
        public var usesDefaultLimits: Bool
        /// Whether a waypoint is on land or a leg crosses land.
        public var landFlagged: Bool

        init(_ summary: PassageSummary) {
            worstRisk = summary.worstRisk
            worstLeg = summary.worstLegIndex.map { [$0 + 1, $0 + 2] }
            firstRedWaypointNumber = summary.firstRedIndex.map { $0 + 1 }
            firstRedTime = summary.firstRedTime.map(PassagePlanDocument.second)
            suggestedDeparture = summary.suggestedDeparture.map(PassagePlanDocument.second)
            usesDefaultLimits = summary.usesDefaultLimits
            landFlagged = summary.landFlagged
        }
    }
}
