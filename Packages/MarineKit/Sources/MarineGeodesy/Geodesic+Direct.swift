import Foundation

extension Geodesic {
    /// Solves the direct problem (Karney 2013 §3): the end of the geodesic that leaves `start` at `azimuth`
    /// degrees from north and runs `distance` metres (negative runs backwards).
    ///
    /// Returns NaN coordinates for non-finite input or a latitude outside [−90, 90].
    public func direct(from start: GeoCoordinate, azimuth: Double, distance: Double) -> GeodesicDirectResult {
        let lat1 = abs(start.latitude) > 90 ? Double.nan : start.latitude
        let (salp1, calp1) = AngleMath.sinCos(degrees: AngleMath.round(azimuth))
        var (sbet1, cbet1) = AngleMath.sinCos(degrees: AngleMath.round(lat1))
        sbet1 *= oneMinusF
        (sbet1, cbet1) = AngleMath.normalized(sbet1, cbet1)
        cbet1 = max(Self.tiny, cbet1)
        // Eq. (5): sin α₀ = sin α₁ cos β₁; equation (11): tan σ₁ = tan β₁ / cos α₁; equation (12): tan ω₁ = sin α₀ tan σ₁.
        let salp0 = salp1 * cbet1
        let calp0 = hypot(calp1, salp1 * sbet1)
        let somg1 = salp0 * sbet1
        let comg1 = sbet1 != 0 || calp1 != 0 ? cbet1 * calp1 : 1
        let (ssig1, csig1) = AngleMath.normalized(sbet1, comg1)
        let eps = Self.epsilon(k2: calp0 * calp0 * ep2)
        let sig12 = arcLength(distance: distance, eps: eps, ssig1: ssig1, csig1: csig1)
        let ssig12 = sin(sig12)
        let csig12 = cos(sig12)
        let ssig2 = ssig1 * csig12 + csig1 * ssig12
        var csig2 = csig1 * csig12 - ssig1 * ssig12
        let sbet2 = calp0 * ssig2
        var cbet2 = hypot(salp0, calp0 * csig2)
        if cbet2 == 0 {
            cbet2 = Self.tiny
            csig2 = Self.tiny
        }
        // Eq. (23) with (25): λ₁₂ = ω₁₂ − f sin α₀ A₃ (σ₁₂ + B₃₁(σ₂) − B₃₁(σ₁)); ω₁₂ unrolled (equation (12)).
        let somg2 = salp0 * ssig2
        let east: Double = salp0.sign == .minus ? -1 : 1
        let omg12 =
            east
            * (sig12 - (atan2(ssig2, csig2) - atan2(ssig1, csig1))
                + (atan2(east * somg2, csig2) - atan2(east * somg1, comg1)))
        let c3 = c3(eps)
        let lam12 =
            omg12 - f * salp0 * a3(eps)
            * (sig12 + GeodesicSeries.sineSum(c3, sin: ssig2, cos: csig2)
                - GeodesicSeries.sineSum(c3, sin: ssig1, cos: csig1))
        let lon12 = lam12 / AngleMath.radiansPerDegree
        let lon2 = AngleMath.normalize(AngleMath.normalize(start.longitude) + AngleMath.normalize(lon12))
        let lat2 = AngleMath.atan2Degrees(sbet2, oneMinusF * cbet2)
        let azi2 = AngleMath.atan2Degrees(salp0, calp0 * csig2)
        return GeodesicDirectResult(
            destination: GeoCoordinate(latitude: lat2, longitude: lon2), finalAzimuth: azi2,
            arcLength: sig12 / AngleMath.radiansPerDegree)
    }

    /// σ₁₂ for a distance: τ₁₂ = s₁₂ / (b A₁), then σ = τ − B′₁ via the reverted series C′₁ (equations (20), (21)).
    private func arcLength(distance: Double, eps: Double, ssig1: Double, csig1: Double) -> Double {
        let c1 = GeodesicSeries.coefficients(GeodesicSeries.c1Table, eps: eps)
        let c1p = GeodesicSeries.coefficients(GeodesicSeries.c1pTable, eps: eps)
        let b11 = GeodesicSeries.sineSum(c1, sin: ssig1, cos: csig1)
        let stau1 = ssig1 * cos(b11) + csig1 * sin(b11)
        let ctau1 = csig1 * cos(b11) - ssig1 * sin(b11)
        var tau12 = distance / (b * (1 + GeodesicSeries.a1Minus1(eps)))
        if !tau12.isFinite { tau12 = .nan }
        let s = sin(tau12)
        let c = cos(tau12)
        let b12 = -GeodesicSeries.sineSum(c1p, sin: stau1 * c + ctau1 * s, cos: ctau1 * c - stau1 * s)
        return tau12 - (b12 - b11)
    }

    /// The smallest number whose square is a normal double: keeps cos β > 0 at the poles.
    static let tiny = Double.leastNormalMagnitude.squareRoot()
}
