/// An option that takes a typed value: `--amount 150000`, `--amount=150000`, `-a 150000`, `-a150000`.
///
/// Declare options as constants and read them back from `ParsedArguments` with the same constant:
///
/// ```swift
/// static let amount = Option<Decimal>("amount", short: "a", valueName: "fee.value.amount",
///                                     help: "fee.option.amount", isRequired: true)
/// …
/// let amount = context.arguments[Self.amount]   // Decimal?
/// ```
public struct Option<Value: ArgumentValue>: OptionDeclaration {
    /// The type-erased description.
    public let spec: OptionSpec
    /// The value used when the option is absent.
    public let defaultValue: Value?

    /// Declares an option.
    ///
    /// - Parameters:
    ///   - name: the long name without dashes, lower-case words joined by `-`.
    ///   - short: a one-letter short name.
    ///   - valueName: the catalog key of the value's name in `--help` (shown in angle brackets).
    ///   - help: the catalog key of the one-line help.
    ///   - helpArguments: arguments for the help text's placeholders.
    ///   - defaultValue: the value when the option is absent; shown in `--help`.
    ///   - isRequired: whether the option must be given (exit 64 otherwise).
    ///   - isRepeatable: whether it may be given more than once (read every value with `all(_:)`).
    ///   - suggestions: values the shell completion offers when the value is not a choice (`0`…`30`).
    public init(
        _ name: String, short: Character? = nil, valueName: String, help: String, helpArguments: [String] = [],
        default defaultValue: Value? = nil, isRequired: Bool = false, isRepeatable: Bool = false,
        suggestions: [String] = []
    ) {
        self.defaultValue = defaultValue
        var spec = OptionSpec(
            name: name, short: short, takesValue: true, valueName: valueName, help: help,
            helpArguments: helpArguments, defaultDescription: defaultValue?.argumentDescription,
            isRepeatable: isRepeatable, isRequired: isRequired, expectationKey: Value.expectationKey,
            choices: Value.choices, parse: { Value.parse($0, language: $1) })
        spec.suggestions = suggestions
        self.spec = spec
    }
}

/// An option without a value: `--verbose`, `-v`; short flags combine (`-vq`).
public struct Flag: OptionDeclaration {
    /// The type-erased description.
    public let spec: OptionSpec

    /// Declares a flag.
    ///
    /// - Parameters:
    ///   - name: the long name without dashes.
    ///   - short: a one-letter short name.
    ///   - help: the catalog key of the one-line help.
    ///   - helpArguments: arguments for the help text's placeholders.
    public init(_ name: String, short: Character? = nil, help: String, helpArguments: [String] = []) {
        spec = OptionSpec(
            name: name, short: short, takesValue: false, valueName: "", help: help, helpArguments: helpArguments,
            defaultDescription: nil, isRepeatable: true, isRequired: false, expectationKey: "", choices: [],
            parse: { _, _ in true })
    }
}
