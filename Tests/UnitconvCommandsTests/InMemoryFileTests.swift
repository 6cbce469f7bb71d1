import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `unitconv` names no input or output file (only its database, which Storage opens): a conversion run against an
/// empty `InMemoryFileSystem` succeeds and leaves it empty, and `--no-history` creates no database either.
@Suite struct InMemoryFileTests {
    @Test func aConversionWritesNoFile() async {
        let files = InMemoryFileSystem()
        var harness = ToolHarness.unitconv()
        harness.fileSystem = files
        let run = await harness.run(["--no-history", "1", "mi", "km"])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        // 1 mi = 1609.344 m exactly (international yard and pound agreement, 1959).
        #expect(run.standardOutput.contains("1.609344"), "\(run.standardOutput)")
        #expect(files.paths.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: harness.databasePath))
    }
}
