/// Which published deep-water wind-wave growth law to use.
public enum WaveGrowthMethod: String, Sendable, CaseIterable, Codable {
    /// USACE Coastal Engineering Manual EM 1110-2-1100 Part II-2 (Change 1, 2003), eqs. II-2-36…38:
    /// JONSWAP-based growth scaled by the friction velocity u*. The default (current USACE guidance).
    case cem2003 = "cem"
    /// USACE Shore Protection Manual (1984), deep-water growth with the adjusted wind speed U_A = 0.71 U^1.23.
    case spm1984 = "spm"
}
