import Localization

/// A command line the tool cannot accept; shown as one line plus a `--help` hint, exit 64.
public enum UsageError: Error, Equatable, Sendable, LocalizableError {
    /// An option no command on the path declares; with the closest known option, if one is close.
    case unknownOption(String, suggestion: String?)
    /// A word where a subcommand was expected; with the closest subcommand, if one is close.
    case unknownSubcommand(String, suggestion: String?)
    /// A group was named without one of its subcommands (listed).
    case missingSubcommand(choices: [String])
    /// A value option at the end of the line or before another option.
    case missingValue(option: String)
    /// A value that does not parse: the value, the option or argument, the catalog key of what was expected.
    case invalidValue(String, for: String, expectationKey: String, choices: [String])
    /// A number one language writes with a thousands separator and another with a decimal one (`1.250`): the word,
    /// the option or argument, and both readings as plain numbers (`1250`, `1.25`).
    case ambiguousNumber(String, for: String, grouped: String, decimal: String)
    /// A required option is absent.
    case missingOption(String)
    /// A required positional argument is absent (its value name's catalog key).
    case missingArgument(String)
    /// More positional words than the command takes.
    case unexpectedArgument(String)
    /// A non-repeatable option given twice.
    case repeatedOption(String)
    /// A flag given a value (`--verbose=yes`).
    case flagWithValue(String)
    /// `--lang` names no supported language.
    case unsupportedLanguage(String)

    /// The catalog key (CLIKit catalogs).
    public var messageKey: String {
        switch self {
        case .unknownOption(_, let suggestion):
            suggestion == nil ? "error.unknownOption" : "error.unknownOption.suggestion"
        case .unknownSubcommand(_, let suggestion):
            suggestion == nil ? "error.unknownSubcommand" : "error.unknownSubcommand.suggestion"
        case .missingSubcommand: "error.missingSubcommand"
        case .missingValue: "error.missingValue"
        case .invalidValue(_, _, _, let choices): choices.isEmpty ? "error.invalidValue" : "error.invalidChoice"
        case .ambiguousNumber: "error.ambiguousNumber"
        case .missingOption: "error.missingOption"
        case .missingArgument: "error.missingArgument"
        case .unexpectedArgument: "error.unexpectedArgument"
        case .repeatedOption: "error.repeatedOption"
        case .flagWithValue: "error.flagWithValue"
        case .unsupportedLanguage: "error.unsupportedLanguage"
        }
    }

    /// The placeholder values: the offending word first.
    public var messageArguments: [String] {
        switch self {
        case .unknownOption(let word, let suggestion), .unknownSubcommand(let word, let suggestion):
            [word] + (suggestion.map { [$0] } ?? [])
        case .missingSubcommand(let choices): [choices.joined(separator: ", ")]
        case .invalidValue(let value, let name, let key, let choices):
            [value, name, key, choices.joined(separator: ", ")]
        case .ambiguousNumber(let word, let name, let grouped, let decimal): [word, name, grouped, decimal]
        case .unsupportedLanguage(let value):
            [value, Language.allCases.map(\.tag).joined(separator: ", ")]
        case .missingValue(let word), .missingOption(let word), .missingArgument(let word),
            .unexpectedArgument(let word), .repeatedOption(let word), .flagWithValue(let word):
            [word]
        }
    }
}
