import Localization

/// `TOOL [COMMAND…] --help --json`: the command model behind `--help`, for shells, GUIs and scripts
/// (Docs/json.md, `Docs/schemas/help.schema.json`).
///
/// Built from the same `Command` values as `--help`, the man page and the completion scripts. Texts (`summary`,
/// `help`, `valueName`, …) are in the run's language; names, spellings and choices are what is typed.
struct HelpJSON: JSONDocument {
    /// One option, as typed (`--speed`, `-s`).
    struct OptionEntry: Encodable {
        let name: String
        let short: String?
        /// The value's name (`KNOTS`) when the option takes one; absent for a flag.
        let valueName: String?
        /// `true` when the value may be left out (`--http` alone, `--http[=ADDRESS]`); absent otherwise.
        let valueOptional: Bool?
        let help: String
        let choices: [String]
        let defaultValue: String?
        let required: Bool
        let repeatable: Bool
    }

    /// One positional argument, in order.
    struct ArgumentEntry: Encodable {
        let valueName: String
        let help: String
        let choices: [String]
        let required: Bool
        let variadic: Bool
    }

    /// A visible subcommand.
    struct SubcommandEntry: Encodable {
        let name: String
        let summary: String
    }

    /// A worked example.
    struct ExampleEntry: Encodable {
        let commandLine: String
        let explanation: String
    }

    let tool: String
    let version: String
    /// The command names after the tool's (`["route", "add"]`; empty for the tool itself).
    let command: [String]
    let summary: String
    let discussion: String?
    /// Whether the command runs by itself (false for a group that needs a subcommand).
    let runnable: Bool
    /// Whether the command accepts `--json` (writes JSON).
    let writesJSON: Bool
    let arguments: [ArgumentEntry]
    let options: [OptionEntry]
    /// The options every command accepts (`--help`, `--version`, `--json`, `--lang`).
    let globalOptions: [OptionEntry]
    let subcommands: [SubcommandEntry]
    let examples: [ExampleEntry]

    init(tool: Tool, path: [Command], globalOptions: [OptionSpec], localizer: Localizer) {
        let command = path.last ?? tool.root
        self.tool = tool.name
        version = tool.version
        self.command = path.dropFirst().map(\.name)
        summary = localizer.text(command.summary)
        discussion = command.discussion.map { localizer.text($0) }
        runnable = command.action != nil
        writesJSON = command.writesJSON
        arguments = command.positionals.map { Self.argument($0, localizer) }
        options = command.options.map { Self.option($0, localizer) }
        self.globalOptions = globalOptions.map { Self.option($0, localizer) }
        subcommands = command.subcommands.filter { !$0.isHidden }.map {
            SubcommandEntry(name: $0.name, summary: localizer.text($0.summary))
        }
        examples = command.examples.map {
            ExampleEntry(commandLine: $0.commandLine, explanation: localizer.text($0.explanation))
        }
    }

    private static func option(_ spec: OptionSpec, _ localizer: Localizer) -> OptionEntry {
        OptionEntry(
            name: spec.longForm, short: spec.short.map { "-\($0)" },
            valueName: spec.takesValue ? localizer.text(spec.valueName) : nil,
            valueOptional: spec.isValueOptional ? true : nil,
            help: localizer.text(spec.help, arguments: spec.helpArguments), choices: spec.choices,
            defaultValue: spec.defaultDescription, required: spec.isRequired, repeatable: spec.isRepeatable)
    }

    private static func argument(_ spec: PositionalSpec, _ localizer: Localizer) -> ArgumentEntry {
        ArgumentEntry(
            valueName: localizer.text(spec.valueName), help: localizer.text(spec.help), choices: spec.choices,
            required: spec.isRequired, variadic: spec.isVariadic)
    }
}
