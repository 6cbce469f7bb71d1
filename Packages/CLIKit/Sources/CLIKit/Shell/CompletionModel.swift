import Localization

/// The command tree of a tool flattened for shell completion: one node per command path, with what may follow.
///
/// Built from the same `Command` values as `--help` and the man page, so completions never disagree with them.
/// Hidden commands are left out.
struct CompletionModel {
    /// One command path (`""` for the tool itself, `"route add"` for a subcommand).
    struct Node {
        /// The command names after the tool's, joined by spaces.
        let path: String
        /// The summary of the command, in the run's language.
        let summary: String
        /// The visible subcommands with their summaries.
        let subcommands: [(name: String, summary: String)]
        /// Every option accepted here: the command's own, its ancestors', then the global ones.
        let options: [OptionSpec]
        /// The positional arguments, in order.
        let positionals: [PositionalSpec]
        /// Each option's one-line help in the run's language, by long name (fish shows it beside the option).
        let optionHelp: [String: String]
    }

    /// The tool's name as typed.
    let toolName: String
    /// Every command path, the tool first, depth-first in `--help` order.
    let nodes: [Node]
    /// Positional value names (catalog keys) whose candidates come from the tool at completion time: the words
    /// after the tool's name that print them one per line (`__complete routes`).
    let dynamicSources: [String: String]

    init(tool: Tool, globalOptions: [OptionSpec], localizer: Localizer) {
        toolName = tool.name
        dynamicSources = tool.completionSources
        var nodes: [Node] = []
        func visit(_ command: Command, names: [String], inherited: [OptionSpec]) {
            let options = command.options + inherited
            let visible = command.subcommands.filter { !$0.isHidden }
            nodes.append(
                Node(
                    path: names.joined(separator: " "), summary: localizer.text(command.summary),
                    subcommands: visible.map { ($0.name, localizer.text($0.summary)) }, options: options,
                    positionals: command.positionals,
                    optionHelp: Dictionary(
                        options.map { ($0.name, localizer.text($0.help, arguments: $0.helpArguments)) },
                        uniquingKeysWith: { first, _ in first })))
            for subcommand in visible { visit(subcommand, names: names + [subcommand.name], inherited: options) }
        }
        visit(tool.root, names: [], inherited: globalOptions)
        self.nodes = nodes
    }

    /// The words that may stand for a value of an option: its choices, else its suggestions, else nothing (the
    /// shell offers files).
    static func values(of option: OptionSpec) -> [String] {
        option.choices.isEmpty ? option.suggestions : option.choices
    }

    /// The `--long` and `-s` spellings of an option.
    static func spellings(of option: OptionSpec) -> [String] {
        [option.longForm] + (option.short.map { ["-\($0)"] } ?? [])
    }
}
