/// A passage judged waypoint by waypoint, with its summary.
public struct PassageAssessment: Sendable, Equatable, Codable {
    /// One outlook per waypoint, in route order.
    public var waypoints: [WaypointOutlook]
    /// The verdict.
    public var summary: PassageSummary
    /// The limits used.
    public var limits: RiskLimits

    /// Creates an assessment.
    public init(waypoints: [WaypointOutlook], summary: PassageSummary, limits: RiskLimits) {
        self.waypoints = waypoints
        self.summary = summary
        self.limits = limits
    }
}
