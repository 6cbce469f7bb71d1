import CLIKit
import CLIKitTesting
import DenizrotaCommands
import DenizrotadCommands
import Expectations
import Foundation
import Synchronization
import Testing
import UnitconvCommands

/// A test that forgets to supply a service gets a double that names it and fails, never the live one (SQLite, curl,
/// the keyring): as isowords' unimplemented dependencies (issue 35).
@Suite struct UnsuppliedServiceTests {
    static let cases: [(tool: Tool, arguments: [String], service: String)] = [
        (UnitconvTool.tool, ["history"], "UnitconvServices.openStores"),
        (DenizrotaTool.tool, ["route", "list"], "DenizrotaServices.openDatabase"),
        (DenizrotaTool.tool, ["sync", "status"], "DenizrotaServices.keyring"),
        (DenizrotadTool.tool, ["--source", "nmea-udp://127.0.0.1:1"], "DenizrotadServices.openDatabase"),
    ]

    @Test(arguments: 0..<cases.count)
    func anUnsuppliedServiceIsReportedByName(index: Int) async {
        let (tool, arguments, service) = Self.cases[index]
        let reported = Mutex<[String]>([])
        let folder = NSTemporaryDirectory() + "unsupplied-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var harness = ToolHarness(
            tool, variables: ["LANG": "C", "XDG_DATA_HOME": folder, "XDG_CONFIG_HOME": folder, "HOME": folder])
        harness.reportUnsuppliedService = { name in reported.withLock { $0.append(name) } }
        let run = await harness.run(arguments)
        #expect(reported.withLock { $0 }.contains(service), "\(reported.withLock { $0 }) \(run.standardError)")
        expectNotEqual(run.exitCode, .success)
        #expect(
            !FileManager.default.fileExists(atPath: folder + "/denizrota")
                && !FileManager.default.fileExists(atPath: folder + "/unitconv"))
    }

    /// By default the report is a Swift Testing issue naming the service.
    @Test func theDefaultRecordsAnIssue() async {
        await withKnownIssue {
            _ = await ToolHarness(UnitconvTool.tool).run(["history", "--db", "/nonexistent-unsupplied/u.sqlite"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("UnitconvServices.openStores") }
        }
    }
}
