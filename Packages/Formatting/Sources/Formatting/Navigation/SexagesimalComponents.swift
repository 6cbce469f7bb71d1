import Foundation

/// A coordinate magnitude split into degrees, minutes and seconds after exact rounding of the smallest unit, so
/// carries (59.9996′ → 60′ → next degree) are already resolved.
struct SexagesimalComponents {
    /// Whole degrees (or all of them, with a fraction, in decimal-degrees style).
    let degrees: Decimal
    /// Minutes: whole in DMS, with fraction in DDM, nil in decimal degrees.
    let minutes: Decimal?
    /// Seconds with fraction in DMS, otherwise nil.
    let seconds: Decimal?
    /// The layout.
    let style: CoordinateFormatter.Style
    /// Fraction digits of the last component.
    let fractionDigits: Int

    /// Splits `magnitude` (degrees, ≥ 0).
    init(magnitude: Decimal, style: CoordinateFormatter.Style, fractionDigits: Int) {
        self.style = style
        self.fractionDigits = fractionDigits
        switch style {
        case .decimalDegrees:
            (degrees, minutes, seconds) = (magnitude.roundedHalfAwayFromZero(places: fractionDigits), nil, nil)
        case .degreesDecimalMinutes:
            let total = (magnitude * 60).roundedHalfAwayFromZero(places: fractionDigits)
            let whole = (total / 60).floored
            (degrees, minutes, seconds) = (whole, total - whole * 60, nil)
        case .degreesMinutesSeconds:
            let total = (magnitude * 3600).roundedHalfAwayFromZero(places: fractionDigits)
            let whole = (total / 3600).floored
            let minutes = ((total - whole * 3600) / 60).floored
            (degrees, self.minutes, seconds) = (whole, minutes, total - whole * 3600 - minutes * 60)
        }
    }

    /// Whether everything rounded to zero (then no southern/western letter is written).
    var isZero: Bool {
        degrees.isZero && (minutes ?? 0).isZero && (seconds ?? 0).isZero
    }

    /// The components with symbols, without the hemisphere letter.
    func text(axis: CoordinateAxis, symbols: CoordinateFormatter.Symbols, separator: Character) -> String {
        let ascii = symbols == .ascii
        switch style {
        case .decimalDegrees:
            return number(degrees, digits: fractionDigits, pad: 0, separator: separator) + (ascii ? "" : "°")
        case .degreesDecimalMinutes:
            let minutesText = number(minutes ?? 0, digits: fractionDigits, pad: 2, separator: separator)
            return wholeDegrees(axis) + (ascii ? " " + minutesText : "°" + minutesText + "\u{2032}")
        case .degreesMinutesSeconds:
            let minutesText = number(minutes ?? 0, digits: 0, pad: 2, separator: separator)
            let secondsText = number(seconds ?? 0, digits: fractionDigits, pad: 2, separator: separator)
            return wholeDegrees(axis)
                + (ascii
                    ? " \(minutesText) \(secondsText)" : "°\(minutesText)\u{2032}\(secondsText)\u{2033}")
        }
    }

    private func wholeDegrees(_ axis: CoordinateAxis) -> String {
        number(degrees, digits: 0, pad: axis.degreeDigits, separator: ".")
    }

    /// `value` with exactly `digits` fraction digits and its integer part zero-padded to `pad` digits.
    private func number(_ value: Decimal, digits: Int, pad: Int, separator: Character) -> String {
        guard let parts = DecimalDigits(value.roundedHalfAwayFromZero(places: digits)) else { return "NaN" }
        let integer = String(repeating: "0", count: max(0, pad - parts.integerDigits.count)) + parts.integerDigits
        let fraction = parts.fraction(paddedTo: digits, keepZeros: true)
        return fraction.isEmpty ? integer : integer + String(separator) + fraction
    }
}
