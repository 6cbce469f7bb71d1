import CLIKit
import ConversionKit
import Localization
import Storage

/// The `unitconv` tool: its version, catalogs and command tree.
///
/// Each subcommand lives in its own file (`<Name>Command.swift`, a `public static let command: Command`);
/// register it in `subcommands`. Nothing else in this file needs to change.
public enum UnitconvTool {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// The subcommands, in `--help` order.
    public static let subcommands: [Command] = [
        ListCommand.command, HistoryCommand.command, FavoritesCommand.command, FavoritesCommand.fav,
        UnitconvSettings.command, CompletionCommand.command,
    ]

    /// The catalogs searched for texts before CLIKit's: this module's, then those of every library whose
    /// errors reach the user (ConversionKit, Storage).
    public static let catalogs: [CatalogSet] = [
        UnitconvStrings.catalogs, ConversionStrings.catalogs, StorageStrings.catalogs,
    ]

    /// The tool as `main.swift` runs it and in-process tests drive it (`tool.run(in:)`).
    public static let tool: Tool = {
        var tool = Tool(
            root: ConvertCommand.root(subcommands: subcommands),
            version: version, catalogs: catalogs)
        tool.manual = UnitconvManual.manual
        tool.data = { UnitconvVersionData.items() }
        tool.completionSources = CompletionCommand.sources
        tool.settingsLanguage = UnitconvSettings.language
        return tool
    }()
}
