import Foundation

/// The verdict on a whole passage.
public struct PassageSummary: Sendable, Equatable, Codable {
    /// The worst level over all waypoints.
    public var worstRisk: RiskLevel
    /// Index of the first waypoint of the worst leg; nil for fewer than 2 waypoints or nothing judged.
    ///
    /// Leg i joins waypoints i and i + 1.
    /// A leg's level is the worst of its judged points (``LegOutlook``); ties go to the worse worst point
    /// (wind, gusts, sea), then the earlier leg.
    public var worstLegIndex: Int?
    /// Index of the first red waypoint, if any.
    public var firstRedIndex: Int?
    /// ETA of the first red waypoint.
    public var firstRedTime: Date?
    /// A later departure within the forecast horizon that keeps every waypoint green or yellow, when the
    /// planned one does not and such a departure exists (searched hour by hour).
    public var suggestedDeparture: Date?
    /// Whether any threshold is a default limit because no boat was set.
    public var usesDefaultLimits: Bool
    /// Whether a waypoint lies on land or a leg crosses land (no departure time can fix that).
    public var landFlagged = false

    /// Creates a summary.
    public init(
        worstRisk: RiskLevel, worstLegIndex: Int?, firstRedIndex: Int?, firstRedTime: Date?,
        suggestedDeparture: Date?, usesDefaultLimits: Bool
    ) {
        self.worstRisk = worstRisk
        self.worstLegIndex = worstLegIndex
        self.firstRedIndex = firstRedIndex
        self.firstRedTime = firstRedTime
        self.suggestedDeparture = suggestedDeparture
        self.usesDefaultLimits = usesDefaultLimits
    }
}
