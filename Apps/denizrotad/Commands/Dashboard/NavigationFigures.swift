import Foundation

/// Velocity made good toward a waypoint and the time to go at it, from the receiver's speed and course and the
/// waypoint's bearing and distance (the dashboard's next-waypoint panel; Bowditch, American Practical Navigator,
/// glossary "speed made good" / VMG: the component of the boat's velocity along the bearing to the waypoint).
struct NavigationFigures: Equatable {
    /// Below this VMG (knots) the boat is not closing on the waypoint in any useful time: no TTG (the dashboard's
    /// `minimumClosingKnots`, js/nav.js).
    static let minimumClosingKnots = 0.1
    /// Metres per international nautical mile (exact, International Hydrographic Conference 1929).
    static let metersPerNauticalMile = 1852.0

    /// SOG × cos(COG − BTW), knots; nil without speed, course or bearing.
    let velocityMadeGoodKnots: Double?
    /// DTW / VMG, seconds; nil when the boat is not closing at least ``minimumClosingKnots``.
    let timeToGoSeconds: Double?

    /// The figures for a speed (knots), course and bearing (degrees true) and distance (metres).
    init(speedKnots: Double?, courseDegrees: Double?, bearingDegrees: Double?, distanceMeters: Double?) {
        if let speedKnots, let courseDegrees, let bearingDegrees {
            velocityMadeGoodKnots = speedKnots * cos((courseDegrees - bearingDegrees) * .pi / 180)
        } else {
            velocityMadeGoodKnots = nil
        }
        if let vmg = velocityMadeGoodKnots, vmg >= Self.minimumClosingKnots, let distanceMeters {
            timeToGoSeconds = distanceMeters / Self.metersPerNauticalMile / vmg * 3600
        } else {
            timeToGoSeconds = nil
        }
    }
}
