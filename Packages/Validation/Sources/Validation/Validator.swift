/// Collects the failures of many checks so a user sees all problems of an input at once.
///
/// ```swift
/// var validator = Validator()
/// validator.require("--amount", amount, [.positive, .decimalPlaces(2)])
/// validator.check("--latitude", latitude, [.latitude])          // optional: nil passes
/// validator.checkOrder(earlier: ("--start", start), later: ("--end", end))
/// try validator.validate()                                       // throws InputValidationError with every failure
/// ```
public struct Validator: Sendable {
    /// The failures found so far, in the order the checks ran.
    public private(set) var failures: [ValidationFailure] = []

    /// Whether every check so far passed.
    public var isValid: Bool { failures.isEmpty }

    /// Creates an empty validator.
    public init() {}

    /// Checks an optional value: absent passes, present must pass every rule.
    ///
    /// - Parameters:
    ///   - field: the field's name as the user knows it.
    ///   - value: the value, or `nil` when not given.
    ///   - rules: the rules; all are applied and all failures recorded.
    public mutating func check<Value: ValidationValueConvertible>(
        _ field: String, _ value: Value?, _ rules: [ValidationRule<Value>]
    ) {
        guard let value else { return }
        for violation in rules.flatMap({ $0.violations(of: value) }) {
            failures.append(
                ValidationFailure(
                    field: field, rule: violation.rule, value: ValidationValue(value), limits: violation.limits))
        }
    }

    /// Checks a required value: absent fails with `required`, present must pass every rule.
    ///
    /// - Parameters:
    ///   - field: the field's name as the user knows it.
    ///   - value: the value, or `nil` when not given.
    ///   - rules: the rules applied when the value is present.
    public mutating func require<Value: ValidationValueConvertible>(
        _ field: String, _ value: Value?, _ rules: [ValidationRule<Value>] = []
    ) {
        guard value != nil else {
            failures.append(ValidationFailure(field: field, rule: .required, value: .missing))
            return
        }
        check(field, value, rules)
    }

    /// Checks that one date is not after another; either absent passes.
    ///
    /// - Parameters:
    ///   - earlier: the field that must come first, and its date.
    ///   - later: the field that must come on or after it, and its date; reported as the offending one.
    public mutating func checkOrder<Value: Comparable & ValidationValueConvertible>(
        earlier: (field: String, value: Value?), later: (field: String, value: Value?)
    ) {
        guard let first = earlier.value, let second = later.value, second < first else { return }
        failures.append(
            ValidationFailure(
                field: later.field, rule: .dateOrder, value: ValidationValue(second), limits: [ValidationValue(first)],
                relatedField: earlier.field))
    }

    /// Records a failure found by a check this type does not offer.
    ///
    /// - Parameter failure: the failure.
    public mutating func record(_ failure: ValidationFailure) {
        failures.append(failure)
    }

    /// Throws when any check failed.
    ///
    /// - Throws: `InputValidationError` with every failure, in order.
    public func validate() throws(InputValidationError) {
        guard failures.isEmpty else { throw InputValidationError(failures: failures) }
    }
}
