/// A passage judged waypoint by waypoint, with its summary.
public struct PassageAssessment: Sendable, Equatable, Codable {
    /// One outlook per waypoint, in route order.
    public var waypoints: [WaypointOutlook]
    /// One outlook per leg, in route order.
    public var legs: [LegOutlook]
    /// The verdict.
    public var summary: PassageSummary
    /// The limits used.
    public var limits: RiskLimits
    /// The land check the passage was judged with, or nil when none was made.
    public var land: RouteLandReport?

    /// Creates an assessment.
    public init(
        waypoints: [WaypointOutlook], legs: [LegOutlook] = [], summary: PassageSummary, limits: RiskLimits,
        land: RouteLandReport? = nil
    ) {
        self.waypoints = waypoints
        self.legs = legs
        self.summary = summary
        self.limits = limits
        self.land = land
    }
}
