import Foundation

extension InverseProblem {
    /// Iteration limits and tolerances (GeographicLib's maxit1, maxit2, tol0, tol1, tolb, xthresh).
    private static let newtonIterations = 20
    private static let totalIterations = 20 + Double.significandBitCount + 1 + 10
    private static let tol0 = Double.ulpOfOne
    private static let tol1 = 200 * Double.ulpOfOne
    private static let tolb = Double.ulpOfOne * Double.ulpOfOne.squareRoot()
    private static let xthresh = 1000 * Double.ulpOfOne.squareRoot()

    /// The general case: a short-line closed form when it is exact, otherwise Newton's method on α₁
    /// (Karney 2013 §4, equations (44)-(46)) from the starting point of §5, guarded by bisection.
    func generalSolution() -> InverseSolution {
        let start = startingPoint()
        if let short = start.shortLine { return short }
        var alp1 = (sin: start.salp1, cos: start.calp1)
        var bracketA = (sin: Geodesic.tiny, cos: 1.0)
        var bracketB = (sin: Geodesic.tiny, cos: -1.0)
        var tripNewton = false
        var tripBisection = false
        var iteration = 0
        var value = lambda12(salp1: alp1.sin, calp1: alp1.cos, withDerivative: true)
        while iteration < Self.totalIterations {
            let v = value.lambdaError
            if tripBisection || !(abs(v) >= (tripNewton ? 8 : 1) * Self.tol0) { break }
            let late = iteration > Self.newtonIterations
            if v > 0 && (late || alp1.cos / alp1.sin > bracketB.cos / bracketB.sin) {
                bracketB = alp1
            } else if v < 0 && (late || alp1.cos / alp1.sin < bracketA.cos / bracketA.sin) {
                bracketA = alp1
            }
            iteration += 1
            if iteration < Self.newtonIterations, let next = newtonStep(alp1, value) {
                alp1 = next
                tripNewton = abs(v) <= 16 * Self.tol0
            } else {
                alp1 = AngleMath.normalized((bracketA.sin + bracketB.sin) / 2, (bracketA.cos + bracketB.cos) / 2)
                tripNewton = false
                tripBisection =
                    abs(bracketA.sin - alp1.sin) + (bracketA.cos - alp1.cos) < Self.tolb
                    || abs(alp1.sin - bracketB.sin) + (alp1.cos - bracketB.cos) < Self.tolb
            }
            value = lambda12(salp1: alp1.sin, calp1: alp1.cos, withDerivative: iteration < Self.newtonIterations)
        }
        let lengths = geodesic.lengths(
            eps: value.eps, sig12: value.sig12, sig1: value.sig1, sig2: value.sig2, dn1: dn1, dn2: dn2)
        return InverseSolution(
            salp1: alp1.sin, calp1: alp1.cos, salp2: value.salp2, calp2: value.calp2,
            arcLength: value.sig12 / AngleMath.radiansPerDegree, distance: lengths.distance * geodesic.b)
    }

    /// One Newton step on α₁, or `nil` when the derivative is not positive or the step leaves (0, π).
    private func newtonStep(_ alp1: (sin: Double, cos: Double), _ value: Lambda12) -> (sin: Double, cos: Double)? {
        guard value.derivative > 0 else { return nil }
        let dalp1 = -value.lambdaError / value.derivative
        let nsalp1 = alp1.sin * cos(dalp1) + alp1.cos * sin(dalp1)
        guard nsalp1 > 0 && abs(dalp1) < .pi else { return nil }
        let ncalp1 = alp1.cos * cos(dalp1) - alp1.sin * sin(dalp1)
        return AngleMath.normalized(nsalp1, ncalp1)
    }

    /// λ₁₂(α₁) − λ₁₂ and its derivative (the "hybrid problem" of Karney 2013 §4).
    struct Lambda12 {
        var lambdaError: Double
        var derivative: Double
        var salp2: Double
        var calp2: Double
        var sig12: Double
        var sig1: (Double, Double)
        var sig2: (Double, Double)
        var eps: Double
    }

    /// Solves the hybrid problem for a trial α₁: equations (5), (11), (12) give σ₁, ω₁, σ₂, ω₂; equation (23) gives
    /// λ₁₂; the derivative is equation (46): dλ₁₂/dα₁ = m₁₂ / (a cos α₂ cos β₂) (with (1 − f) for m/b).
    func lambda12(salp1: Double, calp1 inputCalp1: Double, withDerivative: Bool) -> Lambda12 {
        let calp1 = sbet1 == 0 && inputCalp1 == 0 ? -Geodesic.tiny : inputCalp1
        let salp0 = salp1 * cbet1
        let calp0 = hypot(calp1, salp1 * sbet1)
        let somg1 = salp0 * sbet1
        let comg1 = calp1 * cbet1
        let sig1 = AngleMath.normalized(sbet1, comg1)
        let salp2 = cbet2 != cbet1 ? salp0 / cbet2 : salp1
        let calp2 = arrivalCosine(calp1: calp1)
        let somg2 = salp0 * sbet2
        let comg2 = calp2 * cbet2
        let sig2 = AngleMath.normalized(sbet2, comg2)
        let sig12 = atan2(max(0, sig1.1 * sig2.0 - sig1.0 * sig2.1), sig1.1 * sig2.1 + sig1.0 * sig2.0)
        let somg12 = max(0, comg1 * somg2 - somg1 * comg2)
        let comg12 = comg1 * comg2 + somg1 * somg2
        let eta = atan2(somg12 * clam12 - comg12 * slam12, comg12 * clam12 + somg12 * slam12)
        let eps = Geodesic.epsilon(k2: calp0 * calp0 * geodesic.ep2)
        let c3 = geodesic.c3(eps)
        let b312 =
            GeodesicSeries.sineSum(c3, sin: sig2.0, cos: sig2.1) - GeodesicSeries.sineSum(c3, sin: sig1.0, cos: sig1.1)
        let domg12 = -geodesic.f * geodesic.a3(eps) * salp0 * (sig12 + b312)
        var derivative = Double.nan
        if withDerivative {
            if calp2 == 0 {
                derivative = -2 * geodesic.oneMinusF * dn1 / sbet1
            } else {
                let lengths = geodesic.lengths(eps: eps, sig12: sig12, sig1: sig1, sig2: sig2, dn1: dn1, dn2: dn2)
                derivative = lengths.reducedLength * geodesic.oneMinusF / (calp2 * cbet2)
            }
        }
        return Lambda12(
            lambdaError: eta + domg12, derivative: derivative, salp2: salp2, calp2: calp2, sig12: sig12,
            sig1: sig1, sig2: sig2, eps: eps)
    }

    /// cos α₂ ≥ 0 from Clairaut's relation, written to avoid cancellation (Karney 2013 equation (45)).
    private func arrivalCosine(calp1: Double) -> Double {
        guard cbet2 != cbet1 || abs(sbet2) != -sbet1 else { return abs(calp1) }
        let difference = cbet1 < -sbet1 ? (cbet2 - cbet1) * (cbet1 + cbet2) : (sbet1 - sbet2) * (sbet1 + sbet2)
        return ((calp1 * cbet1) * (calp1 * cbet1) + difference).squareRoot() / cbet2
    }

    /// The astroid threshold constants exposed to the starting-point code.
    static var astroidTolerance: Double { tol1 }
    static var astroidThreshold: Double { xthresh }
}
