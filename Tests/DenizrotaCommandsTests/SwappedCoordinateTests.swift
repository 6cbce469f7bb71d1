import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Issue 29 part 4 and 5: swapped latitude/longitude refused in `route add` (naming both readings) unless
/// `--as-given`; compact coordinate forms accepted; `data export` holds a route of fewer than two waypoints.
@Suite struct SwappedCoordinateTests {
    private func datca(_ harness: ToolHarness) async {
        _ = await harness.run(["route", "new", "Knidos"])
        _ = await harness.run(["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"])
    }

    @Test func swappedWaypointIsRefusedNamingBothReadings() async throws {
        let harness = ToolHarness.denizrota()
        await datca(harness)
        let refused = await harness.run(["route", "add", "Knidos", "27.5", "36.7"])
        expectEqual(refused.status, 65)
        #expect(refused.standardError.contains("27°30.000′N 036°42.000′E"), "\(refused.standardError)")
        #expect(refused.standardError.contains("36°42.000′N 027°30.000′E"), "\(refused.standardError)")
        let show = await harness.run(["route", "show", "Knidos", "--json"])
        #expect(show.standardOutput.contains("\"Datça\"") && !show.standardOutput.contains("27.5"))
        let kept = await harness.run(["route", "add", "Knidos", "27.5", "36.7", "--as-given"])
        expectEqual(kept.status, 0, "\(kept.standardError)")
        // The right way round is accepted without a word about swapping.
        let right = await harness.run(["route", "add", "Knidos", "36.7", "27.5", "--at", "2"])
        #expect(right.status == 0 && !right.standardError.contains("swapped"), "\(right.standardError)")
    }

    @Test(arguments: [
        ["3701.5N", "02725.3E"], ["37:01.5N", "27:25.3E"], ["37-01.5N", "027-25.3E"],
    ])
    func compactFormsAreAccepted(_ coordinates: [String]) async throws {
        let harness = ToolHarness.denizrota()
        await datca(harness)
        let run = await harness.run(["route", "add", "Knidos"] + coordinates + ["--name", "Bodrum"])
        expectEqual(run.status, 0, "\(run.standardError)")
        let show = await harness.run(["route", "show", "Knidos", "--json"])
        #expect(show.standardOutput.contains("37.025"), "\(show.standardOutput)")
    }

    @Test func importWarnsAboutASwappedPointNamingBothReadings() async throws {
        let harness = ToolHarness.denizrota()
        let file = harness.directory.appendingPathComponent("swapped.gpx")
        let gpx = """
            <?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><rte>
            <name>Knidos</name><rtept lat="36.75" lon="27.69"/><rtept lat="27.5" lon="36.7"/></rte></gpx>
            """
        try gpx.write(to: file, atomically: true, encoding: .utf8)
        let run = await harness.run(["route", "import", file.path])
        expectEqual(run.status, 0, "\(run.standardError)")
        #expect(run.standardError.contains("point 2 of route 1"), "\(run.standardError)")
        #expect(run.standardError.contains("27°30.000′N 036°42.000′E"), "\(run.standardError)")
        #expect(run.standardError.contains("36°42.000′N 027°30.000′E"), "\(run.standardError)")
    }

    @Test func dataExportHoldsRoutesOfFewerThanTwoWaypoints() async throws {
        let harness = ToolHarness.denizrota()
        _ = await harness.run(["route", "new", "Empty"])
        await datca(harness)  // one waypoint
        let run = await harness.run(["data", "export", "-"])
        expectEqual(run.status, 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("\"name\" : \"Empty\""))
        #expect(run.standardOutput.contains("\"name\" : \"Knidos\""))
        #expect(run.standardOutput.contains("is in routes.json only"))
    }
}
