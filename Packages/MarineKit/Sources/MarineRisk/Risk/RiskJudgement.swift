/// The risk at one place and time and which quantities drove it.
public struct RiskJudgement: Sendable, Equatable, Codable {
    /// A quantity that is judged.
    public enum Quantity: String, Sendable, Codable, CaseIterable {
        /// Sustained wind.
        case wind
        /// Gusts.
        case gust
        /// Significant wave height.
        case wave
        /// The place itself: a waypoint on land, or a leg across land (MarineCoastline's `LandCheck`); always red.
        case land
    }

    /// The overall level: the worst of the judged quantities, unknown when none could be judged.
    public var level: RiskLevel
    /// The level of each quantity that had a value and a threshold.
    public var byQuantity: [Quantity: RiskLevel]

    /// Judges wind (kn), gust (kn) and wave height (m) against `limits`; nil values are not judged.
    public init(windKnots: Double?, gustKnots: Double?, waveHeight: Double?, limits: RiskLimits) {
        var levels: [Quantity: RiskLevel] = [:]
        levels[.wind] = windKnots.map(limits.wind.level)
        if let gust = limits.gust { levels[.gust] = gustKnots.map(gust.level) }
        levels[.wave] = waveHeight.map(limits.wave.level)
        byQuantity = levels
        level = levels.values.max() ?? .unknown
    }

    /// Marks the place as land: red, with ``Quantity/land`` among the drivers, whatever the weather.
    public mutating func flagLand() {
        byQuantity[.land] = .red
        level = .red
    }

    /// The quantities at the overall level when it is yellow or red (what to tell the skipper).
    public var drivers: [Quantity] {
        guard level == .yellow || level == .red else { return [] }
        return Quantity.allCases.filter { byQuantity[$0] == level }
    }
}
