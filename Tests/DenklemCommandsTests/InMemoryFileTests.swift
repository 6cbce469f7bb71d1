import CLIKitTesting
import Foundation
import Testing

/// `denklem` reads the files named on its command line through the environment's file system, so these runs need
/// no real file (CLIKitTesting's `InMemoryFileSystem`).
@Suite struct InMemoryFileTests {
    @Test func holidayFileIsReadFromTheInjectedFileSystem() async {
        var harness = denklem
        harness.fileSystem = InMemoryFileSystem(files: [
            "/cases/holidays.json": Array(
                #"{"schemaVersion": 1, "holidays": [{"date": "2028-01-10", "name": "T"}]}"#.utf8)
        ])
        let run = await harness.run([
            "deadline", "--type", "labor", "--assigned", "2027-12-20", "--holidays", "/cases/holidays.json", "--json",
        ])
        #expect(run.exitCode == .success, "\(run.standardError)")
        // 2028-01-10 (a Monday) is the user's holiday, so the deadline moves to the next working day.
        #expect(run.json["deadlineWorkingDay"] as? String == "2028-01-11")
    }

    @Test func aFileMissingFromTheInjectedFileSystemIsAnIOError() async {
        var harness = denklem
        harness.fileSystem = InMemoryFileSystem()
        let run = await harness.run(["tariff", "--check", "/cases/tariff-2027.json"])
        #expect(run.exitCode == .ioError)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("/cases/tariff-2027.json"), "\(run.standardError)")
    }
}
