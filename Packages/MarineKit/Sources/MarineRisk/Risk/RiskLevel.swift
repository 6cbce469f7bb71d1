/// How a place and time suits the boat: the seed's traffic light (tremo/DenizRota-ios `Waypoint.swift` RiskLevel;
/// LoserFactotum/denizrota `web/weather.js`) plus "unknown" when the forecast has no value to judge.
public enum RiskLevel: String, Sendable, CaseIterable, Codable, Comparable {
    /// Every judged quantity is below its caution threshold.
    case green
    /// At least one quantity reached its caution threshold, none its danger threshold.
    case yellow
    /// Nothing could be judged (no forecast for that hour or place).
    case unknown
    /// At least one quantity reached its danger threshold (the boat's limit).
    case red

    /// Severity order used to find the worst: green < yellow < unknown < red.
    public var severity: Int {
        switch self {
        case .green: 0
        case .yellow: 1
        case .unknown: 2
        case .red: 3
        }
    }

    /// Whether a passage may go ahead at this level (green or yellow).
    public var isAcceptable: Bool { self == .green || self == .yellow }

    /// Catalog key of the level's name (`risk.green`, …).
    public var nameKey: String { "risk.\(rawValue)" }

    /// Orders by ``severity``.
    public static func < (lhs: RiskLevel, rhs: RiskLevel) -> Bool { lhs.severity < rhs.severity }
}
