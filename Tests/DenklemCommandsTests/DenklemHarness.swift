import CLIKitTesting
import DenklemCommands
import Foundation

/// 2026-03-01 12:00 UTC: the 2026 tariff is in force.
let fixedNow = Date(timeIntervalSince1970: 1_772_366_400)

/// `denklem` in the shared in-process harness (CLIKitTesting): `LANG=C`, the clock at ``fixedNow``.
let denklem = ToolHarness(DenklemTool.tool, now: { fixedNow })
