/// One broken rule: which field, which rule, the offending value and the rule's limits.
///
/// Its message in a language is CLIKit's `ValidationFailure.message(in:)` (CLIKit's catalogs, `validation.<rule>`).
public struct ValidationFailure: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The field's name as the user knows it (for a CLI: the option, such as `--amount`).
    public let field: String
    /// The rule that failed.
    public let rule: ValidationRuleKind
    /// The offending value (`.missing` for `required`).
    public let value: ValidationValue
    /// The rule's limits; their meaning per rule is listed on `ValidationRuleKind`.
    public let limits: [ValidationValue]
    /// The other field a two-field rule compares with (`dateOrder`), else `nil`.
    public let relatedField: String?

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - field: the field's name as the user knows it.
    ///   - rule: the rule that failed.
    ///   - value: the offending value.
    ///   - limits: the rule's limits.
    ///   - relatedField: the other field of a two-field rule.
    public init(
        field: String, rule: ValidationRuleKind, value: ValidationValue, limits: [ValidationValue] = [],
        relatedField: String? = nil
    ) {
        self.field = field
        self.rule = rule
        self.value = value
        self.limits = limits
        self.relatedField = relatedField
    }

    /// A language-neutral summary for logs and test output: `--amount: range 0 [1, 100]`.
    public var description: String {
        let limitText = limits.isEmpty ? "" : " [" + limits.map(\.description).joined(separator: ", ") + "]"
        let related = relatedField.map { " vs \($0)" } ?? ""
        return "\(field): \(rule.rawValue) \(value)\(limitText)\(related)"
    }
}
