import Localization

/// Why boat settings were refused.
///
/// Messages live in ``TrackingStrings`` under `error.boat.*`, one per field so each names its unit.
public enum BoatSettingsError: Error, Equatable, Sendable, LocalizableError {
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
        /// Fuel tank capacity, litres.
        case tankCapacity
    }

    /// A value outside its allowed range.
    case outOfRange(field: Field, value: Double, range: ClosedRange<Double>)
    /// The gust limit is below the wind limit.
    case gustBelowWind
    /// A boat name that is empty, longer than ``BoatSettings/maximumNameLength`` or holds control characters.
    case badName(String)

    /// Catalog key of the one-line message: `error.boat.<field>` or `error.boat.gust`.
    public var messageKey: String {
        switch self {
        case .outOfRange(let field, _, _): "error.boat.\(field.rawValue)"
        case .gustBelowWind: "error.boat.gust"
        case .badName: "error.boat.name"
        }
    }

    /// The value and the range's bounds in the machine form (`0.05`, `0.1`, `60`).
    public var messageArguments: [String] {
        arguments(MessageNumber.plain)
    }

    /// The value and the bounds with the language's separators (`0,05`, `0,1`, `60` in Turkish).
    public func messageArguments(for language: Language) -> [String] {
        arguments { MessageNumber.text($0, language) }
    }

    private func arguments(_ number: (Double) -> String) -> [String] {
        switch self {
        case .outOfRange(_, let value, let range): [number(value), number(range.lowerBound), number(range.upperBound)]
        case .gustBelowWind: []
        case .badName(let name): [name.debugDescription, String(BoatSettings.maximumNameLength)]
        }
    }
}
