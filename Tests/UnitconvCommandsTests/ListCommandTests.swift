import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

@Suite struct ListCommandTests {
    @Test func listsOneCategoryWithIdsSymbolsNamesAndAliases() async {
        let run = await ToolHarness.unitconv().run(["list", "speed"])
        expectEqual(run.exitCode, .success)
        let lines = run.standardOutput.split(separator: "\n")
        expectEqual(lines.first, "Speed")
        expectEqual(lines.count, 6)
        #expect(lines.contains { $0.hasPrefix("  speed.knot") && $0.contains("kn") && $0.contains("(kn, kt, knot") })
    }

    @Test func jsonListsEveryUnitWithItsExactFactorAndSource() async throws {
        let run = await ToolHarness.unitconv().run(["list", "--json"])
        let units = try #require(
            (try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])?["units"]
                as? [[String: Any]])
        expectEqual(units.count, 70)
        let mile = try #require(units.first { $0["id"] as? String == "length.mile" })
        expectEqual(mile["factor"] as? String, "1609.344")
        expectEqual((mile["source"] as? String)?.contains("1959"), true)
        let knot = try #require(units.first { $0["id"] as? String == "speed.knot" })
        expectEqual(knot["factor"] as? String, "463/900")
    }

    @Test func aWordThatMatchesNothingIsAnError() async {
        let run = await ToolHarness.unitconv().run(["list", "furlong"])
        expectEqual(run.exitCode, .dataError)
        #expect(run.standardError.contains("no unit matches “furlong”"))
    }

    /// Issue 17: `list TERM` searches ids, aliases and the user's names.
    @Test(arguments: [
        (["list", "mile"], ["length.mile", "length.nautical_mile", "area.square_mile", "speed.mile_per_hour"]),
        (
            ["--lang", "de", "list", "Meile"],
            ["length.mile", "length.nautical_mile", "area.square_mile", "speed.mile_per_hour"]
        ),
        (["--lang", "zh-Hans", "list", "英里"], ["length.mile", "area.square_mile", "speed.mile_per_hour"]),
        (["list", "degC"], ["temperature.celsius"]),
    ])
    func searchFindsUnits(arguments: [String], ids: [String]) async {
        let run = await ToolHarness.unitconv().run(arguments)
        expectEqual(run.exitCode, .success)
        let found = run.standardOutput.split(separator: "\n").compactMap { line -> String? in
            line.hasPrefix("  ") ? String(line.split(separator: " ")[0]) : nil
        }
        expectEqual(found, ids, "\(run.standardOutput)")
    }

    /// Issue 17: columns line up by display width, a CJK character taking two columns.
    @Test(arguments: ["ja", "zh-Hans", "en", "de"])
    func columnsAlignByDisplayWidth(language: String) async {
        let run = await ToolHarness.unitconv().run(["--lang", language, "list", "length"])
        let rows = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }.map(String.init)
        let aliasColumns = Set(rows.map { row in TextWidth.columns(String(row.prefix { $0 != "(" })) })
        expectEqual(aliasColumns.count, 1, "\(run.standardOutput)")
    }
}
