import Localization

/// The type-erased description of an option, as the parser and `--help` see it.
///
/// Build options through `Option<Value>` and `Flag`, which also give typed access to the parsed values.
public struct OptionSpec: Sendable {
    /// The long name without dashes (`amount` for `--amount`).
    public let name: String
    /// The short name (`a` for `-a`), if any.
    public let short: Character?
    /// Whether the option takes a value (`--amount 5`) or is a flag (`--verbose`).
    public let takesValue: Bool
    /// The catalog key of the value's name in `--help` (`<AMOUNT>`); a key no catalog has is shown as written.
    public let valueName: String
    /// The catalog key of the one-line help text.
    public let help: String
    /// Arguments for the help text's placeholders.
    public let helpArguments: [String]
    /// The default value as shown in `--help`, if any.
    public let defaultDescription: String?
    /// Whether the option may be given more than once (every value is kept).
    public let isRepeatable: Bool
    /// Whether the option must be given.
    public let isRequired: Bool
    /// The catalog key of what a value must look like (`value.expected.number`).
    public let expectationKey: String
    /// The accepted values of a choice option, listed in messages and `--help`.
    public let choices: [String]
    /// Values the shell completion scripts offer for an option that accepts more than these (`0`…`30` for a
    /// precision, the named conventions of `--numbers`); empty when the completion is the choices or file names.
    public var suggestions: [String] = []
    /// The value of an ``OptionalValueOption`` given alone; `nil` for every other option.
    var bareValue: (any Sendable)?
    /// Parses one value in the run's language; `nil` when it is malformed.
    let parse: @Sendable (String, Language) -> (any Sendable)?

    /// `--name`, as typed.
    public var longForm: String { "--\(name)" }

    /// Creates a description (prefer `Option` and `Flag`).
    ///
    /// - Parameters:
    ///   - name: the long name without dashes.
    ///   - short: the short name.
    ///   - takesValue: whether a value follows.
    ///   - valueName: the catalog key of the value's name.
    ///   - help: the catalog key of the help text.
    ///   - helpArguments: arguments for the help text.
    ///   - defaultDescription: the default as shown in `--help`.
    ///   - isRepeatable: whether the option may be repeated.
    ///   - isRequired: whether the option must be given.
    ///   - expectationKey: the catalog key of what a value must look like.
    ///   - choices: the accepted values of a choice option.
    ///   - parse: the value parser, given the word and the run's language.
    public init(
        name: String, short: Character?, takesValue: Bool, valueName: String, help: String, helpArguments: [String],
        defaultDescription: String?, isRepeatable: Bool, isRequired: Bool, expectationKey: String, choices: [String],
        parse: @escaping @Sendable (String, Language) -> (any Sendable)?
    ) {
        self.name = name
        self.short = short
        self.takesValue = takesValue
        self.valueName = valueName
        self.help = help
        self.helpArguments = helpArguments
        self.defaultDescription = defaultDescription
        self.isRepeatable = isRepeatable
        self.isRequired = isRequired
        self.expectationKey = expectationKey
        self.choices = choices
        self.parse = parse
    }
}

/// Something that declares an option of a command (`Option<Value>`, `Flag`).
public protocol OptionDeclaration: Sendable {
    /// The option's description.
    var spec: OptionSpec { get }
}
