import Foundation

/// Geodesics on an ellipsoid of revolution: the shortest path between two points (inverse problem) and the
/// end of a path of given start, azimuth and length (direct problem).
///
/// Implements C. F. F. Karney, "Algorithms for geodesics", Journal of Geodesy 87, 43–55 (2013),
/// doi:10.1007/s00190-012-0578-z, with its series to order 6; on WGS84 the errors are below 15 nanometres
/// everywhere, including nearly antipodal points (Newton's method on the azimuth, started from the astroid
/// solution of §5). Angles are in degrees, lengths in metres.
public struct Geodesic: Sendable {
    /// The ellipsoid the geodesics run on.
    public let ellipsoid: Ellipsoid
    /// The WGS84 geodesic solver.
    public static let wgs84 = Geodesic(ellipsoid: .wgs84)

    let a: Double
    let f: Double
    let b: Double
    let oneMinusF: Double
    let e2: Double
    let ep2: Double
    let n: Double
    /// Threshold of σ₁₂ below which the short-line approximation is exact to rounding (GeographicLib's etol2).
    let shortLineTolerance: Double
    /// A₃ coefficients of ε⁵…ε⁰ for this n (equation (24)).
    let a3Coefficients: [Double]
    /// C₃ coefficients for this n (equation (25)).
    let c3Coefficients: [Double]

    /// Creates a solver for an ellipsoid with |f| ≤ 1/50.
    public init(ellipsoid: Ellipsoid) {
        self.ellipsoid = ellipsoid
        a = ellipsoid.equatorialRadius
        f = ellipsoid.flattening
        b = ellipsoid.polarRadius
        oneMinusF = 1 - f
        e2 = ellipsoid.eccentricitySquared
        ep2 = ellipsoid.secondEccentricitySquared
        n = ellipsoid.thirdFlattening
        shortLineTolerance =
            0.1 * Double.ulpOfOne.squareRoot() / (max(0.001, abs(f)) * min(1.0, 1 - f / 2) / 2).squareRoot()
        a3Coefficients = Self.a3Coefficients(n: ellipsoid.thirdFlattening)
        c3Coefficients = Self.c3Coefficients(n: ellipsoid.thirdFlattening)
    }

    private static func a3Coefficients(n: Double) -> [Double] {
        let order = GeodesicSeries.order
        var result: [Double] = []
        var offset = 0
        for j in stride(from: order - 1, through: 0, by: -1) {
            let degree = min(order - j - 1, j)
            let table = GeodesicSeries.a3Table
            result.append(
                GeodesicSeries.polynomial(table, offset: offset, degree: degree, at: n) / table[offset + degree + 1])
            offset += degree + 2
        }
        return result
    }

    private static func c3Coefficients(n: Double) -> [Double] {
        let order = GeodesicSeries.order
        var result: [Double] = []
        var offset = 0
        for l in 1..<order {
            for j in stride(from: order - 1, through: l, by: -1) {
                let degree = min(order - j - 1, j)
                let table = GeodesicSeries.c3Table
                result.append(
                    GeodesicSeries.polynomial(table, offset: offset, degree: degree, at: n)
                        / table[offset + degree + 1])
                offset += degree + 2
            }
        }
        return result
    }

    /// A₃(ε), equation (24).
    @inline(__always)
    func a3(_ eps: Double) -> Double {
        GeodesicSeries.polynomial(a3Coefficients, offset: 0, degree: GeodesicSeries.order - 1, at: eps)
    }

    /// C₃ₗ(ε) for l = 1…5, equation (25).
    func c3(_ eps: Double) -> GeodesicSeries.Terms {
        let order = GeodesicSeries.order
        var result = GeodesicSeries.Terms(count: order - 1)
        var power = 1.0
        var offset = 0
        for l in 1..<order {
            let degree = order - l - 1
            power *= eps
            result[l] = power * GeodesicSeries.polynomial(c3Coefficients, offset: offset, degree: degree, at: eps)
            offset += degree + 1
        }
        return result
    }

    /// ε from k² = e′² cos²α₀, equation (16): ε = k² / (2(1 + √(1 + k²)) + k²).
    @inline(__always)
    static func epsilon(k2: Double) -> Double {
        k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    }
}
