/// A check on one value that yields the failure's rule and limits when the value breaks it.
///
/// Rules are values: keep them in constants, pass lists of them to `Validator.check`, combine them with `all`.
///
/// ```swift
/// let amountRules: [ValidationRule<Decimal>] = [.positive, .decimalPlaces(2), .atMost(1_000_000_000)]
/// ```
public struct ValidationRule<Value: Sendable>: Sendable {
    /// What a broken rule reports: its kind and limits.
    public struct Violation: Equatable, Sendable {
        /// The rule that failed.
        public let rule: ValidationRuleKind
        /// The rule's limits.
        public let limits: [ValidationValue]

        /// Creates a violation.
        ///
        /// - Parameters:
        ///   - rule: the rule that failed.
        ///   - limits: the rule's limits.
        public init(rule: ValidationRuleKind, limits: [ValidationValue] = []) {
            self.rule = rule
            self.limits = limits
        }
    }

    private let evaluate: @Sendable (Value) -> [Violation]

    /// Creates a rule from a function returning its violations (empty when the value passes).
    ///
    /// - Parameter evaluate: the check.
    public init(evaluate: @escaping @Sendable (Value) -> [Violation]) {
        self.evaluate = evaluate
    }

    /// Creates a single-violation rule from a predicate.
    ///
    /// - Parameters:
    ///   - rule: the kind reported when `isValid` is false.
    ///   - limits: the limits reported with it.
    ///   - isValid: the predicate.
    public init(
        _ rule: ValidationRuleKind, limits: [ValidationValue] = [], isValid: @escaping @Sendable (Value) -> Bool
    ) {
        let violation = Violation(rule: rule, limits: limits)
        self.evaluate = { isValid($0) ? [] : [violation] }
    }

    /// The violations of a value; empty when it passes.
    ///
    /// - Parameter value: the value to check.
    /// - Returns: one entry per broken rule.
    public func violations(of value: Value) -> [Violation] {
        evaluate(value)
    }

    /// A rule that applies every given rule and reports all their violations.
    ///
    /// - Parameter rules: the rules, applied in order.
    /// - Returns: the combined rule.
    public static func all(_ rules: [ValidationRule<Value>]) -> ValidationRule<Value> {
        ValidationRule { value in rules.flatMap { $0.violations(of: value) } }
    }
}
