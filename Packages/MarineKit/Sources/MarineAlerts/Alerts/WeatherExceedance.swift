import Foundation

/// What in a forecast went over the boat's limit, by how much and when: the words of a weather alert.
public struct WeatherExceedance: Sendable, Equatable {
    /// The quantity over its limit (wind, gusts or waves).
    public var quantity: RiskJudgement.Quantity
    /// The forecast value: knots for wind and gusts, metres for waves.
    public var value: Double
    /// The boat's limit it exceeds, same unit.
    public var limit: Double
    /// The forecast hour (UTC instant).
    public var time: Date

    /// Creates an exceedance.
    public init(quantity: RiskJudgement.Quantity, value: Double, limit: Double, time: Date) {
        self.quantity = quantity
        self.value = value
        self.limit = limit
        self.time = time
    }
}
