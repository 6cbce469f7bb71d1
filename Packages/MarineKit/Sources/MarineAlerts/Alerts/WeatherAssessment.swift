import Foundation

/// The verdict of a forecast check against the boat's limits.
package struct WeatherAssessment: Sendable, Equatable {
    /// Whether any hour in the checked window exceeds a limit.
    public var exceedsLimits: Bool
    /// A short human-readable summary (for example `wind 27 kn > 20 kn at 2026-06-01T15:00Z`).
    public var summary: String
    /// The first exceeded limit, when any.
    public var exceedance: WeatherExceedance?

    /// Creates an assessment.
    public init(exceedsLimits: Bool, summary: String) {
        self.exceedsLimits = exceedsLimits
        self.summary = summary
    }
}
