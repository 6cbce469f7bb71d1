/// Caution and danger thresholds for one quantity (wind or gust in knots, wave height in metres).
public struct RiskThreshold: Sendable, Equatable, Codable {
    /// Where a threshold comes from, so the output can say so.
    public enum Source: String, Sendable, Codable {
        /// The boat's own limit (`denizrota boat set --max-wind/--max-gust/--max-wave`).
        case boat
        /// The default limits (``BoatSettings/defaults``), used until the skipper sets the boat's own.
        case defaultLimit
    }

    /// Values at or above this are yellow.
    public var caution: Double
    /// Values above this (or at it, when ``dangerIncludesLimit``) are red.
    public var danger: Double
    /// Whether a value equal to ``danger`` is already red.
    public var dangerIncludesLimit: Bool
    /// Where the numbers come from.
    public var source: Source

    /// Creates a threshold.
    public init(caution: Double, danger: Double, dangerIncludesLimit: Bool, source: Source) {
        self.caution = caution
        self.danger = danger
        self.dangerIncludesLimit = dangerIncludesLimit
        self.source = source
    }

    /// Fraction of a boat limit at which caution (yellow) starts.
    ///
    /// 0.8 is a product choice — a skipper with a
    /// 25 kn limit is warned from 20 kn (Beaufort 5). The limit itself is still acceptable; above it is red.
    public static let cautionFractionOfLimit = 0.8

    /// The threshold for a boat limit: yellow from 80 % of the limit, red above it.
    public static func boatLimit(_ limit: Double) -> RiskThreshold {
        // Rounded to 1e-9 so 80 % of 1.5 m is 1.2 m, not 1.2000000000000002 (in the judgement and in the JSON).
        let caution = (limit * cautionFractionOfLimit * 1e9).rounded() / 1e9
        return RiskThreshold(caution: caution, danger: limit, dangerIncludesLimit: false, source: .boat)
    }

    /// The level of `value` against this threshold.
    public func level(of value: Double) -> RiskLevel {
        if value > danger || (dangerIncludesLimit && value == danger) { return .red }
        return value >= caution ? .yellow : .green
    }
}
