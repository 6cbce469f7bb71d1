/// One conversion as `unitconv --json` writes it (Docs/schemas/unitconv-conversion.schema.json): the unit ids as
/// `from` and `to`, the value rounded as shown and exact.
///
/// ```swift
/// let result = try UnitConversionEngine().convert("1 mi to km")
/// let document = ConversionDocument(result, formatter: try ResultFormatter())
/// // {"exact":"1.609344","from":"length.mile","input":"1 mi to km","precision":8,"to":"length.kilometer",
/// //  "value":"1.60934400"}
/// ```
public struct ConversionDocument: Sendable, Hashable, Codable {
    /// The input as typed, whitespace normalized.
    public let input: String
    /// Id of the (first) source unit.
    public let from: String
    /// Id of the target unit.
    public let to: String
    /// The value rounded half away from zero to ``precision`` digits, a plain decimal with `.`.
    public let value: String
    /// The exact value: a terminating decimal, otherwise the reduced fraction `p/q`.
    public let exact: Rational
    /// Fraction digits of ``value``.
    public let precision: Int
    /// The significant digits asked for (`--digits`); `nil` otherwise.
    public let digits: Int?
    /// `true` when the value is a temperature difference (`10 delta_degC degF` = 18 Δ°F, ``to`` naming the scale
    /// whose degree it counts); `nil` for a temperature on a scale and every other quantity.
    public let difference: Bool?

    /// The document of a result, rounded by `formatter`.
    public init(_ result: ConversionResult, formatter: ResultFormatter) {
        input = result.request.input
        from = result.request.sourceUnit.id
        to = result.targetUnit.id
        let rounded = formatter.rounded(result.value)
        value = rounded.fixedString
        exact = result.value
        precision = rounded.places
        digits = formatter.significantDigits
        difference = result.request.isInterval ? true : nil
    }
}
