import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `denizrota route export -o` and `route import` go through the environment's file system: the GPX file lives in
/// CLIKitTesting's `InMemoryFileSystem`, never on disk (the database is still a file in the harness's folder).
@Suite struct InMemoryFileTests {
    @Test func gpxRoundTripThroughTheInjectedFileSystem() async throws {
        let files = InMemoryFileSystem(folders: ["/routes"])
        var harness = ToolHarness.denizrota()
        harness.fileSystem = files
        _ = await harness.run(["route", "new", "Knidos"])
        _ = await harness.run(["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"])
        _ = await harness.run(["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"])

        let export = await harness.run(["route", "export", "Knidos", "-o", "/routes/knidos.gpx"])
        expectEqual(export.status, 0, "\(export.standardError)")
        let gpx = try #require(files.text(atPath: "/routes/knidos.gpx"))
        #expect(gpx.hasPrefix("<?xml") && gpx.contains("<name>Datça</name>"), "\(gpx)")
        #expect(!FileManager.default.fileExists(atPath: "/routes/knidos.gpx"))

        let imported = await harness.run(["route", "import", "/routes/knidos.gpx", "--name", "Copy"])
        expectEqual(imported.standardOutput, "Imported route Copy (2 waypoints)\n", "\(imported.standardError)")
    }

    @Test func aFolderIsRefusedAndAMissingFileIsAnIOError() async {
        var harness = ToolHarness.denizrota()
        harness.fileSystem = InMemoryFileSystem(folders: ["/routes"])
        _ = await harness.run(["route", "new", "Knidos"])
        _ = await harness.run(["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"])
        _ = await harness.run(["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"])
        let folder = await harness.run(["route", "export", "Knidos", "-o", "/routes"])
        expectEqual(folder.exitCode, .cannotCreate, "\(folder.standardError)")
        let missing = await harness.run(["route", "import", "/routes/none.gpx"])
        #expect(missing.exitCode == .noInput)  // sysexits EX_NOINPUT: the input file does not exist
        #expect(missing.standardError.contains("/routes/none.gpx"), "\(missing.standardError)")
    }
}
