import CLIKit
import Localization
import MarineKit
import Storage

/// The `denizrotad` tool: its version, catalogs and command tree.
///
/// Each subcommand lives in its own file (`<Name>Command.swift`, a `public static let command: Command`);
/// register it in `subcommands`. Nothing else in this file needs to change.
public enum DenizrotadTool {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// The subcommands, in `--help` order.
    public static let subcommands: [Command] = []

    /// The catalogs searched for texts before CLIKit's: this module's, then those of every library whose
    /// errors reach the user (MarineKit's modules' weather, navigation, coastline, tracking and magnetic sets,
    /// Storage: the daemon reports database failures such as a lock held by another program).
    public static let catalogs: [CatalogSet] = [
        DenizrotadStrings.catalogs, WeatherStrings.catalogs, NavigationStrings.catalogs, CoastlineStrings.catalogs,
        TrackingStrings.catalogs, MagneticStrings.catalogs, StorageStrings.catalogs,
    ]

    /// The tool as `main.swift` runs it and in-process tests drive it (`tool.run(in:)`).
    public static let tool: Tool = {
        var tool = Tool(
            root: Command(
                name: "denizrotad", summary: "denizrotad.summary", discussion: "denizrotad.discussion",
                options: DaemonCommand.options, examples: DaemonCommand.examples, subcommands: subcommands,
                action: { try await DaemonCommand.run($0) }),
            version: version, catalogs: catalogs)
        tool.manual = DenizrotadManual.manual
        // What the binary carries: MarineKit's data sets (`version.magneticModel`, `version.coastline`).
        tool.data = {
            MarineDataSet.carried.map { ToolDataItem(name: $0.name, label: "version." + $0.name, value: $0.value) }
        }
        return tool
    }()
}
