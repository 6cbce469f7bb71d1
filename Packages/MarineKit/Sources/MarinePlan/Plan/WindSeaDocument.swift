/// A wind-sea estimate as `denizrota plan --json` and `fetch --json` write it (``WindSeaEstimate``): its significant
/// height, metres (three decimals), its peak period, seconds (two decimals), and what limits its growth.
public struct WindSeaDocument: Codable, Sendable, Equatable {
    /// Significant wave height, metres.
    public var heightMeters: Double
    /// Peak period, seconds.
    public var periodSeconds: Double
    /// What limits the growth: the fetch, the duration, or neither (fully developed).
    public var limitedBy: WindSeaEstimate.Limit

    /// The document of an estimate.
    public init(_ estimate: WindSeaEstimate) {
        heightMeters = (estimate.significantHeight * 1000).rounded() / 1000
        periodSeconds = (estimate.peakPeriod * 100).rounded() / 100
        limitedBy = estimate.limitedBy
    }
}
