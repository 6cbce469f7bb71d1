import CLIKit
import CLIKitTesting
import DenizrotaCommands
import DenizrotadCommands
import Expectations
import Foundation
import Testing
import UnitconvCommands

/// A database that is not SQLite, given to each tool that uses Storage, gives Storage's sentence in the user's
/// language: before, `denizrota` printed the raw key `storage.error.notADatabase` and `denizrotad` SQLite's codes.
@Suite struct StorageMessageTests {
    /// Each tool with its live services: the file on disk is the point.
    static let cases:
        [(
            tool: Tool, live: @Sendable (ToolEnvironment) -> any Sendable, arguments: [String], variable: String,
            expected: String
        )] = [
            (
                DenizrotaTool.tool, { DenizrotaServices.live($0) }, ["route", "list"], "DENIZROTA_DB",
                "ist keine Datenbankdatei; sie wurde nicht verändert"
            ),
            (
                DenizrotaTool.tool, { DenizrotaServices.live($0) }, ["trip", "list"], "DENIZROTA_DB",
                "ist keine Datenbankdatei; sie wurde nicht verändert"
            ),
            (
                UnitconvTool.tool, { UnitconvServices.live($0) }, ["history"], "UNITCONV_DB",
                "ist keine Datenbankdatei; sie wurde nicht verändert"
            ),
            (
                DenizrotadTool.tool, { DenizrotadServices.live($0) }, ["--source", "nmea-udp://127.0.0.1:1"],
                "DENIZROTA_DB", "ist keine Datenbankdatei"
            ),
        ]

    @Test(arguments: 0..<cases.count)
    func notADatabaseIsASentence(index: Int) async throws {
        let (tool, live, arguments, variable, expected) = Self.cases[index]
        let path = NSTemporaryDirectory() + "not-a-db-\(UUID().uuidString).sqlite"
        try Data(String(repeating: "this is a text file, not SQLite\n", count: 200).utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var harness = ToolHarness(tool)
        harness.liveServices = live
        let run = await harness.run(arguments, language: "de_DE.UTF-8", variables: [variable: path])
        expectEqual(run.exitCode, .ioError)
        let errors = run.standardError
        #expect(errors.contains(path) && errors.contains(expected), "\(errors)")
        #expect(!errors.contains("storage.error") && !errors.contains("SQLite code"), "\(errors)")
    }
}
