/// What a coastline says about a waypoint or a leg.
public enum LandStatus: String, Sendable, Codable, CaseIterable {
    /// At sea (a waypoint), or a leg that stays at sea, within the coastline's tolerance.
    case sea
    /// A waypoint on land, or a leg that crosses land, by more than the tolerance.
    case land
    /// Outside the coastline's coverage: nothing is known (never reported as sea).
    case noData

    /// The JSON value of `onLand` / `crossesLand`: true, false, or nil when there is no coastline data.
    public var isLand: Bool? {
        switch self {
        case .sea: false
        case .land: true
        case .noData: nil
        }
    }
}
