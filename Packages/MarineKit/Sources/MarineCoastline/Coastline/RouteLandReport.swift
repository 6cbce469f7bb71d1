/// The land check of a whole route: one status per waypoint and per leg, and the coastline used.
public struct RouteLandReport: Sendable, Equatable, Codable {
    /// Per waypoint, in route order.
    public var waypoints: [LandStatus]
    /// Per leg (leg i joins waypoints i and i + 1).
    public var legs: [LandStatus]
    /// The coastline the statuses come from.
    public var source: CoastlineSource
    /// The tolerance applied, metres (``LandCheck/toleranceMeters``).
    public var toleranceMeters: Double

    /// Creates a report.
    public init(waypoints: [LandStatus], legs: [LandStatus], source: CoastlineSource, toleranceMeters: Double) {
        self.waypoints = waypoints
        self.legs = legs
        self.source = source
        self.toleranceMeters = toleranceMeters
    }

    /// Numbers (from 1) of the waypoints on land.
    public var waypointsOnLand: [Int] { numbers(of: waypoints, .land) }
    /// Numbers (from 1) of the legs that cross land.
    public var legsCrossingLand: [Int] { numbers(of: legs, .land) }
    /// Numbers (from 1) of the waypoints outside the coastline's coverage: not checked.
    public var uncheckedWaypoints: [Int] { numbers(of: waypoints, .noData) }
    /// Numbers (from 1) of the legs with an end outside the coastline's coverage: not checked.
    public var uncheckedLegs: [Int] { numbers(of: legs, .noData) }
    /// Whether at least one waypoint or leg was checked (lies inside the coverage).
    public var checkedAny: Bool { waypoints.contains { $0 != .noData } || legs.contains { $0 != .noData } }
    /// Whether any waypoint or leg is outside the coastline's coverage.
    public var hasUncovered: Bool { waypoints.contains(.noData) || legs.contains(.noData) }
    /// Whether any waypoint is on land or any leg crosses land.
    public var hasLand: Bool { waypoints.contains(.land) || legs.contains(.land) }

    private func numbers(of statuses: [LandStatus], _ wanted: LandStatus) -> [Int] {
        statuses.indices.filter { statuses[$0] == wanted }.map { $0 + 1 }
    }
}
