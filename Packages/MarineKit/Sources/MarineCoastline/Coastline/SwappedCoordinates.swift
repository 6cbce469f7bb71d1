import Foundation

/// Spots a waypoint whose latitude and longitude were given the wrong way round (`36.7 27.5` typed as `27.5 36.7`).
///
/// The swapped reading is suspected when
/// - the route has waypoints, the given point lies more than ``farMeters`` (50 nm) from all of them, and the
///   swapped one lies within a quarter of that distance (a leg of a coastal route is rarely 50 nm; a swap of
///   Aegean coordinates lands 700 nm away in Arabia); or
/// - the given point is on land and the swapped one at sea (both within the coastline's coverage).
///
/// A swapped reading exists only when the given longitude is a valid latitude (|λ| ≤ 90°) and differs from the
/// latitude.
public enum SwappedCoordinates {
    /// Distance from the route beyond which a new waypoint is far, metres (50 nm).
    public static let farMeters = 50 * 1852.0

    /// The swapped reading of `given` when it is the likelier one, else nil.
    ///
    /// - Parameters:
    ///   - given: the waypoint as typed.
    ///   - route: the route's waypoints before it is added.
    ///   - land: the land check, nil to skip the land rule.
    /// - Returns: The swapped coordinate, or nil when the given one stands.
    public static func suspect(_ given: GeoCoordinate, route: [GeoCoordinate], land: LandCheck?) -> GeoCoordinate? {
        guard abs(given.longitude) <= 90, given.longitude != given.latitude else { return nil }
        let swapped = GeoCoordinate(latitude: given.longitude, longitude: given.latitude)
        // The swapped reading is measured only for a far point: near ones (almost every point of a route) cost one
        // short inverse, not a second one across the map (a 200,000-point import spent a third of its time there).
        if let nearestGiven = nearest(given, route), nearestGiven > farMeters,
            let nearestSwapped = nearest(swapped, route), nearestSwapped * 4 < nearestGiven
        {
            return swapped
        }
        if let land, land.status(of: given).isLand == true, land.status(of: swapped).isLand == false {
            return swapped
        }
        return nil
    }

    /// The distance in metres from `point` to the nearest of `route`, nil for an empty route.
    private static func nearest(_ point: GeoCoordinate, _ route: [GeoCoordinate]) -> Double? {
        route.map { Geodesic.wgs84.inverse(from: point, to: $0).distance }.min()
    }
}
