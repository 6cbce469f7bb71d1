import CLISupport
import Foundation
import Testing

@Suite struct ListCommandTests {
    @Test func listsOneCategoryWithIdsSymbolsNamesAndAliases() async {
        let run = await UnitconvHarness().run(["list", "speed"])
        #expect(run.exitCode == .success)
        let lines = run.output.split(separator: "\n")
        #expect(lines.first == "Speed")
        #expect(lines.count == 6)
        #expect(lines.contains { $0.hasPrefix("  speed.knot") && $0.contains("kn") && $0.contains("(kn, kt, knot") })
    }

    @Test func jsonListsEveryUnitWithItsExactFactorAndSource() async throws {
        let run = await UnitconvHarness().run(["list", "--json"])
        let units = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(units.count == 57)
        let mile = try #require(units.first { $0["id"] as? String == "length.mile" })
        #expect(mile["factor"] as? String == "1609.344")
        #expect((mile["source"] as? String)?.contains("1959") == true)
        let knot = try #require(units.first { $0["id"] as? String == "speed.knot" })
        #expect(knot["factor"] as? String == "463/900")
    }

    @Test func unknownCategoryIsAUsageError() async {
        let run = await UnitconvHarness().run(["list", "time"])
        #expect(run.exitCode == .usage)
        #expect(run.errors.contains("unknown category \"time\""))
    }
}
