/// A wind-speed unit as Open-Meteo names it in `*_units` (open-meteo.com/en/docs: `km/h`, `mp/h`, `kn`, `m/s`).
public enum WindSpeedUnit: String, Sendable, CaseIterable, Codable {
    /// Knots (international nautical mile, 1852 m, per hour).
    case knots = "kn"
    /// Kilometres per hour.
    case kilometersPerHour = "km/h"
    /// Metres per second.
    case metersPerSecond = "m/s"
    /// Statute miles per hour; Open-Meteo spells it `mp/h`.
    case milesPerHour = "mp/h"

    /// Metres per second in one of this unit.
    ///
    /// Exact by definition: 1 kn = 1852/3600 m/s (international nautical
    /// mile, BIPM SI Brochure 9th ed. Table 8), 1 mile = 1609.344 m (international yard and pound agreement, 1959).
    public var metersPerSecondPerUnit: Double {
        switch self {
        case .knots: 1852.0 / 3600.0
        case .kilometersPerHour: 1000.0 / 3600.0
        case .metersPerSecond: 1
        case .milesPerHour: 1609.344 / 3600.0
        }
    }

    /// Converts `value` in this unit to knots.
    public func knots(_ value: Double) -> Double {
        value * metersPerSecondPerUnit / WindSpeedUnit.knots.metersPerSecondPerUnit
    }

    /// Converts `knots` to this unit.
    public func fromKnots(_ knots: Double) -> Double {
        knots * WindSpeedUnit.knots.metersPerSecondPerUnit / metersPerSecondPerUnit
    }

    /// Parses Open-Meteo's unit string, also accepting the request spellings `kmh`, `ms`, `mph` and `kn`.
    public init?(openMeteo text: String) {
        switch text {
        case "kn", "knots": self = .knots
        case "km/h", "kmh": self = .kilometersPerHour
        case "m/s", "ms": self = .metersPerSecond
        case "mp/h", "mph": self = .milesPerHour
        default: return nil
        }
    }
}
