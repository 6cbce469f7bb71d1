/// The solution of the direct geodesic problem: where a geodesic of given start, azimuth and length ends.
public struct GeodesicDirectResult: Hashable, Sendable {
    /// The end point (longitude reduced to [−180, 180]).
    public let destination: GeoCoordinate
    /// Azimuth at the end point (forward direction) in degrees, in [−180, 180].
    public let finalAzimuth: Double
    /// Arc length on the auxiliary sphere in degrees.
    public let arcLength: Double

    /// Creates a result; used by ``Geodesic`` and by tests.
    public init(destination: GeoCoordinate, finalAzimuth: Double, arcLength: Double) {
        self.destination = destination
        self.finalAzimuth = finalAzimuth
        self.arcLength = arcLength
    }
}
