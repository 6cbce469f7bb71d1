import Foundation

/// Rhumb lines (loxodromes) on an ellipsoid: the constant-bearing course a mariner steers, as OpenCPN's
/// "Mercator sailing" computes it, but exact on the ellipsoid.
///
/// The bearing is the direction of the straight line on a Mercator chart, from the isometric latitude
/// ψ = asinh(tan φ) − e·atanh(e sin φ); the distance is the meridian arc crossed divided by cos(bearing),
/// with the meridian arc from Helmert's series in the third flattening n (F. R. Helmert, "Die mathematischen
/// und physikalischen Theorieen der höheren Geodäsie", vol. 1, 1880; truncation error < 1 µm on WGS84).
public struct RhumbLine: Sendable {
    /// The ellipsoid.
    public let ellipsoid: Ellipsoid
    /// Rhumb lines on WGS84.
    public static let wgs84 = RhumbLine(ellipsoid: .wgs84)

    private let eccentricity: Double
    private let rectifyingRadius: Double
    private let meridianCoefficients: [Double]

    /// Creates a solver for an ellipsoid.
    public init(ellipsoid: Ellipsoid) {
        self.ellipsoid = ellipsoid
        eccentricity = ellipsoid.eccentricitySquared.squareRoot()
        let n = ellipsoid.thirdFlattening
        let n2 = n * n
        // Helmert: M(φ) = a/(1+n)·(1 + n²/4 + n⁴/64)·(φ + Σ βₖ sin 2kφ).
        rectifyingRadius = ellipsoid.equatorialRadius / (1 + n) * (1 + n2 / 4 + n2 * n2 / 64)
        meridianCoefficients = [
            -3 * n / 2 + 9 * n * n2 / 16, 15 * n2 / 16 - 15 * n2 * n2 / 32, -35 * n * n2 / 48, 315 * n2 * n2 / 512,
        ]
    }

    /// The rhumb line from `start` to `end`: constant bearing (degrees from true north, [0, 360)) and metres.
    ///
    /// The shorter way round in longitude is taken.
    public func inverse(from start: GeoCoordinate, to end: GeoCoordinate) -> (bearing: Double, distance: Double) {
        let phi1 = start.latitude * AngleMath.radiansPerDegree
        let phi2 = end.latitude * AngleMath.radiansPerDegree
        let dLambda = AngleMath.difference(start.longitude, end.longitude).difference * AngleMath.radiansPerDegree
        let dPsi = isometricLatitude(phi2) - isometricLatitude(phi1)
        var bearing = atan2(dLambda, dPsi) / AngleMath.radiansPerDegree
        if bearing < 0 { bearing += 360 }
        let dPhi = phi2 - phi1
        // Metres of meridian per unit of ψ: ΔM/Δψ, or its limit ν cos φ on (nearly) constant latitude.
        let metersPerPsi: Double
        if abs(dPhi) > 1e-9 {
            metersPerPsi = (meridianArc(phi2) - meridianArc(phi1)) / dPsi
        } else {
            metersPerPsi = parallelRadius((phi1 + phi2) / 2)
        }
        return (bearing == 360 ? 0 : bearing, hypot(dLambda, dPsi) * abs(metersPerPsi))
    }

    /// Isometric latitude ψ in radians.
    func isometricLatitude(_ phi: Double) -> Double {
        asinh(tan(phi)) - eccentricity * atanh(eccentricity * sin(phi))
    }

    /// Meridian arc from the equator to latitude φ (radians) in metres.
    func meridianArc(_ phi: Double) -> Double {
        var sum = phi
        for (index, beta) in meridianCoefficients.enumerated() {
            sum += beta * sin(2 * Double(index + 1) * phi)
        }
        return rectifyingRadius * sum
    }

    /// Radius of the parallel at latitude φ (radians): ν cos φ = a cos φ / √(1 − e² sin² φ).
    package func parallelRadius(_ phi: Double) -> Double {
        let s = sin(phi)
        return ellipsoid.equatorialRadius * cos(phi) / (1 - ellipsoid.eccentricitySquared * s * s).squareRoot()
    }
}
