/// The geodesic series, as data.
///
/// The series of Karney 2013 ("Algorithms for geodesics", Journal of Geodesy 87, 43–55) truncated at order 6, as in
/// GeographicLib. Each table is data: for every coefficient, the numerator polynomial's coefficients (highest
/// power first) followed by the denominator.
enum GeodesicSeries {
    /// Order of every series (Karney 2013 §2: order 6 gives errors of ~15 nm for |f| ≤ 1/150).
    static let order = 6

    /// A₁ − 1 as a function of ε: equation (17), A₁ = (1 + ε²/4 + ε⁴/64 + ε⁶/256 + …) / (1 − ε).
    @inline(__always)
    static func a1Minus1(_ eps: Double) -> Double {
        let eps2 = eps * eps
        let t = eps2 * (eps2 * (eps2 + 4) + 64) / 256
        return (t + eps) / (1 - eps)
    }

    /// A₂ − 1 as a function of ε: equation (42), A₂ = (1 − 3ε²/4 − 7ε⁴/64 − 11ε⁶/256 − …) / (1 + ε).
    @inline(__always)
    static func a2Minus1(_ eps: Double) -> Double {
        let eps2 = eps * eps
        let t = eps2 * (eps2 * (-11 * eps2 - 28) - 192) / 256
        return (t - eps) / (1 + eps)
    }

    /// C₁ₗ, equation (18), by powers of ε² for l = 1…6.
    static let c1Table: [Double] = [
        -1, 6, -16, 32,
        -9, 64, -128, 2048,
        9, -16, 768,
        3, -5, 512,
        -7, 1280,
        -7, 2048,
    ]

    /// C′₁ₗ, equation (21): the reverted series giving σ from τ = s / (b A₁).
    static let c1pTable: [Double] = [
        205, -432, 768, 1536,
        4005, -4736, 3840, 12288,
        -225, 116, 384,
        -7173, 2695, 7680,
        3467, 7680,
        38081, 61440,
    ]

    /// C₂ₗ, equation (43), for the reduced length.
    static let c2Table: [Double] = [
        1, 2, 16, 32,
        35, 64, 384, 2048,
        15, 80, 768,
        7, 35, 512,
        63, 1280,
        77, 2048,
    ]

    /// A₃, equation (24): coefficients of ε⁰…ε⁵ as polynomials in the third flattening n.
    static let a3Table: [Double] = [
        -3, 128,
        -2, -3, 64,
        -1, -3, -1, 16,
        3, -1, -2, 8,
        1, -1, 2,
        1, 1,
    ]

    /// C₃ₗ, equation (25): coefficients of εʲ for l = 1…5 as polynomials in n.
    static let c3Table: [Double] = [
        3, 128,
        2, 5, 128,
        -1, 3, 3, 64,
        -1, 0, 1, 8,
        -1, 1, 4,
        5, 256,
        1, 3, 128,
        -3, -2, 3, 64,
        1, -3, 2, 32,
        7, 512,
        -10, 9, 384,
        5, -9, 5, 192,
        7, 512,
        -14, 7, 512,
        21, 2560,
    ]

    /// Horner evaluation of `table[offset…offset+degree]` (highest power first) at x.
    @inline(__always)
    static func polynomial(_ table: [Double], offset: Int, degree: Int, at x: Double) -> Double {
        var y = table[offset]
        var index = offset
        while index < offset + degree {
            index += 1
            y = y * x + table[index]
        }
        return y
    }

    /// Up to six series coefficients kept inline (element l at index l − 1), so evaluating a series allocates
    /// nothing: the inverse problem evaluates C₁, C₂ and C₃ several times per pair.
    struct Terms {
        /// The coefficients for l = 1…6 (unused places stay 0).
        var values: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
        /// How many are used: 6 for C₁, C′₁ and C₂, 5 for C₃.
        let count: Int

        /// Coefficient l (1…count).
        @inline(__always)
        subscript(l: Int) -> Double {
            get {
                withUnsafeBytes(of: values) {
                    $0.load(fromByteOffset: (l - 1) * MemoryLayout<Double>.stride, as: Double.self)
                }
            }
            set {
                withUnsafeMutableBytes(of: &values) {
                    $0.storeBytes(of: newValue, toByteOffset: (l - 1) * MemoryLayout<Double>.stride, as: Double.self)
                }
            }
        }
    }

    /// Evaluates a series in ε whose coefficients are polynomials in ε² (C₁, C′₁, C₂): term l (1…6) is
    /// εˡ · P_l(ε²) / d_l.
    static func coefficients(_ table: [Double], eps: Double) -> Terms {
        var result = Terms(count: order)
        let eps2 = eps * eps
        var power = eps
        var offset = 0
        for l in 1...order {
            let degree = (order - l) / 2
            result[l] = power * polynomial(table, offset: offset, degree: degree, at: eps2) / table[offset + degree + 1]
            offset += degree + 2
            power *= eps
        }
        return result
    }

    /// Clenshaw summation of Σₗ cₗ sin(2lx) for l = 1…c.count, given sin x and cos x (Karney 2013 equation (59)).
    @inline(__always)
    static func sineSum(_ c: Terms, sin x: Double, cos y: Double) -> Double {
        let twoCos2x = 2 * (y - x) * (y + x)
        var b1 = 0.0
        var b2 = 0.0
        var k = c.count
        while k >= 1 {
            let b0 = twoCos2x * b1 - b2 + c[k]
            b2 = b1
            b1 = b0
            k -= 1
        }
        return 2 * x * y * b1
    }
}
