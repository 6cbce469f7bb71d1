/// One `value unit` term of a possibly compound quantity, for example the `3 in` of `5 ft 3 in`.
public struct QuantityPart: Sendable, Hashable, Codable {
    /// The exact value, sign included.
    public let value: Rational
    /// The value as typed, for example `1 1/2` or `2,5`.
    public let valueText: String
    /// The unit the term is in.
    public let unit: ResolvedUnit

    /// Creates a term.
    public init(value: Rational, valueText: String, unit: ResolvedUnit) {
        self.value = value
        self.valueText = valueText
        self.unit = unit
    }
}
