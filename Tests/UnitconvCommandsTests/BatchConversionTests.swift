import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

@Suite struct BatchConversionTests {
    @Test func oneOutputLinePerInputLineAndExit65AfterABadLine() async {
        let input = "5 km mi\nbad line\n\n1 mile km\n-300 degC K\r\n100 km/h m/s\n"
        let run = await ToolHarness.unitconv().run(["--batch"], input: input)
        expectEqual(run.exitCode, .dataError)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.count, 7)
        expectEqual(lines[0], "3.10685596")
        #expect(lines[1].hasPrefix("error: "))
        expectEqual(lines[2], "")
        expectEqual(lines[3], "1.60934400")
        #expect(lines[4] == "error: -300 (temperature.celsius) is below absolute zero")
        expectEqual(lines[5], "27.77777778")
        expectEqual(lines[6], "")
    }

    @Test func allGoodLinesExitZeroWithTheRequestedPrecision() async {
        let run = await ToolHarness.unitconv().run(["--batch", "--precision", "2"], input: "1 in cm\n1 imperial cup L")
        expectEqual(run.exitCode, .success)
        expectEqual(run.standardOutput, "2.54\n0.28\n")
    }

    /// Each ambiguous alias and each preferred-unit choice noted once; a line without a target takes the region's
    /// preferred unit as `unitconv 5 km` does (the world's region named, not "001").
    @Test func notesEachAmbiguousAliasOnce() async {
        let input = "1 cup ml\n2 cup ml\n5 km\n10 km\n"
        let run = await ToolHarness.unitconv().run(["--batch"], input: input, variables: ["LANG": "en_US.UTF-8"])
        expectEqual(run.standardOutput, "236.58823650\n473.17647300\n3.10685596\n6.21371192\n")
        let cupNotes: [String] = run.standardError.components(separatedBy: "\n").filter { $0.contains("“cup”") }
        expectEqual(cupNotes.count, 1)
        let regionNotes = run.standardError.components(separatedBy: "\n").filter { $0.contains("region") }
        expectEqual(regionNotes.count, 1)
        expectEqual(regionNotes.first?.hasSuffix("in region United States (US)"), true, "\(run.standardError)")
        let world = await ToolHarness.unitconv().run(["--batch"], input: "5 mi\n", variables: ["LANG": "C"])
        #expect(world.standardError.contains("region world (001)"), "\(world.standardError)")
    }

    @Test func batchIsNotRecordedInTheHistory() async {
        let harness = ToolHarness.unitconv()
        _ = await harness.run(["--batch"], input: "1 m cm\n")
        #expect(await harness.run(["history"]).standardOutput == "")
    }

    /// Issue 32, item 14: JSON Lines, one object per line with its schema version.
    @Test func jsonBatchIsOneObjectPerLine() async throws {
        let run = await ToolHarness.unitconv().run(["--batch", "--json"], input: "1 m cm\nx\n")
        expectEqual(run.exitCode, .dataError)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        expectEqual(lines.count, 2)
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.allSatisfy { $0["schemaVersion"] as? Int == 1 })
        expectEqual(objects[0]["value"] as? String, "100.00000000")
        expectEqual(objects[1]["input"] as? String, "x")
        #expect(objects[1]["error"] is String)
    }
}

@Suite struct StreamingBatchTests {
    @Test func commentsAndBlankLinesKeepTheAlignmentAndErrorsNameTheirLine() async {
        let input = "# lengths\n5 km mi\n\n  # indented comment\nbad line\n1,500.0 m km"
        let run = await ToolHarness.unitconv().run(["--batch"], input: input)
        expectEqual(run.exitCode, .dataError)
        #expect(run.standardOutput.hasPrefix("\n3.10685596\n\n\nerror: "))
        #expect(run.standardOutput.hasSuffix("\n1.50000000\n"))
        #expect(run.standardError.hasPrefix("unitconv: error: line 5: "), "\(run.standardError)")
    }

    @Test func jsonLinesSkipBlankLinesAndCommentsAndEmptyInputPrintsNothing() async throws {
        let run = await ToolHarness.unitconv().run(["--batch", "--json"], input: "# c\n1 m cm\n\nx\n")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(lines[0].hasPrefix("{\"exact\":\"100\""))
        #expect(lines[1].hasPrefix("{\"error\":"))
        let empty = await ToolHarness.unitconv().run(["--batch", "--json"], input: "")
        expectEqual(empty.standardOutput, "")
    }
}
