import Foundation

/// When ``DecimalFormatter`` switches to scientific notation (`1.5E21`, `2.5E-9`): for magnitudes at or above
/// ``upper`` and for non-zero magnitudes below ``lower``, both compared before rounding.
public struct ScientificThresholds: Sendable, Hashable {
    /// Magnitudes ≥ this are written in scientific notation (default 10¹⁵).
    public var upper: Decimal
    /// Non-zero magnitudes < this are written in scientific notation (default 10⁻⁶).
    public var lower: Decimal

    /// Creates thresholds; pass `upper: .greatestFiniteMagnitude, lower: 0` (``never``) to switch it off.
    public init(upper: Decimal, lower: Decimal) {
        self.upper = upper
        self.lower = lower
    }

    /// 10¹⁵ and 10⁻⁶: beyond these, fixed notation stops being readable at up to 8 fraction digits.
    public static let standard = ScientificThresholds(
        upper: Decimal(sign: .plus, exponent: 15, significand: 1),
        lower: Decimal(sign: .plus, exponent: -6, significand: 1))

    /// Never use scientific notation.
    public static let never = ScientificThresholds(upper: .greatestFiniteMagnitude, lower: 0)

    /// Whether `value` should be written in scientific notation.
    func applies(to value: Decimal) -> Bool {
        let magnitude = value.magnitude
        return magnitude >= upper || (!magnitude.isZero && magnitude < lower)
    }
}
