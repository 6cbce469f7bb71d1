import CLIKit
import CLIKitTesting
import DenizrotaCommands
import Expectations
import Foundation
import Testing

/// `-` for standard input and output, `-o FILE` on `trip export`, and progress notes only on a terminal.
@Suite struct StandardStreamsTests {
    static let gpx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
          <rte><name>Piped</name>
            <rtept lat="36.95" lon="27.42"><name>Bodrum</name></rtept>
            <rtept lat="36.89" lon="27.29"><name>Kos</name></rtept>
          </rte>
        </gpx>
        """

    @Test func routeImportReadsStandardInputForDash() async throws {
        let harness = ToolHarness.denizrota()
        let run = await harness.run(["route", "import", "-"], input: Self.gpx)
        expectEqual(run.status, 0, "\(run.standardError)")
        let names = await harness.run(["route", "list"])
        expectEqual(names.standardOutput, "Piped\n")
    }

    @Test func routeImportOfBrokenStandardInputIsBadData() async throws {
        let harness = ToolHarness.denizrota()
        let run = await harness.run(["route", "import", "-"], input: "<gpx")
        expectEqual(run.status, 65)
        #expect(run.standardError.hasPrefix("denizrota: error: -: "))
    }

    @Test func tripExportWritesTheOutputFileOrStandardOutput() async throws {
        let harness = ToolHarness.denizrota()
        try TripSubsecondTests.storeTenHertzTrip(in: harness)
        let file = harness.directory.appendingPathComponent("trip.gpx").path
        let toFile = await harness.run(["trip", "export", "1", "-o", file])
        expectEqual(toFile.status, 0, "\(toFile.standardError)")
        expectEqual(toFile.standardOutput, "Wrote trip 1 to \(file)\n")
        let plain = await harness.run(["trip", "export", "1"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == plain.standardOutput)
        let dash = await harness.run(["trip", "export", "1", "--output", "-", "--format", "geojson"])
        let geojson = await harness.run(["trip", "export", "1", "--format", "geojson"])
        #expect(dash.standardOutput == geojson.standardOutput && dash.standardOutput.hasPrefix("{"))
    }

    @Test(arguments: [(true, [String: String](), true), (false, [:], false), (true, ["TERM": "dumb"], false)])
    func progressOnlyOnATerminal(terminal: Bool, variables: [String: String], shown: Bool) {
        let errors = BufferedOutput()
        var environment = ToolEnvironment(
            arguments: [], variables: variables, standardOutput: BufferedOutput(), standardError: errors)
        environment.standardErrorIsTerminal = terminal
        let progress = ProgressLine(environment: environment)
        progress.show("Reading x…")
        progress.clear()
        let blank = "\r" + String(repeating: " ", count: 79) + "\r"
        #expect(errors.text == (shown ? blank + "Reading x…" + blank : ""))
        #expect(!errors.text.contains("\u{1B}"))
    }

    @Test func importShowsAndClearsProgressOnATerminal() async throws {
        let harness = ToolHarness.denizrota()
        let output = BufferedOutput()
        let errors = BufferedOutput()
        var environment = ToolEnvironment(
            arguments: ["route", "import", "-"], variables: ["LANG": "C", "DENIZROTA_DB": harness.databasePath],
            standardInput: FixedInput(Self.gpx), standardOutput: output, standardError: errors)
        environment.standardErrorIsTerminal = true
        #expect(await DenizrotaTool.tool.run(in: environment) == .success)
        let blank = "\r" + String(repeating: " ", count: 79) + "\r"
        #expect(errors.text.hasPrefix(blank + "Reading stdin…" + blank))
    }
}
