/// A parametric estimate of the locally generated wind sea.
public struct WindSeaEstimate: Sendable, Equatable, Codable {
    /// What limited the growth.
    public enum Limit: String, Sendable, Codable {
        /// The fetch: the sea is as high as the open water upwind allows.
        case fetch
        /// The wind duration: the wind has not blown long enough to fill the fetch.
        case duration
        /// Neither: the sea is fully developed for this wind.
        case fullyDeveloped
    }

    /// Significant wave height Hm0, metres.
    public var significantHeight: Double
    /// Peak period Tp, seconds.
    public var peakPeriod: Double
    /// The limiting factor.
    public var limitedBy: Limit
    /// The fetch actually used, metres (the equivalent fetch when duration-limited).
    public var effectiveFetchMeters: Double

    /// Creates an estimate.
    public init(significantHeight: Double, peakPeriod: Double, limitedBy: Limit, effectiveFetchMeters: Double) {
        self.significantHeight = significantHeight
        self.peakPeriod = peakPeriod
        self.limitedBy = limitedBy
        self.effectiveFetchMeters = effectiveFetchMeters
    }
}
