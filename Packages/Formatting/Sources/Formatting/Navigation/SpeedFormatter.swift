import Foundation

/// Writes speeds as knots or kilometres per hour.
///
/// `6.5 kn`, `6,5 kn` (tr), `6,5 nd` (fr), `12 km/sa` (tr), `6.5节` (zh-Hans). Input in metres per second (converted
/// exactly: × 3600 / 1852) or already in knots.
public struct SpeedFormatter: Sendable, Hashable {
    /// Unit written.
    public var unit: SpeedUnit
    /// Fraction digits, 0…8 (clamped).
    public var fractionDigits: Int
    /// Whether trailing zeros are kept (`6.0 kn`) or trimmed (`6 kn`).
    public var trailingZeros: DecimalFormatter.TrailingZeros

    /// Creates a formatter; knots to one decimal, zeros kept, by default.
    public init(
        unit: SpeedUnit = .knots, fractionDigits: Int = 1, trailingZeros: DecimalFormatter.TrailingZeros = .keep
    ) {
        self.unit = unit
        self.fractionDigits = min(max(fractionDigits, 0), 8)
        self.trailingZeros = trailingZeros
    }

    /// `metresPerSecond` in ``unit``.
    public func format(metersPerSecond: Double, conventions: LanguageConventions) -> String {
        let value = Decimal(shortestRepresentationOf: metersPerSecond).map { $0 * 3600 / unit.metersPerHour }
        return text(value, conventions)
    }

    /// `knots` in ``unit`` (1 kn = 1.852 km/h exactly).
    public func format(knots: Double, conventions: LanguageConventions) -> String {
        // Knots in knots: × 1852 / 1852 leaves the decimal as it is, so its digits are rounded as text.
        if unit == .knots,
            let number = DecimalFormatter(
                fractionDigits: fractionDigits, trailingZeros: trailingZeros, scientific: .never
            )
            .formatShortest(knots, conventions: conventions)
        {
            return UnitWords.apply(unit.pattern(conventions.units), to: number)
        }
        let value = Decimal(shortestRepresentationOf: knots).map { $0 * 1852 / unit.metersPerHour }
        return text(value, conventions)
    }

    private func text(_ value: Decimal?, _ conventions: LanguageConventions) -> String {
        let number =
            value.map {
                DecimalFormatter(fractionDigits: fractionDigits, trailingZeros: trailingZeros, scientific: .never)
                    .format($0, conventions: conventions)
            } ?? "NaN"
        return UnitWords.apply(unit.pattern(conventions.units), to: number)
    }
}
