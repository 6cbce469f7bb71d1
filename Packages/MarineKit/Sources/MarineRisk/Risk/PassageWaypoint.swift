import Foundation

/// A waypoint of a planned passage with the time the boat is expected there.
///
/// Not a second waypoint type but a stop of one passage: the route's `Waypoint` (MarineKit; its name and position)
/// paired with an ETA that holds only for one departure time and speed, which is what the weather assessment needs.
/// It drops the route's per-point speed, radius and notes, which the plan has already used to compute the ETA.
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
