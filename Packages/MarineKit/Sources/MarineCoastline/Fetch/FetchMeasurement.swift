/// Open water upwind of a point for one wind direction (USACE Coastal Engineering Manual EM 1110-2-1100 Part II-2), in
/// metres.
public struct FetchMeasurement: Sendable, Equatable, Codable {
    /// The direction the wind blows **from**, degrees true; fetch is measured toward it (upwind).
    public var windFromDegrees: Double
    /// Straight-line fetch along the wind direction (CEM 2003 II-2 recommendation), metres, ≤ the cap.
    public var straightLineMeters: Double
    /// Cosine-weighted effective fetch over ±45° (USACE 1977 / Saville lineage; NOAA WEMo), metres, ≤ the cap.
    public var effectiveMeters: Double
    /// Whether the straight-line ray reached the cap without meeting land.
    public var isOpenSea: Bool

    /// Creates a measurement.
    public init(windFromDegrees: Double, straightLineMeters: Double, effectiveMeters: Double, isOpenSea: Bool) {
        self.windFromDegrees = windFromDegrees
        self.straightLineMeters = straightLineMeters
        self.effectiveMeters = effectiveMeters
        self.isOpenSea = isOpenSea
    }
}
