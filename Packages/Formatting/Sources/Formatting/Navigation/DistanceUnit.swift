import Foundation

/// Units a distance is written in.
public enum DistanceUnit: Sendable, Hashable, CaseIterable {
    /// Metres.
    case meters
    /// Kilometres (1000 m).
    case kilometers
    /// International nautical miles: 1852 m exactly (International Hydrographic Conference 1929; SI Brochure 9th
    /// ed., Table 8).
    case nauticalMiles

    /// Metres in one of this unit, exact.
    public var meters: Decimal {
        switch self {
        case .meters: 1
        case .kilometers: 1000
        case .nauticalMiles: 1852
        }
    }

    /// ``meters`` as an integer (every unit is a whole number of metres).
    var wholeMeters: Int64 {
        switch self {
        case .meters: 1
        case .kilometers: 1000
        case .nauticalMiles: 1852
        }
    }

    /// The language's pattern for this unit.
    func pattern(_ words: UnitWords) -> String {
        switch self {
        case .meters: words.meters
        case .kilometers: words.kilometers
        case .nauticalMiles: words.nauticalMiles
        }
    }
}
