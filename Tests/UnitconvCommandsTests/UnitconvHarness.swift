import CLIKitTesting
import Foundation
import UnitconvCommands

extension ToolHarness {
    /// `unitconv` in the shared in-process harness (CLIKitTesting) with its own database: `LANG=C`, `UNITCONV_DB`
    /// and `HOME` in the harness's temporary folder, the clock at 2027-01-15T08:00:00Z.
    static func unitconv() -> ToolHarness {
        var harness = ToolHarness(UnitconvTool.tool, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        harness.variables["UNITCONV_DB"] = harness.databasePath
        harness.variables["HOME"] = harness.directory.path
        harness.liveServices = { UnitconvServices.live($0) }  // the database file is the point
        return harness
    }

    /// The database file `unitconv` uses in this harness (``unitconv()``).
    var databasePath: String { directory.appendingPathComponent("unitconv.sqlite").path }
}
