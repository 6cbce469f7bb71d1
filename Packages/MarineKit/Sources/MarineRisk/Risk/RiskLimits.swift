/// The thresholds a passage is judged against: sustained wind, gusts and significant wave height.
public struct RiskLimits: Sendable, Equatable, Codable {
    /// Sustained wind at 10 m, knots.
    public var wind: RiskThreshold
    /// Gusts at 10 m, knots; nil when gusts are not judged (said so in the output).
    public var gust: RiskThreshold?
    /// Significant wave height, metres.
    public var wave: RiskThreshold

    /// Creates limits from explicit thresholds.
    public init(wind: RiskThreshold, gust: RiskThreshold?, wave: RiskThreshold) {
        self.wind = wind
        self.gust = gust
        self.wave = wave
    }

    /// The default threshold for a limit of ``BoatSettings/defaults`` (yellow from 80 %, red above it).
    static func defaultThreshold(_ limit: Double) -> RiskThreshold {
        var threshold = RiskThreshold.boatLimit(limit)
        threshold.source = .defaultLimit
        return threshold
    }

    /// Limits for a boat: each limit it sets replaces the default limit for that quantity (``BoatSettings/defaults``:
    /// 25 kn wind, 30 kn gusts, 1.5 m waves — the same numbers `boat show` prints before a boat is set).
    ///
    /// - Parameters:
    ///   - maxWindKnots: the boat's sustained-wind limit, knots.
    ///   - maxGustKnots: the boat's gust limit, knots.
    ///   - maxWaveMeters: the boat's significant-wave-height limit, metres.
    public init(maxWindKnots: Double?, maxGustKnots: Double?, maxWaveMeters: Double?) {
        let defaults = BoatSettings.defaults.limits
        wind = maxWindKnots.map(RiskThreshold.boatLimit) ?? Self.defaultThreshold(defaults.maxWindKnots)
        gust = maxGustKnots.map(RiskThreshold.boatLimit) ?? Self.defaultThreshold(defaults.maxGustKnots)
        wave = maxWaveMeters.map(RiskThreshold.boatLimit) ?? Self.defaultThreshold(defaults.maxWaveMeters)
    }

    /// Limits for a stored boat, every limit set (``BoatLimits``: wind and gusts in knots, waves in metres; yellow
    /// from 80 % of each, red above it).
    public init(boat limits: BoatLimits) {
        self.init(
            maxWindKnots: limits.maxWindKnots, maxGustKnots: limits.maxGustKnots, maxWaveMeters: limits.maxWaveMeters)
    }

    /// The default limits, for a skipper who has not set a boat.
    public static let defaults = RiskLimits(maxWindKnots: nil, maxGustKnots: nil, maxWaveMeters: nil)

    /// Whether any threshold is a default limit (the output then says so).
    public var usesDefaultLimits: Bool {
        [wind.source, gust?.source, wave.source].contains(.defaultLimit)
    }
}
