import Foundation

/// Units a speed is written in.
public enum SpeedUnit: Sendable, Hashable, CaseIterable {
    /// Knots: one nautical mile (1852 m) per hour.
    case knots
    /// Kilometres per hour.
    case kilometersPerHour

    /// Metres per second in one of this unit: 1852/3600 (0.514…, to 38 digits) or 1000/3600.
    public var metersPerSecond: Decimal {
        switch self {
        case .knots: Decimal(1852) / Decimal(3600)
        case .kilometersPerHour: Decimal(1000) / Decimal(3600)
        }
    }

    /// Metres per hour in one of this unit (exact integers, used for conversion without repeating decimals).
    var metersPerHour: Decimal {
        self == .knots ? 1852 : 1000
    }

    /// The language's pattern for this unit.
    func pattern(_ words: UnitWords) -> String {
        self == .knots ? words.knots : words.kilometersPerHour
    }
}
