/// The weather a skipper accepts for this boat; the weather/risk layer compares forecasts against them.
public struct BoatLimits: Hashable, Codable, Sendable {
    /// Highest acceptable sustained wind in knots (1–100).
    public var maxWindKnots: Double
    /// Highest acceptable gust in knots (1–150).
    public var maxGustKnots: Double
    /// Highest acceptable significant wave height in metres (0.1–20).
    public var maxWaveMeters: Double

    /// Creates limits; ``BoatSettings/validated()`` checks their ranges.
    public init(maxWindKnots: Double, maxGustKnots: Double, maxWaveMeters: Double) {
        self.maxWindKnots = maxWindKnots
        self.maxGustKnots = maxGustKnots
        self.maxWaveMeters = maxWaveMeters
    }
}
