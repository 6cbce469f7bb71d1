import Foundation

/// Schmidt semi-normalised Legendre functions and their latitude derivatives.
///
/// Schmidt semi-normalised associated Legendre functions P̆ₙᵐ(sin φ′) and their derivatives with respect to
/// the geocentric latitude φ′, for n ≤ degree (WMM report equations (4)–(5); standard recursions, for example Langel 1987,
/// "The main field", in Geomagnetism vol. 1, §4.2).
///
/// The square roots of the recursion depend on n and m alone and are taken once per process (``upToDegree13``);
/// each evaluation writes into buffers the caller owns (``evaluate(degree:sinPhi:cosPhi:value:derivative:)``): the
/// same operations on the same values as taking them every time, so the same bits, without four arrays per
/// evaluation (a 200,000-leg `route show` evaluates the model once per leg; issue 30).
struct SchmidtLegendre: Sendable {
    /// The constants for every degree a coefficient file may hold (``MagneticModel/init(cof:)`` accepts n ≤ 13).
    static let upToDegree13 = SchmidtLegendre(degree: 13)

    /// Highest degree n the constants cover.
    let degree: Int
    /// √(1 − 1/2n) per n (1 for n = 1): the sectoral factor P̆ₙⁿ = √(1 − 1/2n) cos φ′ P̆ₙ₋₁ⁿ⁻¹.
    let diagonal: [Double]
    /// √((n − 1)² − m²) per index (n, m), m < n.
    let previousRoot: [Double]
    /// √(n² − m²) per index (n, m).
    let root: [Double]

    /// The constants of the recursion up to `degree`.
    init(degree: Int) {
        let size = MagneticModel.index(degree, degree) + 1
        var diagonal = [Double](repeating: 1, count: degree + 1)
        var previousRoot = [Double](repeating: 0, count: size)
        var root = [Double](repeating: 0, count: size)
        for n in stride(from: 1, through: degree, by: 1) {
            let nn = Double(n)
            diagonal[n] = n == 1 ? 1.0 : (1 - 1 / (2 * nn)).squareRoot()
            for m in 0...n {
                let mm = Double(m)
                if m < n { previousRoot[MagneticModel.index(n, m)] = ((nn - 1) * (nn - 1) - mm * mm).squareRoot() }
                root[MagneticModel.index(n, m)] = (nn * nn - mm * mm).squareRoot()
            }
        }
        (self.degree, self.diagonal, self.previousRoot, self.root) = (degree, diagonal, previousRoot, root)
    }

    /// Writes P̆ₙᵐ into `p` and dP̆ₙᵐ/dφ′ into `dp` for n ≤ `maximum` (at most ``degree``), both indexed by
    /// ``MagneticModel/index(_:_:)`` and at least `index(maximum, maximum) + 1` long, for sin φ′ and cos φ′.
    func evaluate(
        degree maximum: Int, sinPhi s: Double, cosPhi c: Double, value p: UnsafeMutableBufferPointer<Double>,
        derivative dp: UnsafeMutableBufferPointer<Double>
    ) {
        p[0] = 1
        dp[0] = 0
        for n in stride(from: 1, through: Swift.min(maximum, degree), by: 1) {
            let nn = Double(n)
            let row = MagneticModel.index(n, 0)
            let previousRow = MagneticModel.index(n - 1, 0)
            // Sectoral term first, then the others from the two rows before.
            p[row + n] = diagonal[n] * c * p[previousRow + n - 1]
            for m in 0..<n {
                let previous = p[previousRow + m]
                let twoBack = n >= 2 && m <= n - 2 ? p[MagneticModel.index(n - 2, m)] : 0
                p[row + m] = ((2 * nn - 1) * s * previous - previousRoot[row + m] * twoBack) / root[row + m]
            }
            for m in 0...n {
                // dP̆ₙᵐ/dφ′ = (√(n² − m²) P̆ₙ₋₁ᵐ − n sin φ′ P̆ₙᵐ) / cos φ′.
                let lower = m < n ? p[previousRow + m] : 0
                dp[row + m] = (root[row + m] * lower - nn * s * p[row + m]) / c
            }
        }
    }
}
