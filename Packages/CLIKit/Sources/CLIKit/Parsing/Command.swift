/// A command of a tool: its name, help texts, options, positional arguments, examples, subcommands and action.
///
/// A command with subcommands is a group (`denizrota route`); it may still have its own action, run when no
/// subcommand is named. Texts are catalog keys, looked up in the user's language when help is shown.
///
/// ```swift
/// public enum FeeCommand {
///     static let amount = Option<Decimal>("amount", short: "a", valueName: "fee.value.amount",
///                                         help: "fee.option.amount", isRequired: true)
///     public static let command = Command(
///         name: "fee", summary: "fee.summary", options: [amount],
///         examples: [CommandExample("denklem fee --amount 150000", explanation: "fee.example.basic")]
///     ) { context in
///         let amount = context.arguments[amount] ?? 0
///         context.writeLine(context.text("fee.result", "\(amount)"))
///         return .success
///     }
/// }
/// ```
public struct Command: Sendable {
    /// What a command does when it runs: reads `context.arguments`, writes output, returns the exit code.
    public typealias Action = @Sendable (CommandContext) async throws -> ExitCode

    /// The name as typed (`fee`, `route`).
    public var name: String
    /// The catalog key of the one-line summary (subcommand lists, the help's first line).
    public var summary: String
    /// The catalog key of a longer explanation shown under the usage line, if any.
    public var discussion: String?
    /// The options.
    public var options: [OptionSpec]
    /// The positional arguments, in order.
    public var positionals: [PositionalSpec]
    /// Examples shown in `--help`.
    public var examples: [CommandExample]
    /// The subcommands.
    public var subcommands: [Command]
    /// The action, or `nil` for a pure group (naming no subcommand is then a usage error).
    public var action: Action?
    /// Whether the action writes JSON when `--json` is given (Docs/json.md); otherwise `--json` is refused (64).
    public var writesJSON: Bool
    /// Whether the command is left out of `--help`, completions and man pages (internal helpers such as
    /// `denizrota __complete`); it still runs when named.
    public var isHidden = false

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - name: the name as typed.
    ///   - summary: the catalog key of the one-line summary.
    ///   - discussion: the catalog key of a longer explanation.
    ///   - options: the options (`Option`, `Flag`).
    ///   - positionals: the positional arguments' descriptions (`Positional.spec`), in order.
    ///   - examples: examples for `--help`.
    ///   - subcommands: the subcommands.
    ///   - writesJSON: whether the action writes JSON for `--json` (otherwise `--json` is refused with 64).
    ///   - action: the action; `nil` for a pure group.
    public init(
        name: String, summary: String, discussion: String? = nil, options: [any OptionDeclaration] = [],
        positionals: [PositionalSpec] = [], examples: [CommandExample] = [], subcommands: [Command] = [],
        writesJSON: Bool = false, action: Action? = nil
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options.map(\.spec)
        self.positionals = positionals
        self.examples = examples
        self.subcommands = subcommands
        self.action = action
        self.writesJSON = writesJSON
    }

    /// The subcommand with a name, if any.
    ///
    /// - Parameter name: the name as typed.
    /// - Returns: the subcommand.
    public func subcommand(named name: String) -> Command? {
        subcommands.first { $0.name == name }
    }
}
