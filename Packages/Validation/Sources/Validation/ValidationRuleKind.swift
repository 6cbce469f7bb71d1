/// Which rule a value broke; it picks the message (`validation.<rawValue>` in CLIKit's catalogs).
public enum ValidationRuleKind: String, CaseIterable, Sendable, Hashable {
    /// A value is required and none was given. Limits: none.
    case required
    /// The value lies outside a closed range. Limits: lower bound, upper bound.
    case range
    /// The value is below a minimum. Limits: the minimum (inclusive).
    case minimum
    /// The value is above a maximum. Limits: the maximum (inclusive).
    case maximum
    /// The value must be greater than zero. Limits: none.
    case positive
    /// The value must not be negative. Limits: none.
    case nonNegative
    /// The value must be a whole number. Limits: none.
    case integer
    /// The value has more fraction digits than allowed. Limits: the maximum number of fraction digits.
    case decimalPlaces
    /// A date comes before another field's date. Limits: the other date; `relatedField` names its field.
    case dateOrder
    /// A latitude outside −90…90 degrees. Limits: −90, 90.
    case latitude
    /// A longitude outside −180…180 degrees. Limits: −180, 180.
    case longitude
    /// The value is not one of the allowed values. Limits: the allowed values, in order.
    case oneOf
}
