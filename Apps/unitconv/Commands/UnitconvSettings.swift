import CLIKit
import Localization

/// `unitconv config set|get|unset|list` (issue 32, item 10): precision or digits, long names, the language and the
/// number convention, kept in CLIKit's ``ToolSettings`` file (`~/.config/unitconv/config`, the format denklem's
/// settings use); an option on the command line wins over a setting.
enum UnitconvSettings {
    /// The keys, each named after the option it stands for.
    static let settings = ToolSettings(
        tool: "unitconv",
        keys: [
            .init("precision", option: "--precision", choices: (0...30).map(String.init)),
            .init("digits", option: "--digits", choices: (1...30).map(String.init)),
            .init("long", option: "--long", choices: ["true", "false"]),
            .init("language", option: "--lang", choices: Language.allCases.map(\.tag)),
            .init("numbers", option: "--numbers") { NumberReading.named($0) != nil },
        ])

    /// The command group; `precision` and `digits` exclude each other, as their options do.
    static let command = settings.command(
        examples: [
            CommandExample("unitconv config set precision 4", explanation: "unitconv.config.example.precision"),
            CommandExample("unitconv config set numbers de_CH", explanation: "unitconv.config.example.numbers"),
        ],
        exclusive: [("precision", "digits")])

    /// The `language` setting, for ``Tool/settingsLanguage`` (an invalid one is left to `config get` to report).
    @Sendable static func language(_ environment: ToolEnvironment) -> String? {
        try? settings.value("language", in: environment)
    }

    /// A setting's value for this invocation (nil when unset).
    /// - Throws: `CommandError` (65) for a value the key does not take.
    static func value(_ name: String, _ context: CommandContext) throws -> String? {
        try settings.value(name, in: context.environment)
    }
}
