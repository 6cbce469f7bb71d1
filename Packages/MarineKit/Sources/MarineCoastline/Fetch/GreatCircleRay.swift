import Foundation

/// Points along a great circle from a start point and initial bearing on a sphere (spherical direct problem:
/// φ2 = asin(sin φ1 cos δ + cos φ1 sin δ cos θ), λ2 = λ1 + atan2(sin θ sin δ cos φ1, cos δ − sin φ1 sin φ2)).
struct GreatCircleRay {
    private let sinLatitude: Double
    private let cosLatitude: Double
    private let sinBearing: Double
    private let cosBearing: Double
    private let longitude: Double
    private let radius: Double

    init(from start: GeoCoordinate, bearingDegrees: Double, radius: Double) {
        let latitude = start.latitude * .pi / 180
        let bearing = bearingDegrees * .pi / 180
        (sinLatitude, cosLatitude) = (sin(latitude), cos(latitude))
        (sinBearing, cosBearing) = (sin(bearing), cos(bearing))
        longitude = start.longitude
        self.radius = radius
    }

    /// The point (longitude, latitude in degrees) at `distance` metres along the ray.
    func point(atDistance distance: Double) -> SIMD2<Double> {
        let angle = distance / radius
        let (sinAngle, cosAngle) = (sin(angle), cos(angle))
        let sinLatitude2 = sinLatitude * cosAngle + cosLatitude * sinAngle * cosBearing
        let latitude2 = asin(min(1, max(-1, sinLatitude2)))
        let deltaLongitude = atan2(sinBearing * sinAngle * cosLatitude, cosAngle - sinLatitude * sinLatitude2)
        return SIMD2(longitude + deltaLongitude * 180 / .pi, latitude2 * 180 / .pi)
    }
}
