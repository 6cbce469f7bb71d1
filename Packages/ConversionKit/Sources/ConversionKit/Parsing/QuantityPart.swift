/// One `value unit` term of a possibly compound quantity, for example the `3 in` of `5 ft 3 in`.
public struct QuantityPart: Sendable, Hashable {
    /// The exact value, sign included.
    public let value: Rational
    /// The value as typed, for example `1 1/2` or `2,5`.
    public let valueText: String
    /// The unit the term is in.
    public let unit: ResolvedUnit
    /// True when the term is a temperature difference (`1 Δ°C`, `2 delta_degF`): its degrees are added to a
    /// temperature on a scale, or to other differences, without the scale's offset.
    public let isDifference: Bool

    /// Creates a term.
    ///
    /// - Parameters:
    ///   - value: the exact value.
    ///   - valueText: the value as typed.
    ///   - unit: the unit.
    ///   - isDifference: whether the term is a temperature difference (default false).
    public init(value: Rational, valueText: String, unit: ResolvedUnit, isDifference: Bool = false) {
        self.value = value
        self.valueText = valueText
        self.unit = unit
        self.isDifference = isDifference
    }
}
