import CLIKitTesting
import Expectations
import Foundation
import Testing

@Suite struct RouteCommandTests {
    /// Builds the route of the examples: Datça, Knidos (DDM, 5 kn), Bodrum.
    private func knidos(_ harness: ToolHarness) async {
        _ = await harness.run(["route", "new", "Knidos"])
        _ = await harness.run(["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"])
        _ = await harness.run([
            "route", "add", "Knidos", "36°41.16'N", "27°22.44'E", "--name", "Knidos", "--speed", "5",
        ])
        _ = await harness.run(["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"])
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func createAddListShow() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        let list = await harness.run(["route", "list"])
        expectEqual(list.status, 0)
        expectEqual(list.standardOutput, "Knidos\n")
        let show = await harness.run(["route", "show", "Knidos", "--json"])
        expectEqual(show.status, 0)
        let plan = try json(show.standardOutput)
        let legs = try #require(plan["legs"] as? [[String: Any]])
        expectEqual(legs.count, 2)
        // GeodSolve -i -p 9: "36.75 27.69 36.686 27.374" → 255.97342823624453 … 29110.867535253 m.
        #expect(abs((legs[0]["distanceMeters"] as? Double ?? 0) - 29_110.867_535_253) < 1e-6)
        #expect(abs((legs[0]["bearingTrue"] as? Double ?? 0) - 255.973_428_236_244_53) < 1e-9)
        for key in ["bearingMagnetic", "rhumbBearingTrue", "durationSeconds", "fuelLiters"] {
            #expect(legs[0][key] is Double, "\(key)")
        }
        expectEqual(legs[1]["speedKnots"] as? Double, 5)
        #expect(legs[0].keys.contains("eta"))
    }

    @Test func textShowsLegsWithTrueAndMagneticBearings() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        let show = await harness.run(["route", "show", "Knidos"])
        expectEqual(show.status, 0)
        let nbsp = "\u{A0}"
        #expect(show.standardOutput.contains("Knidos: 3 waypoints, 36.51\(nbsp)nm (67.61\(nbsp)km)"))
        #expect(
            show.standardOutput.contains(
                "leg 1: Datça → Knidos  15.72\(nbsp)nm  256.0°T 250.6°M  rhumb 255.9°T  8.0\(nbsp)kn"))
    }

    @Test func editingCommands() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        #expect(await harness.run(["route", "move", "Knidos", "3", "1"]).status == 0)
        #expect(
            await harness.run(["route", "remove-point", "Knidos", "2"]).standardOutput == "Removed Datça from Knidos\n")
        #expect(await harness.run(["route", "reverse", "Knidos"]).status == 0)
        let plan = try json(await harness.run(["route", "show", "Knidos", "--json"]).standardOutput)
        let names = (plan["waypoints"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        expectEqual(names, ["Knidos", "Bodrum"])
        #expect(await harness.run(["route", "rm", "Knidos"]).status == 0)
        #expect(await harness.run(["route", "list"]).standardOutput == "")
    }

    /// `route edit` changes only what is given and keeps the waypoint's number; a moved position is checked.
    @Test func editChangesOneWaypointInPlace() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        let edit = await harness.run([
            "route", "edit", "Knidos", "2", "--lat", "36°41.3'N", "--name", "Knidos Limanı", "--clear-speed",
            "--radius", "200",
        ])
        expectEqual(edit.standardOutput, "Changed waypoint 2 (Knidos Limanı) of Knidos\n")
        let plan = try json(await harness.run(["route", "show", "Knidos", "--json"]).standardOutput)
        let second = try #require((plan["waypoints"] as? [[String: Any]])?[1])
        expectEqual(second["name"] as? String, "Knidos Limanı")
        #expect(abs((second["latitude"] as? Double ?? 0) - (36 + 41.3 / 60)) < 1e-12)
        #expect(abs((second["longitude"] as? Double ?? 0) - (27 + 22.44 / 60)) < 1e-12)
        expectEqual(second["arrivalRadiusMeters"] as? Double, 200)
        expectEqual((plan["legs"] as? [[String: Any]])?[1]["speedKnots"] as? Double, 8)
        for usage in [
            ["route", "edit", "Knidos", "2"], ["route", "edit", "Knidos", "2", "--speed", "5", "--clear-speed"],
        ] {
            expectEqual(await harness.run(usage).status, 64)
        }
    }

    @Test(arguments: [
        (["route", "show", "Nowhere"], "no route named Nowhere"),
        (["route", "remove-point", "Knidos", "7"], "no waypoint 7: the route has 3"),
        (["route", "edit", "Knidos", "7", "--name", "X"], "no waypoint 7: the route has 3"),
        (["route", "edit", "Knidos", "2", "--lat", "27.37", "--lon", "36.69"], "look swapped"),
        (["route", "add", "Knidos", "95", "27"], "not a latitude: 95"),
        (["route", "add", "Knidos", "36", "27E5"], "not a longitude: 27E5"),
        (["route", "add", "Knidos", "36", "27", "--speed", "80"], "speed 80 kn is outside 0.1–60 kn"),
        (
            ["route", "add", "Knidos", "36.7", "27.3", "--name", "A\u{1B}[2J"],
            "waypoint name “A\u{241B}[2J” holds a control"
        ),
        (["route", "edit", "Knidos", "1", "--name", "\u{9B}31m"], "waypoint name “<U+009B>31m” holds a control"),
        (["route", "new", "Knidos"], "a route named Knidos already exists"),
    ])
    func badInputIsAOneLineDataError(arguments: [String], message: String) async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        let run = await harness.run(arguments)
        expectEqual(run.status, 65)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        expectEqual(run.standardError.split(separator: "\n").count, 1)
    }

    @Test func gpxRoundTripThroughExportAndImport() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        let file = harness.directory.appendingPathComponent("knidos.gpx").path
        #expect(await harness.run(["route", "export", "Knidos", "-o", file]).status == 0)
        let imported = await harness.run(["route", "import", file, "--name", "Copy"])
        expectEqual(imported.standardOutput, "Imported route Copy (3 waypoints)\n")
        let original = try json(await harness.run(["route", "show", "Knidos", "--json"]).standardOutput)
        let copy = try json(await harness.run(["route", "show", "Copy", "--json"]).standardOutput)
        expectEqual(original["totalDistanceMeters"] as? Double, copy["totalDistanceMeters"] as? Double)
        expectEqual((copy["legs"] as? [[String: Any]])?[1]["speedKnots"] as? Double, 5)
    }

    @Test func exportsGeoJSONAndSVG() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        let geojson = await harness.run(["route", "export", "Knidos", "--format", "geojson"])
        #expect(try json(geojson.standardOutput)["type"] as? String == "FeatureCollection")
        let svg = await harness.run(["route", "export", "Knidos", "-f", "svg"])
        #expect(svg.standardOutput.hasPrefix("<?xml"))
        #expect(svg.standardOutput.contains(">2 Knidos</text>"))
    }

    @Test func hostileOrBrokenGPXIsRefusedWithPosition() async throws {
        let harness = ToolHarness.denizrota()
        let broken = harness.directory.appendingPathComponent("broken.gpx")
        try Data("<gpx>\n<rte><name>x</nam></rte></gpx>".utf8).write(to: broken)
        let run = await harness.run(["route", "import", broken.path])
        expectEqual(run.status, 65)
        #expect(run.standardError.contains("not well-formed XML at line 2"))
        let xxe = harness.directory.appendingPathComponent("xxe.gpx")
        try Data("<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><gpx/>".utf8)
            .write(to: xxe)
        let refused = await harness.run(["route", "import", xxe.path])
        expectEqual(refused.status, 65)
        #expect(refused.standardError.contains("DOCTYPE at line 2, column 1"))
    }
}
