import Localization

extension Language: ArgumentValue {
    /// Accepts a language tag or locale name (`tr`, `tr_TR.UTF-8`, `zh-Hans`).
    ///
    /// - Parameter argument: the word as typed.
    public init?(argument: String) {
        self.init(identifier: argument)
    }

    /// `value.expected.oneOf`.
    public static var expectationKey: String { "value.expected.oneOf" }

    /// The seven tags.
    public static var choices: [String] { allCases.map(\.tag) }
}

/// The options every command of every tool accepts.
public enum GlobalOptions {
    /// `-h`, `--help`: print the command's help on standard output and exit 0.
    public static let help = Flag("help", short: "h", help: "help.option.help")
    /// `--version`: print the tool's name and version and exit 0.
    public static let version = Flag("version", help: "help.option.version")
    /// `--json`: machine-readable output on standard output.
    public static let json = Flag("json", help: "help.option.json")
    /// `--lang <LANG>`: the language of messages, overriding `LC_ALL`, `LC_MESSAGES` and `LANG`.
    public static let language = Option<Language>(
        "lang", valueName: "help.value.language", help: "help.option.lang",
        helpArguments: [Language.allCases.map(\.tag).joined(separator: ", ")])

    /// `--generate-completion-script bash|zsh|fish`: print the shell's completion script and exit 0 (hidden).
    public static let completionScript = Option<CompletionShell>(
        "generate-completion-script", valueName: "help.value.shell", help: "help.option.completionScript")
    /// `--generate-manpage`: print the tool's man page (English, man(7) macros) and exit 0 (hidden).
    public static let manPage = Flag("generate-manpage", help: "help.option.manPage")

    /// Their descriptions, in `--help` order.
    public static let all: [OptionSpec] = [help.spec, version.spec, json.spec, language.spec]

    /// Options every command accepts that `--help` does not list (documented in the guides and the man page, and
    /// offered by the completions): `--color`, `--generate-completion-script`, `--generate-manpage`.
    public static let hidden: [OptionSpec] = [color.spec, completionScript.spec, manPage.spec]

    /// The `--lang` value of a command line, read before parsing so even parse errors are localized.
    ///
    /// Looks at the words before `--`; the last `--lang` wins, as in parsing.
    ///
    /// - Parameter words: the arguments after the program name.
    /// - Returns: the value given, or `nil`.
    public static func languageFlag(in words: [String]) -> String? {
        var value: String?
        var queue = words.prefix { $0 != "--" }[...]
        while let word = queue.popFirst() {
            if word == "--lang" {
                value = queue.popFirst()
            } else if word.hasPrefix("--lang=") {
                value = String(word.dropFirst("--lang=".count))
            }
        }
        return value
    }
}
