/// A leg of a judged passage: the worse of its two ends, and red when it crosses land.
public struct LegOutlook: Sendable, Equatable, Codable {
    /// Number of the leg, from 1 (leg n joins waypoints n and n + 1).
    public var number: Int
    /// Whether the leg crosses land, stays at sea, or has no coastline data.
    public var land: LandStatus
    /// The leg's level: red when it crosses land, else the worse of its ends.
    public var level: RiskLevel

    /// Creates a leg outlook.
    public init(number: Int, land: LandStatus, level: RiskLevel) {
        self.number = number
        self.land = land
        self.level = level
    }
}
