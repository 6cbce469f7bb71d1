import Foundation

/// Compares the forecast at the boat's position over the next hours with the boat's limits (seed: BoatSettings
/// max wind/wave, which the seed never used), giving the verdict ``WeatherAlertMonitor`` acts on.
package struct WeatherLimitCheck: Sendable {
    /// The boat's limits.
    public var limits: BoatLimits
    /// Hours ahead that are checked (default 6).
    public var hoursAhead: Double

    /// Creates a check.
    public init(limits: BoatLimits, hoursAhead: Double = 6) {
        self.limits = limits
        self.hoursAhead = hoursAhead
    }

    /// The verdict for the hours from `now` to `now + hoursAhead` (the current hour included).
    ///
    /// The summary names the first exceeded limit and its hour, for example
    /// `wind 27 kn > 20 kn at 2026-06-01T15:00:00.000Z`.
    public func assess(_ forecast: LocationForecast, now: Date) -> WeatherAssessment {
        let window = now.addingTimeInterval(-1800)...now.addingTimeInterval(hoursAhead * 3600)
        for hour in forecast.hours where window.contains(hour.time) {
            if let over = exceedance(hour) {
                let unit = over.quantity == .wave ? "m" : "kn"
                let reason = "\(over.quantity.rawValue) \(format(over.value)) \(unit) > \(format(over.limit)) \(unit)"
                var assessment = WeatherAssessment(
                    exceedsLimits: true, summary: reason + " at " + UTCTimestamp.iso8601(hour.time))
                assessment.exceedance = over
                return assessment
            }
        }
        return WeatherAssessment(exceedsLimits: false, summary: "within limits for \(Int(hoursAhead)) h")
    }

    /// The first quantity over its limit in an hour (wind, then gusts, then waves).
    ///
    /// The judging is MarineKit's one risk API, ``RiskJudgement`` over the boat's ``RiskLimits``: a boat limit is
    /// exceeded when the value is above it (red), the same rule `denizrota plan` applies.
    private func exceedance(_ hour: HourlyConditions) -> WeatherExceedance? {
        let riskLimits = RiskLimits(
            maxWindKnots: limits.maxWindKnots, maxGustKnots: limits.maxGustKnots, maxWaveMeters: limits.maxWaveMeters)
        let judgement = RiskJudgement(
            windKnots: hour.windKnots, gustKnots: hour.gustKnots, waveHeight: hour.waveHeight, limits: riskLimits)
        let checks: [(RiskJudgement.Quantity, Double?, Double)] = [
            (.wind, hour.windKnots, limits.maxWindKnots), (.gust, hour.gustKnots, limits.maxGustKnots),
            (.wave, hour.waveHeight, limits.maxWaveMeters),
        ]
        for (quantity, value, limit) in checks where judgement.byQuantity[quantity] == .red {
            if let value { return WeatherExceedance(quantity: quantity, value: value, limit: limit, time: hour.time) }
        }
        return nil
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
