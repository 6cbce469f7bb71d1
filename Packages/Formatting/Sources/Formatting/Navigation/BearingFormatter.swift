import Foundation

/// Writes bearings and courses as three-digit degrees.
///
/// `047°`, `000°` for 360, `047.5°` with a fraction, `047°T` / `047°M` with a reference. Rounded half away from zero,
/// then normalized into 0 ≤ b < 360 (so 359.6 becomes `000°`, −13 becomes `347°`).
public struct BearingFormatter: Sendable, Hashable {
    /// What the bearing is measured from; the letter is the same in every language (chart convention).
    public enum Reference: Sendable, Hashable {
        /// No letter.
        case unspecified
        /// True north: `T`.
        case trueNorth
        /// Magnetic north: `M`.
        case magneticNorth
    }

    /// Fraction digits, 0…8 (clamped); 0 by default.
    public var fractionDigits: Int
    /// Reference letter.
    public var reference: Reference

    /// Creates a formatter.
    public init(fractionDigits: Int = 0, reference: Reference = .unspecified) {
        self.fractionDigits = min(max(fractionDigits, 0), 8)
        self.reference = reference
    }

    /// `degrees` (clockwise from north) as a bearing; NaN and infinities are written `NaN`.
    public func format(degrees: Double, conventions: LanguageConventions) -> String {
        guard let digits = Self.digits(degrees, places: fractionDigits) else { return "NaN" }
        let integer = String(repeating: "0", count: max(0, 3 - digits.integerDigits.count)) + digits.integerDigits
        let fraction = digits.fraction(paddedTo: fractionDigits, keepZeros: true)
        let number = fraction.isEmpty ? integer : integer + String(conventions.decimalSeparator) + fraction
        return number + "°" + referenceLetter
    }

    /// The rounded bearing's digits in 0 ≤ b < 360: on the shortest text's digits when that is already in range
    /// (``DecimalDigits/init(shortestOf:roundedTo:)``), else through `Decimal` and normalized.
    private static func digits(_ degrees: Double, places: Int) -> DecimalDigits? {
        if let digits = DecimalDigits(shortestOf: degrees, roundedTo: places), !digits.isNegative,
            digits.integerDigits.count < 3 || (digits.integerDigits.count == 3 && digits.integerDigits < "360")
        {
            return digits
        }
        guard let value = Decimal(shortestRepresentationOf: degrees) else { return nil }
        var rounded = value.roundedHalfAwayFromZero(places: places)
        rounded -= (rounded / 360).floored * 360
        return DecimalDigits(rounded)
    }

    private var referenceLetter: String {
        switch reference {
        case .unspecified: ""
        case .trueNorth: "T"
        case .magneticNorth: "M"
        }
    }
}
