/// The thresholds a passage is judged against: sustained wind, gusts and significant wave height.
public struct RiskLimits: Sendable, Equatable, Codable {
    /// Sustained wind at 10 m, knots.
    public var wind: RiskThreshold
    /// Gusts at 10 m, knots; nil when the boat sets no gust limit (gusts are then not judged, and said so).
    public var gust: RiskThreshold?
    /// Significant wave height, metres.
    public var wave: RiskThreshold

    /// Creates limits from explicit thresholds.
    public init(wind: RiskThreshold, gust: RiskThreshold?, wave: RiskThreshold) {
        self.wind = wind
        self.gust = gust
        self.wave = wave
    }

    /// The seed's wind thresholds: yellow from 15 km/h, red from 30 km/h (DenizRota-ios `RiskLevel.calculate`,
    /// `Constants.swift`; marine.md §3.5), in knots (÷ 1.852).
    public static let seedWind = RiskThreshold(
        caution: WindSpeedUnit.kilometresPerHour.knots(15), danger: WindSpeedUnit.kilometresPerHour.knots(30),
        dangerIncludesLimit: true, source: .seedDefault)

    /// The seed's wave thresholds: yellow from 0.5 m, red above 1.5 m (same source).
    public static let seedWave = RiskThreshold(
        caution: 0.5, danger: 1.5, dangerIncludesLimit: false, source: .seedDefault)

    /// Limits for a boat: each limit it sets replaces the seed default for that quantity; gusts are judged
    /// only when the boat sets a gust limit (the seed never judged gusts).
    ///
    /// - Parameters:
    ///   - maxWindKnots: the boat's sustained-wind limit, knots.
    ///   - maxGustKnots: the boat's gust limit, knots.
    ///   - maxWaveMeters: the boat's significant-wave-height limit, metres.
    public init(maxWindKnots: Double?, maxGustKnots: Double?, maxWaveMeters: Double?) {
        wind = maxWindKnots.map(RiskThreshold.boatLimit) ?? Self.seedWind
        gust = maxGustKnots.map(RiskThreshold.boatLimit)
        wave = maxWaveMeters.map(RiskThreshold.boatLimit) ?? Self.seedWave
    }

    /// The seed's defaults for a boat with no limits set.
    public static let seedDefaults = RiskLimits(maxWindKnots: nil, maxGustKnots: nil, maxWaveMeters: nil)

    /// Whether any threshold is a seed default (the output then says so).
    public var usesSeedDefaults: Bool { wind.source == .seedDefault || wave.source == .seedDefault }
}
