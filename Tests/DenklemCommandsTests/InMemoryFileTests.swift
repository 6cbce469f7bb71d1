import CLIKitTesting
import Expectations
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
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        // 2028-01-10 (a Monday) is the user's holiday, so the deadline moves to the next working day.
        expectEqual(run.json["deadlineWorkingDay"] as? String, "2028-01-11")
    }

    /// `-` reads the tariff file from standard input, once, for the calculation and for the unused-year warning.
    @Test func tariffFileFromStandardInput() async throws {
        let tariff = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Docs/doc-tests/tariff_2027.json"),
            encoding: .utf8)
        let run = await denklem.run(
            ["fee", "--type", "labor", "--agreed", "250000", "--tariff-file", "-", "--year", "2026"], input: tariff)
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        #expect(run.standardError.contains("2027"), "the file's year is named in the unused-file warning")
        let holidays = await denklem.run(
            ["deadline", "--type", "labor", "--assigned", "2027-12-20", "--holidays", "-", "--json"],
            input: #"{"schemaVersion": 1, "holidays": [{"date": "2028-01-10", "name": "T"}]}"#)
        expectEqual(holidays.json["deadlineWorkingDay"] as? String, "2028-01-11", "\(holidays.standardError)")
    }

    /// `tariff --check` reads the file through the injected file system and names what the file lacks (65).
    @Test func tariffCheckReadsThroughTheInjectedFileSystem() async {
        var harness = denklem
        harness.fileSystem = InMemoryFileSystem(files: [
            "/cases/tariff-2027.json": Array(#"{"schemaVersion": 1, "year": 2027}"#.utf8)
        ])
        let run = await harness.run(["tariff", "--check", "/cases/tariff-2027.json"])
        expectEqual(run.exitCode, .dataError)
        #expect(run.standardError.contains("“title”"), "\(run.standardError)")
    }

    /// A file that does not exist is missing input (sysexits EX_NOINPUT, 66), not an I/O failure.
    @Test func aFileMissingFromTheInjectedFileSystemIsNoInput() async {
        var harness = denklem
        harness.fileSystem = InMemoryFileSystem()
        let run = await harness.run(["tariff", "--check", "/cases/tariff-2027.json"])
        expectEqual(run.exitCode, .noInput)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("/cases/tariff-2027.json"), "\(run.standardError)")
    }

    @Test func pdfFontsAndTheReportGoThroughTheInjectedFileSystem() async throws {
        // PDFWriting's default faces (PDFFontLoader.defaultRegularPath, .defaultBoldPath; fonts-dejavu-core).
        let fonts = [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        ]
        var files: [String: [UInt8]] = [:]
        for path in fonts { files[path] = Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
        let memory = InMemoryFileSystem(files: files, folders: ["/out"])
        var harness = denklem
        harness.fileSystem = memory
        let arguments = ["fee", "--type", "labor", "--agreed", "250000", "--pdf", "/out/fee.pdf"]
        let run = await harness.run(arguments)
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        let pdf = try #require(memory.contents(atPath: "/out/fee.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(!FileManager.default.fileExists(atPath: "/out/fee.pdf"))

        // Without the fonts in the injected file system the default font is missing, though the machine has it.
        harness.fileSystem = InMemoryFileSystem(folders: ["/out"])
        let missing = await harness.run(arguments)
        expectEqual(missing.exitCode, .ioError)
        #expect(missing.standardError.contains("fonts-dejavu-core"), "\(missing.standardError)")
    }
}
