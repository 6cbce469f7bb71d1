import CLIKit
import ConversionKit

/// The `--json` shape of one conversion (issue contract):
/// `{"input", "from", "to", "value" (rounded, plain decimal), "exact" (decimal or fraction), "precision"}`, plus
/// `"digits"` with `--digits`.
struct ConversionOutput: JSONDocument, Equatable {
    /// The input as typed, whitespace normalized.
    let input: String
    /// Id of the (first) source unit.
    let from: String
    /// Id of the target unit.
    let to: String
    /// The value rounded half away from zero to `precision` digits, plain decimal with `.`.
    let value: String
    /// The exact value: a terminating decimal, otherwise the reduced fraction `p/q`.
    let exact: String
    /// Fraction digits of `value`.
    let precision: Int
    /// The significant digits asked for with `--digits`; absent otherwise.
    let digits: Int?
    /// True when the value is a temperature difference (`10 delta_degC degF` = 18 Δ°F, `to` naming the scale whose
    /// degree it counts); absent for a temperature on a scale and every other quantity.
    let difference: Bool?

    init(_ result: ConversionResult, formatter: ResultFormatter) {
        input = result.request.input
        from = result.request.sourceUnit.id
        to = result.targetUnit.id
        let rounded = formatter.rounded(result.value)
        value = rounded.fixedString
        exact = result.value.exactString
        precision = rounded.places
        digits = formatter.significantDigits
        difference = result.request.isInterval ? true : nil
    }
}
