import Foundation

/// Units a distance is written in.
public enum DistanceUnit: Sendable, Hashable, CaseIterable {
    /// Metres.
    case metres
    /// Kilometres (1000 m).
    case kilometres
    /// International nautical miles: 1852 m exactly (International Hydrographic Conference 1929; SI Brochure 9th
    /// ed., Table 8).
    case nauticalMiles

    /// Metres in one of this unit, exact.
    public var metres: Decimal {
        switch self {
        case .metres: 1
        case .kilometres: 1000
        case .nauticalMiles: 1852
        }
    }

    /// The language's pattern for this unit.
    func pattern(_ words: UnitWords) -> String {
        switch self {
        case .metres: words.metres
        case .kilometres: words.kilometres
        case .nauticalMiles: words.nauticalMiles
        }
    }
}
