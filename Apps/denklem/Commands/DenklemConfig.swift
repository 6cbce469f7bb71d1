import CLIKit

/// The mediator's own settings, in CLIKit's ``ToolSettings`` file: `$XDG_CONFIG_HOME/denklem/config` (else
/// `~/.config/denklem/config`), `key = "value"` lines like git config, typed once with `denklem config set` and used
/// by every PDF; an option given on the command line still wins.
///
/// The file is the one denklem wrote before unitconv shared the mechanism (same path, same format: comments, quoted
/// or bare values, unknown keys kept), so an existing file is read as it is; nothing to migrate. A value a key does
/// not take (a hand-edited `pdf.paper = A5`) is refused with exit 65 naming the file, as in unitconv.
enum DenklemConfig {
    /// The known keys, in `list` order, with the options they stand for.
    static let settings = ToolSettings(
        tool: "denklem",
        keys: [
            ToolSettings.Key("mediator.name", option: "--mediator"),
            ToolSettings.Key("mediator.sicil", option: "--sicil"),
            ToolSettings.Key("pdf.paper", option: "--paper", choices: PDFOutput.Paper.allCases.map(\.rawValue)),
            ToolSettings.Key("pdf.font", option: "--font"),
        ])

    /// A setting's value, if set.
    /// - Throws: `CommandError` 65 for a file over 64 KiB or a value its key does not take, 66 for a folder.
    static func value(_ name: String, _ context: CommandContext) throws -> String? {
        try settings.value(name, in: context.environment)
    }
}
