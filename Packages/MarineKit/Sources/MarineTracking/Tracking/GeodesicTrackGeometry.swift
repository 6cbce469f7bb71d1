/// ``TrackGeometry`` on the WGS84 ellipsoid with the package's geodesic (Karney 2013, ``Geodesic``).
public struct GeodesicTrackGeometry: TrackGeometry {
    /// The geodesic used.
    public let geodesic: Geodesic

    /// Creates the geometry, WGS84 by default.
    public init(geodesic: Geodesic = .wgs84) {
        self.geodesic = geodesic
    }

    /// Geodesic distance in metres.
    public func distance(fromLatitude: Double, fromLongitude: Double, toLatitude: Double, toLongitude: Double)
        -> Double
    {
        if fromLatitude == toLatitude && fromLongitude == toLongitude { return 0 }
        return geodesic.inverse(
            from: GeoCoordinate(latitude: fromLatitude, longitude: fromLongitude),
            to: GeoCoordinate(latitude: toLatitude, longitude: toLongitude)
        ).distance
    }

    /// Cross-track (positive to starboard) and along-track distances in metres from ``Geodesic/progress(of:along:to:)``.
    public func legOffset(
        latitude: Double, longitude: Double, startLatitude: Double, startLongitude: Double, endLatitude: Double,
        endLongitude: Double
    ) -> (crossTrack: Double, alongTrack: Double) {
        let progress = geodesic.progress(
            of: GeoCoordinate(latitude: latitude, longitude: longitude),
            along: GeoCoordinate(latitude: startLatitude, longitude: startLongitude),
            to: GeoCoordinate(latitude: endLatitude, longitude: endLongitude))
        return (progress.crossTrack, progress.alongTrack)
    }
}
