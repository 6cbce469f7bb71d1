import Foundation

/// A waypoint of a planned passage with the time the boat is expected there.
public struct PassageWaypoint: Sendable, Equatable, Codable {
    /// The waypoint's name as the route gives it.
    public var name: String
    /// Its position.
    public var location: GeoCoordinate
    /// Estimated time of arrival (UTC instant) for the planned departure.
    public var eta: Date

    /// Creates a passage waypoint.
    public init(name: String, location: GeoCoordinate, eta: Date) {
        self.name = name
        self.location = location
        self.eta = eta
    }
}
