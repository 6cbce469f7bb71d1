import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `route show` writes its lines as it makes them, fills the leg line's catalog text once split
/// (``LineTemplate``) and formats each rounded figure once (``RoundedTextMemo``; issue 30: 200,000 points): the
/// text is byte for byte what the tool wrote before those changes, kept in Tests/Fixtures/route-show (written by
/// main at e42a1de): 120 points with names that are not ASCII, a zero-length leg, waypoints and legs on land, two
/// points outside the coastline's coverage (south and west), a departure and a route speed, in three languages.
@Suite struct RouteShowFixtureTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/route-show")

    @Test(arguments: ["en", "tr", "ja"])
    func textIsTheFixtures(language: String) async throws {
        let harness = ToolHarness.denizrota()
        let gpx = Self.fixtures.appendingPathComponent("mixed.gpx").path
        expectEqual(await harness.run(["route", "import", gpx]).status, 0)
        let set = await harness.run(["route", "set", "Mixed", "--depart", "2026-07-01T08:00+03:00", "--speed", "5.5"])
        expectEqual(set.status, 0)
        let show = await harness.run(["route", "show", "Mixed", "--lang", language])
        let expected = try String(
            contentsOf: Self.fixtures.appendingPathComponent("mixed.\(language).txt"), encoding: .utf8)
        expectEqual(show.status, 0)
        #expect(show.standardOutput == expected)
    }
}
