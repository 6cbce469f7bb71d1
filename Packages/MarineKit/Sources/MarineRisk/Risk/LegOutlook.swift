/// A leg of a judged passage: the worst of its waypoints and of the points between them (``LegSampling``), and red
/// when it crosses land.
public struct LegOutlook: Sendable, Equatable, Codable {
    /// Number of the leg, from 1 (leg n joins waypoints n and n + 1).
    public var number: Int
    /// Whether the leg crosses land, stays at sea, or has no coastline data.
    public var land: LandStatus
    /// The leg's level: red when it crosses land, else the worst of its judged points.
    public var level: RiskLevel
    /// The worst judged point of the leg (its ends included; the earliest of equals), where and when; nil when the
    /// leg was not judged point by point.
    public var worstPoint: LegPointOutlook?
    /// How many points of the leg were judged, its two waypoints included.
    public var judgedPoints: Int
    /// The judged points strictly between the leg's two waypoints (its ``LegSample``s), in order along it: position,
    /// time, forecast and risk at each, so a chart can draw the risk along the leg.
    ///
    /// The two ends are the assessment's waypoints n - 1 and n (not repeated here, which keeps a route of many short
    /// legs small). Empty for a leg judged at its ends only.
    public var samples: [LegPointOutlook]

    /// Creates a leg outlook.
    public init(
        number: Int, land: LandStatus, level: RiskLevel, worstPoint: LegPointOutlook? = nil, judgedPoints: Int = 2,
        samples: [LegPointOutlook] = []
    ) {
        self.number = number
        self.land = land
        self.level = level
        self.worstPoint = worstPoint
        self.judgedPoints = judgedPoints
        self.samples = samples
    }
}
