import Foundation

/// An inverse geodesic problem brought to Karney 2013 §4's canonical form: 0 ≤ λ₁₂ ≤ 180°,
/// −90° ≤ φ₁ ≤ 0, φ₁ ≤ φ₂ ≤ −φ₁; the sign factors record the symmetry used (1 = unchanged).
struct InverseProblem {
    let geodesic: Geodesic
    /// Longitude difference in degrees, its supplement 180° − λ₁₂ (exact), in radians, and sin/cos.
    let lon12: Double
    let lon12s: Double
    let lam12: Double
    let slam12: Double
    let clam12: Double
    let lonSign: Double
    let latSign: Double
    let swapped: Double
    /// Reduced latitudes β (equation (1): tan β = (1 − f) tan φ) and dn = √(1 + e′² sin²β).
    let sbet1: Double
    let cbet1: Double
    let sbet2: Double
    let cbet2: Double
    let dn1: Double
    let dn2: Double
    /// Whether the canonical first point is the south pole (then every geodesic from it is a meridian).
    let startsAtPole: Bool

    init(geodesic: Geodesic, start: GeoCoordinate, end: GeoCoordinate) {
        self.geodesic = geodesic
        let (rawLon12, rawError) = AngleMath.difference(start.longitude, end.longitude)
        var lonSign: Double = rawLon12 >= 0 ? 1 : -1
        let lon12 = lonSign * AngleMath.round(rawLon12)
        lon12s = AngleMath.round((180 - lon12) - lonSign * rawError)
        self.lon12 = lon12
        lam12 = lon12 * AngleMath.radiansPerDegree
        if lon12 > 90 {
            let (s, c) = AngleMath.sinCos(degrees: lon12s)
            (slam12, clam12) = (s, -c)
        } else {
            (slam12, clam12) = AngleMath.sinCos(degrees: lon12)
        }
        var lat1 = AngleMath.round(abs(start.latitude) > 90 ? .nan : start.latitude)
        var lat2 = AngleMath.round(abs(end.latitude) > 90 ? .nan : end.latitude)
        swapped = abs(lat1) < abs(lat2) || lat2.isNaN ? -1 : 1
        if swapped < 0 {
            lonSign *= -1
            swap(&lat1, &lat2)
        }
        self.lonSign = lonSign
        latSign = lat1 < 0 ? 1 : -1
        startsAtPole = latSign * lat1 == -90
        let beta1 = Self.reducedLatitude(latSign * lat1, oneMinusF: geodesic.oneMinusF)
        var beta2 = Self.reducedLatitude(latSign * lat2, oneMinusF: geodesic.oneMinusF)
        // Force |β₂| = |β₁| exactly when rounding leaves them a hair apart (keeps Lambda12 regular).
        if beta1.cos < -beta1.sin {
            if beta2.cos == beta1.cos { beta2.sin = beta2.sin < 0 ? beta1.sin : -beta1.sin }
        } else if abs(beta2.sin) == -beta1.sin {
            beta2.cos = beta1.cos
        }
        (sbet1, cbet1, sbet2, cbet2) = (beta1.sin, beta1.cos, beta2.sin, beta2.cos)
        dn1 = (1 + geodesic.ep2 * sbet1 * sbet1).squareRoot()
        dn2 = (1 + geodesic.ep2 * sbet2 * sbet2).squareRoot()
    }

    private static func reducedLatitude(_ latitude: Double, oneMinusF: Double) -> (sin: Double, cos: Double) {
        var (s, c) = AngleMath.sinCos(degrees: latitude)
        s *= oneMinusF
        (s, c) = AngleMath.normalized(s, c)
        return (s, max(Geodesic.tiny, c))
    }

    /// Both points on one meridian (or point 1 at a pole): the geodesic is the meridian arc, unless it is
    /// longer than half the meridian on a prolate ellipsoid (m₁₂ < 0), where `nil` sends it to Newton.
    func meridianSolution() -> InverseSolution? {
        guard startsAtPole || slam12 == 0 else { return nil }
        let (salp1, calp1) = (slam12, clam12)
        let sig1 = (sbet1, calp1 * cbet1)
        let sig2 = (sbet2, cbet2)
        var sig12 = atan2(max(0, sig1.1 * sig2.0 - sig1.0 * sig2.1), sig1.1 * sig2.1 + sig1.0 * sig2.0)
        let lengths = geodesic.lengths(eps: geodesic.n, sig12: sig12, sig1: sig1, sig2: sig2, dn1: dn1, dn2: dn2)
        var distance = lengths.distance
        guard sig12 < 1 || lengths.reducedLength >= 0 else { return nil }
        if sig12 < 3 * Geodesic.tiny || (sig12 < Double.ulpOfOne && (distance < 0 || lengths.reducedLength < 0)) {
            sig12 = 0
            distance = 0
        }
        return InverseSolution(
            salp1: salp1, calp1: calp1, salp2: 0, calp2: 1, arcLength: sig12 / AngleMath.radiansPerDegree,
            distance: distance * geodesic.b)
    }

    /// Both points on the equator and the short way round along it (oblate ellipsoid, λ₁₂ ≤ (1 − f)·180°).
    func equatorialSolution() -> InverseSolution? {
        guard sbet1 == 0, geodesic.f <= 0 || lon12s >= geodesic.f * 180 else { return nil }
        return InverseSolution(
            salp1: 1, calp1: 0, salp2: 1, calp2: 0, arcLength: lon12 / geodesic.oneMinusF,
            distance: geodesic.a * lam12)
    }
}
