import Foundation

extension Geodesic {
    /// Solves the inverse problem (Karney 2013 §4): the shortest geodesic between two points.
    ///
    /// Accurate to ~15 nm on WGS84 for any pair, including coincident, polar, equatorial, meridional and
    /// nearly antipodal points. Non-finite input or a latitude outside [−90, 90] gives NaN values.
    public func inverse(from start: GeoCoordinate, to end: GeoCoordinate) -> GeodesicInverseResult {
        let problem = InverseProblem(geodesic: self, start: start, end: end)
        var solution = problem.meridianSolution() ?? problem.equatorialSolution() ?? problem.generalSolution()
        if problem.swapped < 0 {
            swap(&solution.salp1, &solution.salp2)
            swap(&solution.calp1, &solution.calp2)
        }
        let lonFactor = problem.swapped * problem.lonSign
        let latFactor = problem.swapped * problem.latSign
        return GeodesicInverseResult(
            distance: 0 + solution.distance,
            initialAzimuth: AngleMath.atan2Degrees(solution.salp1 * lonFactor, solution.calp1 * latFactor),
            finalAzimuth: AngleMath.atan2Degrees(solution.salp2 * lonFactor, solution.calp2 * latFactor),
            arcLength: solution.arcLength)
    }
}

/// The unsigned azimuths, arc and distance of a canonical inverse problem.
struct InverseSolution {
    var salp1: Double
    var calp1: Double
    var salp2: Double
    var calp2: Double
    var arcLength: Double
    var distance: Double
}

/// The output of Karney 2013 §4's "Lengths": distance and reduced length divided by b, and m₀ (equations (38)-(42)).
struct GeodesicLengths {
    let distance: Double
    let reducedLength: Double
}

extension Geodesic {
    /// s₁₂/b (equation (15)) and m₁₂/b (equation (38)) between σ₁ and σ₂ on the geodesic with parameter ε.
    func lengths(eps: Double, sig12: Double, sig1: (Double, Double), sig2: (Double, Double), dn1: Double, dn2: Double)
        -> GeodesicLengths
    {
        let c1 = GeodesicSeries.coefficients(GeodesicSeries.c1Table, eps: eps)
        let c2 = GeodesicSeries.coefficients(GeodesicSeries.c2Table, eps: eps)
        let a1m1 = GeodesicSeries.a1Minus1(eps)
        let a2m1 = GeodesicSeries.a2Minus1(eps)
        let b1 =
            GeodesicSeries.sineSum(c1, sin: sig2.0, cos: sig2.1) - GeodesicSeries.sineSum(c1, sin: sig1.0, cos: sig1.1)
        let b2 =
            GeodesicSeries.sineSum(c2, sin: sig2.0, cos: sig2.1) - GeodesicSeries.sineSum(c2, sin: sig1.0, cos: sig1.1)
        let j12 = (a1m1 - a2m1) * sig12 + ((1 + a1m1) * b1 - (1 + a2m1) * b2)
        let (ssig1, csig1) = sig1
        let (ssig2, csig2) = sig2
        let reduced = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
        return GeodesicLengths(distance: (1 + a1m1) * (sig12 + b1), reducedLength: reduced)
    }
}
