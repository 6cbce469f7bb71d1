import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import Testing

/// Land checks through the built binary: `route add` warns, `route show` marks, `--json` carries `onLand` and
/// `crossesLand`, a user coastline file replaces the embedded one and is named in the output.
@Suite struct DenizrotaLandTests {
    private let directory: URL
    private let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-land-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = ["LANG": "C", "DENIZROTA_DB": directory.appendingPathComponent("db.sqlite").path]
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRunner.run("denizrota", arguments, environment: environment)
    }

    private func json(_ run: ToolRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    /// Gökova (north of the Datça peninsula) → Datça's bay (south of it): the leg crosses the peninsula.
    ///
    /// The old
    /// quick tour's "Datça" (36.75 N 27.69 E) lies inland. The open-water leg Gökova → gulf mouth is clear.
    @Test func datcaCrossingIsFlaggedEverywhere() throws {
        #expect(try run(["route", "new", "cross"]).status == 0)
        let first = try run(["route", "add", "cross", "36.95", "27.85", "--name", "Gokova"])
        #expect(first.status == 0 && first.standardError.isEmpty)
        #expect(try run(["route", "add", "cross", "36.80", "27.70", "--name", "North"]).standardError.isEmpty)
        let crossing = try run(["route", "add", "cross", "36.715", "27.70", "--name", "Datca"])
        expectEqual(crossing.status, 0)
        #expect(crossing.standardError.contains("warning: leg 2 (North → Datca) crosses land"))
        #expect(
            crossing.standardError.contains(
                "coastline: GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0 (tolerance 100 m)"))
        let inland = try run(["route", "add", "cross", "36.75", "27.69", "--name", "Inland"])
        #expect(inland.status == 0 && inland.standardError.contains("waypoint 4 (Inland) is on land"))

        let show = try json(try run(["route", "show", "cross", "--json"]))
        let points = try #require(show["waypoints"] as? [[String: Any]])
        let legs = try #require(show["legs"] as? [[String: Any]])
        #expect(points.map { $0["onLand"] as? Bool } == [false, false, false, true])
        #expect(legs.map { $0["crossesLand"] as? Bool } == [false, true, true])
        let coastline = try #require(show["coastline"] as? [String: Any])
        expectEqual(coastline["name"] as? String, "GSHHG 2.3.7 full resolution")
        expectEqual(coastline["attribution"] as? String, "GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0")

        let text = try run(["route", "show", "cross"]).standardOutput
        #expect(text.contains("  4  Inland  36°45.000′N 027°41.400′E  ⚠ LAND\n"))
        #expect(text.contains("land: waypoints on land 4; legs crossing land 2, 3\n"))
        #expect(text.hasSuffix("coastline: GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0 (tolerance 100 m)\n"))

        let chart = try run(["route", "export", "cross", "-f", "svg"]).standardOutput
        #expect(chart.contains("⚠ LAND") && chart.contains("on land / across land"))
        #expect(chart.contains(##"stroke="#b5179e" stroke-width="3.0" stroke-linecap="butt" stroke-dasharray="9 6""##))
        #expect(
            chart.contains("coastline: GSHHG 2.3.7 full resolution, Wessel &amp; Smith, LGPL-3.0 (tolerance 100 m)"))
        // The chart's own words (its legs' and waypoints' titles, also in <desc>) in the user's language (issue 30).
        var turkish = environment
        turkish["LANG"] = "tr_TR.UTF-8"
        let localized = try ToolRunner.run(
            "denizrota", ["route", "export", "cross", "-f", "svg"], environment: turkish)
        #expect(
            localized.standardOutput.contains("<title>Bacak 2: ") && localized.standardOutput.contains("Nokta 4 Inland")
        )
    }

    /// The land summary groups consecutive numbers into ranges (three or more) and counts what is past 20 entries;
    /// every waypoint and leg stays marked in the listing and in `--json`.
    @Test func landSummaryListsRangesAndCountsTheRest() throws {
        #expect(try run(["route", "new", "several"]).status == 0)
        let points = [
            ("36.95", "27.85", "Gokova"), ("36.80", "27.70", "North"), ("36.75", "27.69", "Inland"),
            ("36.715", "27.70", "Datca"), ("36.80", "27.70", "North2"), ("36.95", "27.85", "Gokova2"),
            ("36.80", "27.70", "North3"), ("36.715", "27.70", "Datca2"),
        ]
        for (latitude, longitude, name) in points {
            #expect(try run(["route", "add", "several", latitude, longitude, "--name", name]).status == 0)
        }
        let several = try run(["route", "show", "several"]).standardOutput
        #expect(several.contains("\nland: waypoints on land 3; legs crossing land 2–4, 7\n"))

        // 50 points, alternately at sea (Gökova) and inland: waypoints 2, 4, …, 50 on land, every leg across.
        let gpx = directory.appendingPathComponent("zigzag.gpx")
        let sea = #"<rtept lat="36.95" lon="27.85"/>"#
        let inland = #"<rtept lat="36.75" lon="27.69"/>"#
        let zigzag = (0..<50).map { $0 % 2 == 0 ? sea : inland }.joined()
        try (#"<gpx version="1.1" creator="test"><rte><name>zigzag</name>"# + zigzag + "</rte></gpx>")
            .write(to: gpx, atomically: false, encoding: .utf8)
        #expect(try run(["route", "import", gpx.path]).status == 0)
        let shown = try run(["route", "show", "zigzag"]).standardOutput
        let evens = stride(from: 2, through: 40, by: 2).map(String.init).joined(separator: ", ")
        #expect(shown.contains("\nland: waypoints on land \(evens) … and 5 more; legs crossing land 1–49\n"))
        expectEqual(shown.components(separatedBy: "⚠ LAND").count - 1, 25 + 49)
        let german = try ToolRunner.run(
            "denizrota", ["route", "show", "zigzag"], environment: environment.merging(["LANG": "de_DE.UTF-8"]) { $1 })
        #expect(german.standardOutput.contains(" … und 5 weitere; Teilstrecken über Land 1–49\n"))
        let legs = try #require(try json(try run(["route", "show", "zigzag", "--json"]))["legs"] as? [[String: Any]])
        #expect(legs.count == 49 && legs.allSatisfy { $0["crossesLand"] as? Bool == true })
    }

    /// The quick tour of Docs/denizrota.md, waypoint for waypoint: every position at sea, no leg across land.
    @Test func quickTourOfTheGuideIsAtSea() throws {
        #expect(try run(["route", "new", "Knidos", "--depart", "2026-07-01T08:00+03:00", "--speed", "6"]).status == 0)
        let points = [
            ["36.715", "27.70", "Datça"], ["36.65", "27.69", "Datça offing"], ["36.64", "27.45", "Palamutbükü"],
            ["36°39.90'N", "27°22.20'E", "Knidos"], ["36.72", "27.34", "Deveboynu"], ["37.02", "27.42", "Bodrum"],
        ]
        for point in points {
            let added = try run(["route", "add", "Knidos", point[0], point[1], "--name", point[2]])
            #expect(added.status == 0 && added.standardError.isEmpty, "\(point[2]): \(added.standardError)")
        }
        let text = try run(["route", "show", "Knidos"]).standardOutput
        #expect(text.hasPrefix("Knidos: 6 waypoints, 41.66\u{00A0}nm (77.15\u{00A0}km), "))
        #expect(text.contains("land: no waypoint on land, no leg crossing land\n"))
        #expect(!text.contains("LAND"))
    }

    /// Outside the embedded box the answer is "not checked" (JSON null), never "at sea" (issue 29: a Fiji route
    /// read "no waypoint on land, no leg crossing land", and its chart painted the unknown as sea).
    @Test func outsideTheCoverageIsNotChecked() throws {
        #expect(try run(["route", "new", "far"]).status == 0)
        let added = try run(["route", "add", "far", "40.5", "10.2"])
        #expect(added.status == 0 && added.standardError.contains("not checked: no coastline data"))
        #expect(try run(["route", "add", "far", "36.95", "27.85"]).status == 0)
        let show = try json(try run(["route", "show", "far", "--json"]))
        let points = try #require(show["waypoints"] as? [[String: Any]])
        let legs = try #require(show["legs"] as? [[String: Any]])
        #expect(points[0]["onLand"] is NSNull && points[1]["onLand"] as? Bool == false)
        #expect(legs[0]["crossesLand"] is NSNull)
        let text = try run(["route", "show", "far"]).standardOutput
        #expect(text.contains("(not checked: no coastline data)"))
        #expect(text.contains("\nland: no checked waypoint on land, no checked leg crossing land\n"))
        #expect(
            text.contains(
                "\nland: not checked outside the coastline's coverage (latitude 30° to 48°, longitude 19° to 45°): "
                    + "waypoints 1; legs 1\n"))

        // Fiji: nothing is checked, so nothing reads as clear; the chart hatches the unknown and dashes the leg.
        #expect(try run(["route", "new", "fiji"]).status == 0)
        #expect(try run(["route", "add", "fiji", "-17.77", "177.44"]).status == 0)
        #expect(try run(["route", "add", "fiji", "-17.60", "177.40"]).status == 0)
        let fiji = try run(["route", "show", "fiji"]).standardOutput
        #expect(!fiji.contains("no waypoint on land") && !fiji.contains("no checked"))
        #expect(fiji.contains("): waypoints 1, 2; legs 1\n"))
        let chart = try run(["route", "export", "fiji", "-f", "svg"]).standardOutput
        #expect(chart.contains(##"fill="url(#unknown)""##) && chart.contains(">not checked: no coastline data<"))
        #expect(chart.contains(##"stroke="#6c757d" stroke-width="3.0" stroke-linecap="butt" stroke-dasharray="3 5""##))
    }

    /// A user GeoJSON island replaces the embedded coast, by option and by the stored setting, and is named.
    @Test func userCoastlineFileByOptionAndSetting() throws {
        let island = directory.appendingPathComponent("island.geojson").path
        // Open sea between Crete and the Cyclades, where the embedded coast has no land.
        let ring = "[[25.0,35.8],[25.2,35.8],[25.2,36.0],[25.0,36.0],[25.0,35.8]]"
        try Data(
            #"{"type":"FeatureCollection","bbox":[24,35,26,37],"features":[{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[\#(ring)]}}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: island))
        #expect(try run(["route", "new", "isle"]).status == 0)
        #expect(try run(["route", "add", "isle", "35.7", "25.1", "--coastline", island]).standardError.isEmpty)
        let over = try run(["route", "add", "isle", "36.1", "25.1", "--coastline", island])
        #expect(over.standardError.contains("leg 1 (WP 1 → WP 2) crosses land"))
        #expect(over.standardError.contains("coastline: \(island) (tolerance 500 m)"))
        let embedded = try json(try run(["route", "show", "isle", "--json"]))
        expectEqual((embedded["legs"] as? [[String: Any]])?.first?["crossesLand"] as? Bool, false)
        #expect(try run(["coastline", "set", island]).status == 0)
        let stored = try json(try run(["route", "show", "isle", "--json"]))
        expectEqual((stored["legs"] as? [[String: Any]])?.first?["crossesLand"] as? Bool, true)
        expectEqual((stored["coastline"] as? [String: Any])?["name"] as? String, island)
        #expect(try run(["coastline", "show"]).standardOutput.hasPrefix("coastline: \(island)"))
        #expect(try run(["coastline", "clear"]).status == 0)
        #expect(try run(["coastline", "show"]).standardOutput.hasPrefix("coastline: GSHHG 2.3.7 full resolution"))
        // A file that names its data and tolerances (scripts/osm-coastline writes these members) is checked with them
        // and credited with its attribution.
        let credited = directory.appendingPathComponent("osm.geojson").path
        try Data(
            #"{"type":"FeatureCollection","bbox":[24,35,26,37],"attribution":"OpenStreetMap land polygons, © OpenStreetMap contributors, ODbL 1.0","toleranceMeters":100,"minimumLandRunMeters":50,"features":[{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[\#(ring)]}}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: credited))
        #expect(
            try run(["coastline", "show", "--coastline", credited]).standardOutput.hasPrefix(
                "coastline: OpenStreetMap land polygons, © OpenStreetMap contributors, ODbL 1.0 (\(credited))"
                    + " (tolerance 100 m)\n"))
        let broken = directory.appendingPathComponent("broken.geojson").path
        try Data("{\"type\":\"Point\"}".utf8).write(to: URL(fileURLWithPath: broken))
        #expect(try run(["coastline", "set", broken]).status == 65)
        #expect(try run(["coastline", "set", directory.appendingPathComponent("none").path]).status == 66)
    }
}

/// `plan` on a route across the Datça peninsula: calm weather, yet never green.
@Suite struct DenizrotaPlanLandTests {
    static func crossing() throws -> Route {
        try Route(
            name: "gokova",
            waypoints: [
                Waypoint(name: "Gokova", coordinate: GeoCoordinate(latitude: 36.95, longitude: 27.85)),
                Waypoint(name: "North", coordinate: GeoCoordinate(latitude: 36.80, longitude: 27.70)),
                Waypoint(name: "Datca", coordinate: GeoCoordinate(latitude: 36.715, longitude: 27.70)),
            ])
    }

    @Test func crossingIsRedInTextAndJSON() throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "ok", route: try Self.crossing())
        let json = try ToolRunner.run("denizrota", ["plan", "gokova", "--json"], environment: environment)
        expectEqual(json.status, 0, "\(json.standardError)")
        let plan = try DenizrotaPlanTests.json(json.standardOutput)
        let legs = try #require(plan["legs"] as? [[String: Any]])
        #expect(legs.map { $0["crossesLand"] as? Bool } == [false, true])
        #expect(legs.map { $0["risk"] as? String } == ["green", "red"])
        let summary = try #require(plan["summary"] as? [String: Any])
        #expect(summary["worstRisk"] as? String == "red" && summary["landFlagged"] as? Bool == true)
        #expect(summary["suggestedDeparture"] == nil)
        #expect((plan["waypoints"] as? [[String: Any]])?.allSatisfy { $0["onLand"] as? Bool == false } == true)
        let text = try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment).standardOutput
        #expect(text.contains("leg 2: North → Datca crosses land — red\n"))
        #expect(text.contains("worst: red\n") && text.contains("the route touches land"))
        #expect(!text.contains("no later departure"))
        #expect(text.contains("Weather: Open-Meteo.com (CC BY 4.0); fetch: Natural Earth 1:10m (public domain)\n"))
        #expect(text.contains("coastline: GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0 (tolerance 100 m)"))
        let chart = try ToolRunner.run("denizrota", ["plan", "gokova", "--format", "svg"], environment: environment)
        let svg = chart.standardOutput
        #expect(svg.contains("⚠ LAND") && svg.contains(">on land / across land<") && svg.contains(">wind (arrow"))
        #expect(svg.contains(##"stroke="#e63946" stroke-width="4.0""##))  // the land leg is red under the dashes
        #expect(
            svg.contains(">departure ")
                && svg.contains(
                    "coastline: GSHHG 2.3.7 full resolution, Wessel &amp; Smith, LGPL-3.0; fetch: Natural Earth 1:10m (public domain)<"
                ))
    }
}
