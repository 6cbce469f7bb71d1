import CLIKit
import CLIKitTesting
import ConversionKit
import Expectations
import Foundation
import Storage
import StorageTestSupport
import Testing

@testable import UnitconvCommands

@Suite struct HistoryAndFavoritesTests {
    @Test func conversionsAreRecordedNewestFirst() async {
        let harness = ToolHarness.unitconv()
        _ = await harness.run(["5", "km", "mi"])
        _ = await harness.run(["1", "in", "cm"])
        _ = await harness.run(["2", "m", "cm", "--no-history"])
        let run = await harness.run(["history"])
        expectEqual(run.exitCode, .success)
        #expect(
            run.standardOutput
                == "2027-01-15T08:00:00Z  1 in cm  →  2.54 cm\n2027-01-15T08:00:00Z  5 km mi  →  3.10685596 mi\n")
        #expect(await harness.run(["history", "--limit", "1"]).standardOutput.components(separatedBy: "\n").count == 2)
        #expect(await harness.run(["history", "--limit", "0"]).exitCode == .usage)
    }

    @Test func historyKeepsTheLast100() async throws {
        let harness = ToolHarness.unitconv()
        for index in 1...103 { _ = await harness.run(["\(index)", "m", "cm"]) }
        let run = await harness.run(["--json", "history"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        expectEqual(document["schemaVersion"] as? Int, 1)
        let entries = try #require(document["entries"] as? [[String: Any]])
        #expect(
            entries.first?["from"] as? String == "length.meter"
                && entries.first?["to"] as? String == "length.centimeter")
        expectEqual(entries.count, 100)
        expectEqual(entries.first?["input"] as? String, "103 m cm")
        expectEqual(entries.last?["input"] as? String, "4 m cm")
        #expect(await harness.run(["history", "clear"]).exitCode == .success)
        #expect(await harness.run(["history"]).standardOutput == "")
    }

    @Test func favoritesKeepTheUsersOrder() async {
        let harness = ToolHarness.unitconv()
        let added = await harness.run(["favorites", "add", "km", "mi"])
        expectEqual(added.exitCode, .success)
        expectEqual(added.standardOutput, "favorite 1: length.kilometer → length.mile  (km → mi)\n")
        #expect(await harness.run(["favorites", "add", "lb", "kg"]).standardOutput.hasPrefix("favorite 2: "))
        let duplicate = await harness.run(["favorites", "add", "kilometer", "mile"])
        expectEqual(duplicate.exitCode, .success)
        #expect(duplicate.standardError == "length.kilometer → length.mile is already a favorite\n")
        #expect(
            await harness.run(["favorites"]).standardOutput
                == "1  length.kilometer → length.mile  (km → mi)\n2  mass.pound → mass.kilogram  (lb → kg)\n")
        #expect(await harness.run(["--no-history", "fav", "1", "42"]).standardOutput == "26.09759007 mi\n")
        #expect(await harness.run(["--no-history", "fav", "2"]).standardOutput == "0.45359237 kg\n")
        #expect(await harness.run(["--no-history", "--fav", "2", "10"]).standardOutput == "4.5359237 kg\n")
        let missing = await harness.run(["fav", "3", "1"])
        expectEqual(missing.exitCode, .dataError)
        #expect(missing.standardError.contains("there is no favorite 3 (there are 2"))
        #expect(await harness.run(["favorites", "remove", "km", "mi"]).exitCode == .success)
        #expect(await harness.run(["favorites", "remove", "km", "mi"]).exitCode == .dataError)
        #expect(await harness.run(["favorites"]).standardOutput == "1  mass.pound → mass.kilogram  (lb → kg)\n")
    }

    @Test func favoritesRejectUnknownAndMismatchedUnits() async {
        let harness = ToolHarness.unitconv()
        let mismatched = await harness.run(["favorites", "add", "km", "kg"])
        expectEqual(mismatched.exitCode, .dataError)
        #expect(mismatched.standardError.contains("cannot convert length.kilometer to mass.kilogram"))
        #expect(await harness.run(["favorites", "add", "km", "furlong"]).exitCode == .dataError)
        #expect(await harness.run(["favorites", "add", "km"]).exitCode == .usage)
    }

    @Test func anUnusableDatabaseStillPrintsTheResultAndWarns() async {
        let harness = ToolHarness.unitconv()
        let run = await harness.run(["--db", "/proc/unitconv/none.sqlite", "1", "m", "cm"])
        expectEqual(run.exitCode, .success)
        expectEqual(run.standardOutput, "100 cm\n")
        #expect(run.standardError.hasPrefix("unitconv: warning: the conversion was not recorded in the history: "))
        let history = await harness.run(["--db", "/proc/unitconv/none.sqlite", "history"])
        expectEqual(history.exitCode, .ioError)
        #expect(history.standardError.hasPrefix("unitconv: error: cannot use the database /proc/unitconv/none.sqlite"))
    }

    @Test func databaseLocationFollowsFlagThenVariableThenXDG() async {
        let harness = ToolHarness.unitconv()
        let xdg = harness.directory.appendingPathComponent("xdg").path
        _ = await harness.run(["1", "m", "cm"], variables: ["UNITCONV_DB": "", "XDG_DATA_HOME": xdg])
        #expect(FileManager.default.fileExists(atPath: xdg + "/unitconv/unitconv.sqlite"))
        let flagged = harness.directory.appendingPathComponent("flag.sqlite").path
        _ = await harness.run(["--db", flagged, "1", "m", "cm"])
        #expect(FileManager.default.fileExists(atPath: flagged))
    }

    /// Issue 17: history times are shown in local time (`TZ` from the injected environment).
    @Test func historyTimesAreLocal() async {
        let harness = ToolHarness.unitconv()
        _ = await harness.run(["1", "m", "cm"])
        let istanbul = await harness.run(["history"], variables: ["TZ": "Europe/Istanbul"])
        #expect(
            istanbul.standardOutput.hasPrefix("2027-01-15T11:00:00+03:00  1 m cm  →  100 cm"),
            "\(istanbul.standardOutput)")
        let utc = await harness.run(["history"], variables: ["TZ": "UTC"])
        #expect(utc.standardOutput.hasPrefix("2027-01-15T08:00:00Z"), "\(utc.standardOutput)")
    }

    /// Without `TZ`, the environment's zone (the system's in the live environment), never the test process's own.
    @Test func historyTimesWithoutTZUseTheEnvironmentsZone() async throws {
        var harness = ToolHarness.unitconv()
        _ = await harness.run(["1", "m", "cm"])
        harness.timeZone = try #require(TimeZone(identifier: "America/St_Johns"))
        let newfoundland = await harness.run(["history"])
        #expect(
            newfoundland.standardOutput.hasPrefix("2027-01-15T04:30:00-03:30  1 m cm  →  100 cm"),
            "\(newfoundland.standardOutput)")
    }
}
