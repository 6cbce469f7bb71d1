import Foundation

/// Deep-water fetch- and duration-limited wind-sea growth (USACE Coastal Engineering Manual EM 1110-2-1100 II-2,
/// equations II-2-36 to II-2-38).
///
/// CEM 2003 (EM 1110-2-1100 Part II-2, Change 1):
/// - drag coefficient C_D = 0.001 (1.1 + 0.035 U10), friction velocity u* = √C_D · U10 (equation II-2-36 context);
/// - fetch-limited g Hm0/u*² = 4.13e-2 (gX/u*²)^½ and g Tp/u* = 0.651 (gX/u*²)^⅓ (equation II-2-36);
/// - fully developed g Hm0/u*² = 2.115e2 and g Tp/u* = 2.398e2 (equation II-2-37);
/// - duration-limited: equivalent fetch gX/u*² = 5.23e-3 (g t/u*)^{3/2} (equation II-2-38).
///
/// SPM 1984 (Shore Protection Manual, equations 3-28a, 3-33, 3-34, 3-35; as coded in ACES `WGFL.m`/`WGFD.m`):
/// - adjusted wind U_A = 0.71 U^1.23 (U in m/s);
/// - g Hm0/U_A² = 1.6e-3 (gF/U_A²)^½, g Tp/U_A = 2.857e-1 (gF/U_A²)^⅓;
/// - fully developed g Hm0/U_A² = 2.433e-1, g Tp/U_A = 8.134;
/// - duration g t/U_A = 6.88e1 (gF/U_A²)^⅔.
///
/// The smaller of the fetch- and duration-limited seas is returned, capped at full development.
public struct WindSeaGrowth: Sendable, Equatable {
    /// Standard gravity used by both manuals' worked examples, m/s².
    public static let gravity = 9.81

    /// The growth law.
    public var method: WaveGrowthMethod

    /// Creates a calculator for `method` (CEM 2003 by default).
    public init(method: WaveGrowthMethod = .cem2003) {
        self.method = method
    }

    /// The wind sea for a wind speed, an upwind fetch and optionally a duration.
    ///
    /// `windSpeed` is m/s at 10 m, `fetchMeters` the open water upwind, `durationSeconds` how long the wind
    /// has blown. Nil duration means unlimited (fetch-limited only).
    /// Returns a calm sea for zero wind or zero fetch.
    public func estimate(windSpeed: Double, fetchMeters: Double, durationSeconds: Double? = nil) -> WindSeaEstimate {
        guard windSpeed > 0, fetchMeters > 0 else {
            return WindSeaEstimate(significantHeight: 0, peakPeriod: 0, limitedBy: .fetch, effectiveFetchMeters: 0)
        }
        let law = GrowthLaw(method: method, windSpeed: windSpeed)
        var fetch = fetchMeters
        var limit = WindSeaEstimate.Limit.fetch
        if let durationSeconds {
            let equivalent = law.equivalentFetch(durationSeconds: max(0, durationSeconds))
            if equivalent < fetch {
                fetch = equivalent
                limit = .duration
            }
        }
        if fetch >= law.fullyDevelopedFetch {
            return WindSeaEstimate(
                significantHeight: law.fullyDevelopedHeightMeters, peakPeriod: law.fullyDevelopedPeriodSeconds,
                limitedBy: .fullyDeveloped, effectiveFetchMeters: law.fullyDevelopedFetch)
        }
        return WindSeaEstimate(
            significantHeight: law.height(fetch: fetch), peakPeriod: law.period(fetch: fetch), limitedBy: limit,
            effectiveFetchMeters: fetch)
    }
}

/// The dimensionless coefficients of one law, scaled by its velocity (u* for CEM, U_A for SPM).
private struct GrowthLaw {
    let scale: Double
    let heightCoefficient: Double
    let periodCoefficient: Double
    let fullyDevelopedHeight: Double
    let fullyDevelopedPeriod: Double
    let durationCoefficient: Double
    let durationExponent: Double

    init(method: WaveGrowthMethod, windSpeed: Double) {
        switch method {
        case .cem2003:
            // CEM II-2-36…38.
            let drag = 0.001 * (1.1 + 0.035 * windSpeed)
            scale = drag.squareRoot() * windSpeed
            (heightCoefficient, periodCoefficient) = (4.13e-2, 0.651)
            (fullyDevelopedHeight, fullyDevelopedPeriod) = (2.115e2, 2.398e2)
            (durationCoefficient, durationExponent) = (5.23e-3, 1.5)
        case .spm1984:
            // SPM 1984 eqs. 3-28a, 3-33…3-35; duration inverted from g t/U_A = 68.8 (gF/U_A²)^(2/3).
            scale = 0.71 * pow(windSpeed, 1.23)
            (heightCoefficient, periodCoefficient) = (1.6e-3, 2.857e-1)
            (fullyDevelopedHeight, fullyDevelopedPeriod) = (2.433e-1, 8.134)
            (durationCoefficient, durationExponent) = (pow(1 / 68.8, 1.5), 1.5)
        }
    }

    private var g: Double { WindSeaGrowth.gravity }

    /// The fetch (m) at which the fetch-limited height reaches the fully developed cap.
    var fullyDevelopedFetch: Double {
        let dimensionless = pow(fullyDevelopedHeight / heightCoefficient, 2)
        return dimensionless * scale * scale / g
    }

    /// Hm0 of the fully developed sea, metres.
    var fullyDevelopedHeightMeters: Double { fullyDevelopedHeight * scale * scale / g }

    /// Tp of the fully developed sea, seconds.
    var fullyDevelopedPeriodSeconds: Double { fullyDevelopedPeriod * scale / g }

    /// The fetch (m) that a wind of `durationSeconds` fills.
    func equivalentFetch(durationSeconds: Double) -> Double {
        let dimensionlessTime = g * durationSeconds / scale
        return durationCoefficient * pow(dimensionlessTime, durationExponent) * scale * scale / g
    }

    func height(fetch: Double) -> Double {
        heightCoefficient * (g * fetch / (scale * scale)).squareRoot() * scale * scale / g
    }

    func period(fetch: Double) -> Double {
        periodCoefficient * pow(g * fetch / (scale * scale), 1.0 / 3.0) * scale / g
    }
}
