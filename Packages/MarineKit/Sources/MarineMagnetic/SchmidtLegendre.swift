import Foundation

/// Schmidt semi-normalised Legendre functions and their latitude derivatives.
///
/// Schmidt semi-normalised associated Legendre functions P̆ₙᵐ(sin φ′) and their derivatives with respect to
/// the geocentric latitude φ′, for n ≤ degree (WMM report equations (4)–(5); standard recursions, for example Langel 1987,
/// "The main field", in Geomagnetism vol. 1, §4.2).
struct SchmidtLegendre {
    /// P̆ₙᵐ indexed by MagneticModel.index(n, m).
    let value: [Double]
    /// dP̆ₙᵐ/dφ′, same indexing.
    let derivative: [Double]

    init(degree: Int, latitude phi: Double) {
        let s = sin(phi)
        let c = cos(phi)
        var p = [Double](repeating: 0, count: MagneticModel.index(degree, degree) + 1)
        var dp = p
        p[0] = 1
        for n in 1...degree {
            let nn = Double(n)
            // Sectoral term: P̆₁¹ = cos φ′, P̆ₙⁿ = √(1 − 1/2n) cos φ′ P̆ₙ₋₁ⁿ⁻¹.
            let diagonal = n == 1 ? 1.0 : (1 - 1 / (2 * nn)).squareRoot()
            p[MagneticModel.index(n, n)] = diagonal * c * p[MagneticModel.index(n - 1, n - 1)]
            for m in 0..<n {
                let mm = Double(m)
                let previous = p[MagneticModel.index(n - 1, m)]
                let twoBack = n >= 2 && m <= n - 2 ? p[MagneticModel.index(n - 2, m)] : 0
                let k = ((nn - 1) * (nn - 1) - mm * mm).squareRoot()
                p[MagneticModel.index(n, m)] =
                    ((2 * nn - 1) * s * previous - k * twoBack) / (nn * nn - mm * mm).squareRoot()
            }
            for m in 0...n {
                // dP̆ₙᵐ/dφ′ = (√(n² − m²) P̆ₙ₋₁ᵐ − n sin φ′ P̆ₙᵐ) / cos φ′.
                let mm = Double(m)
                let lower = m < n ? p[MagneticModel.index(n - 1, m)] : 0
                dp[MagneticModel.index(n, m)] =
                    ((nn * nn - mm * mm).squareRoot() * lower - nn * s * p[MagneticModel.index(n, m)]) / c
            }
        }
        value = p
        derivative = dp
    }
}
