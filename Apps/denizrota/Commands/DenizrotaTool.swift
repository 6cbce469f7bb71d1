import CLIKit
import Localization
import MarineKit
import Storage

/// The `denizrota` tool: its version, catalogs and command tree.
///
/// Each subcommand lives in its own file (`<Name>Command.swift`, a `public static let command: Command`);
/// register it in `subcommands`. Nothing else in this file needs to change.
public enum DenizrotaTool {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// The subcommands, in `--help` order.
    public static let subcommands: [Command] = [
        RouteCommand.command, BoatCommand.command, GeodesicCommand.command, MagvarCommand.command,
        TripCommand.command, WatchCommand.command, AnchorCommand.command, AlertCommand.command,
        DashboardCommand.command, NMEACommand.command,
        WeatherCommand.command,
        PlanCommand.command, FetchCommand.command, CoastlineCommand.command, SyncCommand.command, DataCommand.command,
        CompletionCommand.command,
    ]

    /// The catalogs searched for texts before CLIKit's: this module's, then those of every library whose
    /// errors reach the user (MarineKit's modules' six sets: weather, navigation, coastline, tracking, magnetic and
    /// sync; Storage; PDFWriting's are in CLIKit's).
    public static let catalogs: [CatalogSet] = [
        DenizrotaStrings.catalogs, WeatherStrings.catalogs, NavigationStrings.catalogs, CoastlineStrings.catalogs,
        TrackingStrings.catalogs, MagneticStrings.catalogs, SyncStrings.catalogs, StorageStrings.catalogs,
    ]

    /// The tool as `main.swift` runs it and in-process tests drive it (`tool.run(in:)`).
    public static let tool: Tool = {
        var tool = Tool(
            root: Command(
                name: "denizrota", summary: "denizrota.summary", discussion: "denizrota.discussion",
                subcommands: subcommands),
            version: version, catalogs: catalogs)
        tool.manual = DenizrotaManual.manual
        // What the binary carries: MarineKit's data sets (`version.magneticModel`, `version.coastline`).
        tool.data = {
            MarineDataSet.carried.map { ToolDataItem(name: $0.name, label: "version." + $0.name, value: $0.value) }
        }
        tool.completionSources = CompletionCommand.sources
        return tool
    }()
}
