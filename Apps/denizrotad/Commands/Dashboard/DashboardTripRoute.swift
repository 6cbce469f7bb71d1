import Foundation
import MarineKit

/// "Make a route from this trip" (`POST /api/v1/trips/ID/route`): the trip's stored track simplified with
/// Douglas–Peucker (MarineKit `TrackSimplifier`, the simplification of `trip export --simplify`) to a stated
/// tolerance, its kept points the waypoints of a new route, through `Route`'s checks like any route edit.
enum DashboardTripRoute {
    /// The tolerance in metres when the request names none: 50 m keeps the turns of a passage and drops the
    /// wander of a track (a 2-hour coastal trip of the sample keeps a few waypoints, not thousands).
    static let defaultToleranceMeters = 50.0
    /// The tolerances a request may ask for, metres.
    static let toleranceRange = 1.0...5000.0

    /// The request's body: optional `name` (default "Trip ID") and `toleranceMeters`.
    struct Body: Decodable {
        let name: String?
        let toleranceMeters: Double?
    }

    /// A refusal of the request (a tolerance out of range, or a trip with fewer than two stored positions).
    struct Refusal: Error {
        let key: String
        let arguments: [String]
    }

    /// The route: the first kept point named "Start", the last "End", the others "WP n"; departure the trip's start.
    static func route(
        name: String, from positions: [PositionFix], toleranceMeters: Double
    ) throws -> Route {
        guard toleranceRange.contains(toleranceMeters) else {
            throw Refusal(
                key: "denizrotad.http.routeTolerance",
                arguments: [
                    number(toleranceMeters), number(toleranceRange.lowerBound), number(toleranceRange.upperBound),
                ])
        }
        let kept = TrackSimplifier.simplify(positions, tolerance: toleranceMeters)
        guard kept.count >= 2 else { throw Refusal(key: "denizrotad.http.tripTooShort", arguments: []) }
        var route = try Route(name: name, plannedDeparture: kept.first?.time)
        for (offset, fix) in kept.enumerated() {
            let label = offset == 0 ? "Start" : offset == kept.count - 1 ? "End" : ""
            try route.insert(
                Waypoint(name: label, coordinate: GeoCoordinate(latitude: fix.latitude, longitude: fix.longitude)))
        }
        return route
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
