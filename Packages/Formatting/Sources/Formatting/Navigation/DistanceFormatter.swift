import Foundation

/// Writes distances given in metres as metres, kilometres or nautical miles.
///
/// `12.5 nm`, `12,5 nm` (tr), `12,5 sm` (de), `12.5海里` (ja, zh-Hans), with U+00A0 between number and unit in Latin
/// scripts (see ``UnitWords``). The conversion is exact in `Decimal` from the shortest decimal text of the input, then
/// rounded half away from zero to ``fractionDigits``.
public struct DistanceFormatter: Sendable, Hashable {
    /// Unit written.
    public var unit: DistanceUnit
    /// Fraction digits, 0…8 (clamped).
    public var fractionDigits: Int
    /// Whether trailing zeros are kept (`12.0 nm`) or trimmed (`12 nm`).
    public var trailingZeros: DecimalFormatter.TrailingZeros

    /// Creates a formatter; nautical miles to one decimal by default.
    public init(
        unit: DistanceUnit = .nauticalMiles, fractionDigits: Int = 1,
        trailingZeros: DecimalFormatter.TrailingZeros = .keep
    ) {
        self.unit = unit
        self.fractionDigits = min(max(fractionDigits, 0), 8)
        self.trailingZeros = trailingZeros
    }

    /// `metres` in ``unit``, localized.
    ///
    /// NaN and infinities are written `NaN` with the unit.
    public func format(meters: Double, conventions: LanguageConventions) -> String {
        // The same digits in integer arithmetic when they fit (DecimalDigits(shortestOf:dividedBy:roundedTo:)).
        if let digits = DecimalDigits(shortestOf: meters, dividedBy: unit.wholeMeters, roundedTo: fractionDigits) {
            let number = formatter.text(digits, conventions: conventions)
            return UnitWords.apply(unit.pattern(conventions.units), to: number)
        }
        let number =
            Decimal(shortestRepresentationOf: meters).map { numberText($0 / unit.meters, conventions) } ?? "NaN"
        return UnitWords.apply(unit.pattern(conventions.units), to: number)
    }

    private var formatter: DecimalFormatter {
        DecimalFormatter(fractionDigits: fractionDigits, trailingZeros: trailingZeros, scientific: .never)
    }

    private func numberText(_ value: Decimal, _ conventions: LanguageConventions) -> String {
        formatter.format(value, conventions: conventions)
    }
}
