/// Caution and danger thresholds for one quantity (wind or gust in knots, wave height in metres).
public struct RiskThreshold: Sendable, Equatable, Codable {
    /// Where a threshold comes from, so the output can say so.
    public enum Source: String, Sendable, Codable {
        /// The boat's own limit (`denizrota boat set --max-wind/--max-gust/--max-wave`).
        case boat
        /// The seed's defaults (DenizRota-ios `RiskLevel.calculate`, marine.md §3.5), used when the boat has none.
        case seedDefault
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
        RiskThreshold(caution: limit * cautionFractionOfLimit, danger: limit, dangerIncludesLimit: false, source: .boat)
    }

    /// The level of `value` against this threshold.
    public func level(of value: Double) -> RiskLevel {
        if value > danger || (dangerIncludesLimit && value == danger) { return .red }
        return value >= caution ? .yellow : .green
    }
}
