import Foundation

/// Great-circle geometry on a sphere of the IUGG mean Earth radius (R₁ = 6 371 008.8 m, Moritz 1980,
/// "Geodetic Reference System 1980").
///
/// Accurate to about 0.5 % against the ellipsoid. Used where the error does not matter (local plane
/// projections, test doubles) and as the fallback ``TrackGeometry``; trip distances use the ellipsoidal one.
public struct SphericalTrackGeometry: TrackGeometry {
    /// Sphere radius in metres.
    public let radius: Double

    /// Creates the geometry with the IUGG mean radius or another radius in metres.
    public init(radius: Double = 6_371_008.8) {
        self.radius = radius
    }

    /// Haversine distance in metres.
    public func distance(fromLatitude: Double, fromLongitude: Double, toLatitude: Double, toLongitude: Double)
        -> Double
    {
        radius * centralAngle(fromLatitude, fromLongitude, toLatitude, toLongitude)
    }

    /// Cross-track and along-track distances (Ed Williams, "Aviation Formulary", cross track error).
    public func legOffset(
        latitude: Double, longitude: Double, startLatitude: Double, startLongitude: Double, endLatitude: Double,
        endLongitude: Double
    ) -> (crossTrack: Double, alongTrack: Double) {
        let angle13 = centralAngle(startLatitude, startLongitude, latitude, longitude)
        let bearing13 = bearing(startLatitude, startLongitude, latitude, longitude)
        let bearing12 = bearing(startLatitude, startLongitude, endLatitude, endLongitude)
        let crossAngle = asin(max(-1, min(1, sin(angle13) * sin(bearing13 - bearing12))))
        let alongAngle = acos(max(-1, min(1, cos(angle13) / max(cos(crossAngle), 1e-15))))
        let sign: Double = cos(bearing13 - bearing12) < 0 ? -1 : 1
        return (radius * crossAngle, sign * radius * alongAngle)
    }

    private func centralAngle(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let phi1 = lat1 * .pi / 180
        let phi2 = lat2 * .pi / 180
        let dPhi = phi2 - phi1
        let dLambda = (lon2 - lon1) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * atan2(h.squareRoot(), max(0, 1 - h).squareRoot())
    }

    private func bearing(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let phi1 = lat1 * .pi / 180
        let phi2 = lat2 * .pi / 180
        let dLambda = (lon2 - lon1) * .pi / 180
        return atan2(sin(dLambda) * cos(phi2), cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda))
    }
}
