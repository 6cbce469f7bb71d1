import Localization

/// Turns the words of a command line into the command path and typed values of a tool's command tree.
///
/// Grammar (POSIX utility conventions plus GNU long options):
/// - `--name value`, `--name=value`, `-n value`, `-nvalue`; flags `--flag`, `-f`, clustered `-fg`;
/// - `--` ends options: every later word is positional;
/// - a word that is a negative number (`-5`, `-0.25`, `-1e3`) is a value, never an option, so option values
///   and positionals may be negative without `--`;
/// - subcommand names are matched only before the command's first positional word;
/// - an option is looked up in the current command, then its ancestors, then the global options.
struct CommandLineParser {
    /// The root command (named after the tool).
    let root: Command
    /// Options every command accepts (`--help`, `--version`, `--json`, `--lang`).
    let globalOptions: [OptionSpec]
    /// The language of the run: typed values are read with its conventions.
    let language: Language

    /// The outcome of parsing: how far the command path got, the values, and the first error.
    struct Outcome {
        /// The commands named, root first; the last one runs.
        var path: [Command]
        /// The values parsed.
        var arguments = ParsedArguments()
        /// The first problem found, if any; parsing stops there.
        var error: UsageError?
        /// Positional words for the last command, before typing.
        var positionalWords: [String] = []
    }

    /// Parses the words after the program name.
    func parse(_ words: [String]) -> Outcome {
        var state = ParserState(outcome: Outcome(path: [root]), globalOptions: globalOptions, language: language)
        state.consume(words)
        if state.outcome.error == nil {
            state.finish()
        }
        return state.outcome
    }
}
