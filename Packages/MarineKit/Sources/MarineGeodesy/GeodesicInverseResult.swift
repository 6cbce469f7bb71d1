/// The solution of the inverse geodesic problem between two points.
public struct GeodesicInverseResult: Hashable, Sendable {
    /// Length of the shortest path in metres (≥ 0).
    public let distance: Double
    /// Azimuth at the first point in degrees clockwise from true north, in [−180, 180].
    public let initialAzimuth: Double
    /// Azimuth at the second point (the forward direction of travel) in degrees, in [−180, 180].
    public let finalAzimuth: Double
    /// Arc length on the auxiliary sphere in degrees.
    public let arcLength: Double

    /// Creates a result; used by ``Geodesic`` and by tests.
    public init(distance: Double, initialAzimuth: Double, finalAzimuth: Double, arcLength: Double) {
        self.distance = distance
        self.initialAzimuth = initialAzimuth
        self.finalAzimuth = finalAzimuth
        self.arcLength = arcLength
    }
}
