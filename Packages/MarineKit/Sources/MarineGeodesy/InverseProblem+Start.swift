import Foundation

extension InverseProblem {
    /// A starting α₁ for Newton's method, or the complete answer for very short lines.
    struct StartingPoint {
        var salp1: Double
        var calp1: Double
        var shortLine: InverseSolution?
    }

    /// The starting point of Karney 2013 §5.
    ///
    /// The spherical estimate (equation (48)-(50)) with ω₁₂ = λ₁₂ / ((1 − f) w̄) for short
    /// lines, exact to rounding when σ₁₂ is tiny; for nearly antipodal points the astroid solution (eqs.
    /// (53)-(57)) instead.
    func startingPoint() -> StartingPoint {
        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        let sbet12a = sbet2 * cbet1 + cbet2 * sbet1
        let isShort = cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5
        var omg12 = (sin: slam12, cos: clam12)
        var dnm = 1.0
        if isShort {
            var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
            sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
            dnm = (1 + geodesic.ep2 * sbetm2).squareRoot()
            let omega = lam12 / (geodesic.oneMinusF * dnm)
            omg12 = (sin(omega), cos(omega))
        }
        var alp1 = sphericalAzimuth(omg12: omg12, sbet12: sbet12, sbet12a: sbet12a)
        let ssig12 = hypot(alp1.sin, alp1.cos)
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * omg12.cos
        if isShort && ssig12 < geodesic.shortLineTolerance {
            return StartingPoint(
                salp1: alp1.sin / ssig12, calp1: alp1.cos / ssig12,
                shortLine: shortLine(omg12: omg12, sbet12: sbet12, alp1: alp1, sig12: atan2(ssig12, csig12), dnm: dnm))
        }
        let needsAstroid =
            abs(geodesic.n) < 0.1 && csig12 < 0 && ssig12 < 6 * abs(geodesic.n) * .pi * cbet1 * cbet1
            && geodesic.f > 0
        if needsAstroid { alp1 = astroidAzimuth(sbet12a: sbet12a) }
        if !(alp1.sin <= 0) {
            alp1 = AngleMath.normalized(alp1.sin, alp1.cos)
        } else {
            alp1 = (1, 0)
        }
        return StartingPoint(salp1: alp1.sin, calp1: alp1.cos, shortLine: nil)
    }

    /// α₁ on the auxiliary sphere for a longitude difference ω₁₂ (unnormalized; its length is sin σ₁₂).
    private func sphericalAzimuth(omg12: (sin: Double, cos: Double), sbet12: Double, sbet12a: Double)
        -> (sin: Double, cos: Double)
    {
        let salp1 = cbet2 * omg12.sin
        let squared = omg12.sin * omg12.sin
        let calp1 =
            omg12.cos >= 0
            ? sbet12 + cbet2 * sbet1 * squared / (1 + omg12.cos)
            : sbet12a - cbet2 * sbet1 * squared / (1 - omg12.cos)
        return (salp1, calp1)
    }

    /// The closed form for very short lines: the sphere of radius b·w̄ is exact to rounding there.
    private func shortLine(
        omg12: (sin: Double, cos: Double), sbet12: Double, alp1: (sin: Double, cos: Double), sig12: Double,
        dnm: Double
    ) -> InverseSolution {
        let salp2 = cbet1 * omg12.sin
        let calp2 =
            sbet12 - cbet1 * sbet2 * (omg12.cos >= 0 ? omg12.sin * omg12.sin / (1 + omg12.cos) : 1 - omg12.cos)
        let alp2 = AngleMath.normalized(salp2, calp2)
        let alp1 = AngleMath.normalized(alp1.sin, alp1.cos)
        return InverseSolution(
            salp1: alp1.0, calp1: alp1.1, salp2: alp2.0, calp2: alp2.1,
            arcLength: sig12 / AngleMath.radiansPerDegree, distance: sig12 * geodesic.b * dnm)
    }

    /// Nearly antipodal points on an oblate ellipsoid: scale to the (x, y) plane where the antipode is at the
    /// origin, solve the astroid equation (equation (55)) for k, and estimate α₁ from ω₁₂ (Karney 2013 §5).
    private func astroidAzimuth(sbet12a: Double) -> (sin: Double, cos: Double) {
        let lam12x = atan2(-slam12, -clam12)
        let k2 = sbet1 * sbet1 * geodesic.ep2
        let eps = Geodesic.epsilon(k2: k2)
        let lamscale = geodesic.f * cbet1 * geodesic.a3(eps) * .pi
        let betscale = lamscale * cbet1
        let x = lam12x / lamscale
        let y = sbet12a / betscale
        if y > -Self.astroidTolerance && x > -1 - Self.astroidThreshold {
            let salp1 = min(1.0, -x)
            return (salp1, -(1 - salp1 * salp1).squareRoot())
        }
        let k = Self.astroid(x: x, y: y)
        let omg12a = lamscale * (-x * k / (1 + k))
        let somg12 = sin(omg12a)
        let comg12 = -cos(omg12a)
        return (cbet2 * somg12, sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12))
    }

    /// The positive root k of k⁴ + 2k³ − (x² + y² − 1)k² − 2y²k − y² = 0 (Karney 2013 equation (55)), computed
    /// in closed form without cancellation.
    static func astroid(x: Double, y: Double) -> Double {
        let p = x * x
        let q = y * y
        let r = (p + q - 1) / 6
        guard !(q == 0 && r <= 0) else { return 0 }
        let s = p * q / 4
        let r2 = r * r
        let r3 = r * r2
        let discriminant = s * (s + 2 * r3)
        var u = r
        if discriminant >= 0 {
            var t3 = s + r3
            t3 += t3 < 0 ? -discriminant.squareRoot() : discriminant.squareRoot()
            let t = cbrt(t3)
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            let angle = atan2((-discriminant).squareRoot(), -(s + r3))
            u += 2 * r * cos(angle / 3)
        }
        let v = (u * u + q).squareRoot()
        let uv = u < 0 ? q / (v - u) : u + v
        let w = (uv - q) / (2 * v)
        return uv / ((uv + w * w).squareRoot() + w)
    }
}
