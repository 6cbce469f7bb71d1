/// When a tool colours its output: `--color=auto|always|never` (GNU `ls`'s word and values).
///
/// `auto` (the default) colours a stream only when it is a terminal, `NO_COLOR` is unset or empty (no-color.org) and
/// `TERM` is not `dumb`; `always` colours even into a pipe or file, whatever `NO_COLOR` says (the flag is the more
/// specific request); `never` never colours.
public enum ColorChoice: String, CaseIterable, Sendable, ArgumentValue {
    /// Colour on a terminal without `NO_COLOR` and with a `TERM` other than `dumb`.
    case auto
    /// Colour on every stream.
    case always
    /// No colour.
    case never

    /// Whether a stream is coloured under this choice.
    ///
    /// - Parameters:
    ///   - isTerminal: whether the stream is a terminal.
    ///   - variables: the environment variables (`NO_COLOR`, `TERM`).
    /// - Returns: `true` when escape sequences may be written to it.
    public func allowsColor(isTerminal: Bool, variables: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (variables["NO_COLOR"] ?? "").isEmpty && variables["TERM"] != "dumb"
        }
    }
}

extension GlobalOptions {
    /// `--color auto|always|never`: when to colour output and diagnostics (default `auto`; see ``ColorChoice``).
    public static let color = Option<ColorChoice>(
        "color", valueName: "help.value.color", help: "help.option.color")

    /// The `--color` value of a command line, read before parsing so that even parse errors are coloured as asked.
    ///
    /// Looks at the words before `--`; the last valid `--color` wins, as in parsing (an invalid value is left to the
    /// parser, which reports it).
    ///
    /// - Parameter words: the arguments after the program name.
    /// - Returns: the choice given, or `nil`.
    public static func colorChoice(in words: [String]) -> ColorChoice? {
        var choice: ColorChoice?
        var queue = words.prefix { $0 != "--" }[...]
        while let word = queue.popFirst() {
            let value: String? =
                if word == "--color" {
                    queue.popFirst()
                } else if word.hasPrefix("--color=") {
                    String(word.dropFirst("--color=".count))
                } else {
                    nil
                }
            if let value, let parsed = ColorChoice(rawValue: value) { choice = parsed }
        }
        return choice
    }
}
