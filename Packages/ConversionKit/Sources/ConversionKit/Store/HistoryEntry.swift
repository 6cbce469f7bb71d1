import Foundation

/// One recorded conversion, as `unitconv history` lists it.
public struct HistoryEntry: Sendable, Hashable {
    /// When the conversion ran (injected clock).
    public let date: Date
    /// The input as typed, for example `5 ft 3 in to cm`.
    public let input: String
    /// Id of the (first) source unit.
    public let fromID: String
    /// Id of the target unit.
    public let toID: String
    /// The rounded value as a plain decimal with `precision` fraction digits.
    public let value: String
    /// The exact value: a terminating decimal or a reduced fraction.
    public let exact: String
    /// Fraction digits of `value`, 0…8.
    public let precision: Int

    /// Creates an entry.
    public init(date: Date, input: String, fromID: String, toID: String, value: String, exact: String, precision: Int) {
        self.date = date
        self.input = input
        self.fromID = fromID
        self.toID = toID
        self.value = value
        self.exact = exact
        self.precision = precision
    }

    /// The entry for a conversion as the formatter shows it: the value rounded by `formatter`, the exact value as
    /// ``Rational/description``, the first source unit and the target unit.
    ///
    /// - Parameters:
    ///   - result: the conversion.
    ///   - formatter: the precision the value was shown with.
    ///   - date: when it ran (from the caller's clock).
    public init(result: ConversionResult, formatter: ResultFormatter, date: Date) {
        let rounded = formatter.rounded(result.value)
        self.init(
            date: date, input: result.request.input, fromID: result.request.sourceUnit.id, toID: result.targetUnit.id,
            value: rounded.fixedString, exact: result.value.exactString, precision: rounded.places)
    }
}
