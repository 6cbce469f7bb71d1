/// One judged point of a leg: one of its waypoints, or a ``LegSample`` between them.
public struct LegPointOutlook: Sendable, Equatable, Codable {
    /// Distance from the leg's first waypoint, metres (0 at it, the leg's length at its last).
    public var distanceFromStartMeters: Double
    /// The waypoint's index in the route (from 0) when the point is one of the leg's ends, else nil.
    public var waypointIndex: Int?
    /// The judgement there: its ``WaypointOutlook/waypoint`` holds the point's position and time (and, between the
    /// waypoints, the name of the leg's first waypoint).
    public var outlook: WaypointOutlook

    /// Creates a point outlook; ``PassageAssessor`` builds these.
    public init(distanceFromStartMeters: Double, waypointIndex: Int?, outlook: WaypointOutlook) {
        self.distanceFromStartMeters = distanceFromStartMeters
        self.waypointIndex = waypointIndex
        self.outlook = outlook
    }

    /// How bad the point is, for choosing a leg's worst: the level, then the sustained wind, the gusts and the sea.
    var rank: [Double] {
        let judgement = outlook.judgement
        return [
            Double(judgement.level.severity), outlook.conditions?.windKnots ?? 0, outlook.conditions?.gustKnots ?? 0,
            outlook.seaHeight ?? 0,
        ]
    }

    /// Whether `self` is worse than `other` (ties: neither).
    func isWorse(than other: LegPointOutlook) -> Bool {
        other.rank.lexicographicallyPrecedes(rank)
    }
}
