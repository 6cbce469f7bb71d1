import CLIKit
import Localization
import TariffKit

/// The `denklem` tool: its version, catalogs and command tree.
///
/// Each subcommand lives in its own file (`<Name>Command.swift`, a `public static let command: Command`);
/// register it in `subcommands`. Nothing else in this file needs to change.
public enum DenklemTool {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// The subcommands, in `--help` order.
    public static let subcommands: [Command] = [
        FeeCommand.command, AttorneyCommand.command, DeadlineCommand.command, SMMCommand.command,
        TariffCommand.command, ConfigCommand.command, LawCommand.command,
    ]

    /// The catalogs searched for texts before CLIKit's: this module's, then its libraries'.
    public static let catalogs: [CatalogSet] = [
        DenklemStrings.catalogs, TariffStringCatalogs.catalogs,
    ]

    /// The tool as `main.swift` runs it and in-process tests drive it (`tool.run(in:)`).
    public static let tool: Tool = {
        var tool = Tool(
            root: Command(
                name: "denklem", summary: "denklem.summary", discussion: "denklem.discussion", subcommands: subcommands),
            version: version, catalogs: catalogs)
        tool.manual = DenklemManual.manual
        tool.data = { DenklemVersionData.items() }
        return tool
    }()
}
