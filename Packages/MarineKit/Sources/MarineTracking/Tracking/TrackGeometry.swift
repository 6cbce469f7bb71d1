/// The geodesic measurements trip statistics and alerts need, in metres on the WGS84 ellipsoid.
///
/// Injected so the tracking code does not depend on one implementation; the app layer passes the
/// package's geodesic (Karney's algorithm).
public protocol TrackGeometry: Sendable {
    /// Shortest distance in metres between two points given in degrees.
    func distance(fromLatitude: Double, fromLongitude: Double, toLatitude: Double, toLongitude: Double) -> Double

    /// Where a point lies relative to the geodesic leg `start → end`.
    ///
    /// - Returns: `crossTrack`, the signed distance in metres from the leg's great-circle/geodesic line
    ///   (positive to the right of the direction of travel), and `alongTrack`, the distance in metres from
    ///   `start` to the foot of the perpendicular (negative behind `start`).
    func legOffset(
        latitude: Double, longitude: Double, startLatitude: Double, startLongitude: Double, endLatitude: Double,
        endLongitude: Double
    ) -> (crossTrack: Double, alongTrack: Double)
}
