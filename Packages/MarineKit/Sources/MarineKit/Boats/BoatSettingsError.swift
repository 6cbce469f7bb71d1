/// Why boat settings were refused.
public enum BoatSettingsError: Error, Equatable, Sendable {
    /// The settings fields that have ranges.
    public enum Field: String, Sendable {
        /// Cruise speed, knots.
        case cruiseSpeed
        /// Fuel rate, L/h.
        case fuelRate
        /// Fuel price, TRY/L.
        case fuelPrice
        /// Wind limit, knots.
        case maxWind
        /// Gust limit, knots.
        case maxGust
        /// Wave limit, metres.
        case maxWave
    }

    /// A value outside its allowed range.
    case outOfRange(field: Field, value: Double, range: ClosedRange<Double>)
    /// The gust limit is below the wind limit.
    case gustBelowWind
}
