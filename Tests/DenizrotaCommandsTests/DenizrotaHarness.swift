import CLIKitTesting
import DenizrotaCommands
import Foundation

extension ToolHarness {
    /// 2026-06-01T00:00:00Z, the clock of ``denizrota()``.
    static let denizrotaNow = Date(timeIntervalSince1970: 1_780_272_000)

    /// `denizrota` in the shared in-process harness (CLIKitTesting) against a fresh database file in the harness's
    /// temporary folder (`DENIZROTA_DB`) through the live services, `LANG=C`, the clock at ``denizrotaNow``.
    static func denizrota() -> ToolHarness {
        var harness = ToolHarness(DenizrotaTool.tool, now: { denizrotaNow })
        harness.variables["DENIZROTA_DB"] = harness.databasePath
        harness.liveServices = { DenizrotaServices.live($0) }  // the database file is the point
        return harness
    }

    /// The database file `denizrota` uses in this harness (``denizrota()``).
    var databasePath: String { directory.appendingPathComponent("test.sqlite").path }
}
