/// An option whose value may be left out: `--http` alone, `--http=0.0.0.0:8642` or `--http 0.0.0.0:8642`.
///
/// Given alone (at the end of the command line, or followed by another option or by a word that does not parse
/// as its value) it reads as `bareValue`; `--name=VALUE` always takes the value (a malformed one is a usage
/// error); `--name VALUE` takes the next word only when it parses. `--help` shows `--name[=<VALUE>]`.
///
/// ```swift
/// static let http = OptionalValueOption<ListenAddress>(
///     "http", valueName: "denizrotad.value.address", help: "denizrotad.option.http", bareValue: .loopback)
/// …
/// let address = context.arguments[Self.http]   // nil when absent, `.loopback` when given alone
/// ```
public struct OptionalValueOption<Value: ArgumentValue>: OptionDeclaration {
    /// The type-erased description.
    public let spec: OptionSpec
    /// The value when the option is given without one.
    public let bareValue: Value

    /// Declares an option with an optional value.
    ///
    /// - Parameters:
    ///   - name: the long name without dashes, lower-case words joined by `-`.
    ///   - valueName: the catalog key of the value's name in `--help`.
    ///   - help: the catalog key of the one-line help.
    ///   - helpArguments: arguments for the help text's placeholders.
    ///   - bareValue: the value when the option is given alone.
    public init(
        _ name: String, valueName: String, help: String, helpArguments: [String] = [], bareValue: Value
    ) {
        self.bareValue = bareValue
        var spec = OptionSpec(
            name: name, short: nil, takesValue: true, valueName: valueName, help: help,
            helpArguments: helpArguments, defaultDescription: nil, isRepeatable: false, isRequired: false,
            expectationKey: Value.expectationKey, choices: Value.choices, parse: { Value.parse($0, language: $1) })
        spec.bareValue = bareValue
        self.spec = spec
    }
}

extension OptionSpec {
    /// Whether the value may be left out (an ``OptionalValueOption``): `--name` alone is accepted.
    public var isValueOptional: Bool { bareValue != nil }
    /// Whether a value must follow (`--name VALUE`): the shell completions then complete the next word as one.
    public var requiresValue: Bool { takesValue && bareValue == nil }
}

extension ParsedArguments {
    /// The option's value: the one given, ``OptionalValueOption/bareValue`` when given alone, `nil` when absent.
    ///
    /// - Parameter option: the option's declaration.
    public subscript<Value>(option: OptionalValueOption<Value>) -> Value? {
        (optionValues[option.spec.name] ?? []).compactMap { $0 as? Value }.last
    }
}
