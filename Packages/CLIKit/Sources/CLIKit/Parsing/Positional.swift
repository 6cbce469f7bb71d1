import Localization

/// The type-erased description of a positional argument, as the parser and `--help` see it.
public struct PositionalSpec: Sendable {
    /// The catalog key of the argument's name in usage lines (`<FILE>`); a key no catalog has is shown as written.
    public let valueName: String
    /// The catalog key of the one-line help text.
    public let help: String
    /// Whether the argument must be given.
    public let isRequired: Bool
    /// Whether it takes every remaining word (only the last positional may).
    public let isVariadic: Bool
    /// The catalog key of what a value must look like.
    public let expectationKey: String
    /// The accepted values of a choice argument.
    public let choices: [String]
    /// Values the shell completion offers when the argument is not a choice (`unitconv list`'s categories); empty
    /// when the completion is the choices, a tool's dynamic source or file names.
    public var suggestions: [String] = []
    /// Parses one value in the run's language; `nil` when it is malformed.
    let parse: @Sendable (String, Language) -> (any Sendable)?
}

/// A positional argument with a typed value: `denizrota route show <NAME>`.
///
/// Negative numbers are values, never options (`unitconv -40 C F`); after `--` every word is positional.
public struct Positional<Value: ArgumentValue>: Sendable {
    /// The type-erased description.
    public let spec: PositionalSpec

    /// Declares a positional argument.
    ///
    /// - Parameters:
    ///   - valueName: the catalog key of its name in usage lines.
    ///   - help: the catalog key of the one-line help.
    ///   - isRequired: whether it must be given.
    ///   - isVariadic: whether it takes every remaining word (declare it last).
    ///   - suggestions: values the shell completion offers when the value is not a choice.
    public init(
        valueName: String, help: String, isRequired: Bool = true, isVariadic: Bool = false, suggestions: [String] = []
    ) {
        var spec = PositionalSpec(
            valueName: valueName, help: help, isRequired: isRequired, isVariadic: isVariadic,
            expectationKey: Value.expectationKey, choices: Value.choices, parse: { Value.parse($0, language: $1) })
        spec.suggestions = suggestions
        self.spec = spec
    }
}
