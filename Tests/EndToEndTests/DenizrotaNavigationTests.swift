import CLIKitTesting
import Expectations
import Foundation
import Testing

/// The built `denizrota` binary: routes in a real SQLite file, GPX out and back, the geodesic filter and magvar.
@Suite struct DenizrotaNavigationTests {
    private let directory: URL
    private let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-denizrota-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = ["LANG": "C", "DENIZROTA_DB": directory.appendingPathComponent("db.sqlite").path]
    }

    private func run(_ arguments: [String], input: String = "") throws -> ToolRun {
        try ToolRunner.run("denizrota", arguments, standardInput: input, environment: environment)
    }

    @Test func planAndExportARoute() throws {
        #expect(try run(["route", "new", "Gökova"]).standardOutput == "Created route Gökova\n")
        #expect(try run(["route", "add", "Gökova", "37°01.8'N", "27°25.8'E", "--name", "Bodrum"]).status == 0)
        #expect(try run(["route", "add", "Gökova", "36.95", "27.98", "--name", "Cleopatra"]).status == 0)
        let show = try run(["route", "show", "Gökova", "--json"])
        expectEqual(show.status, 0)
        expectEqual(show.standardError, "")
        #expect(show.standardOutput.contains(#""distanceMeters""#))
        let gpx = directory.appendingPathComponent("gokova.gpx").path
        let export = try run(["route", "export", "Gökova", "--format", "gpx", "-o", gpx])
        expectEqual(export.status, 0)
        let text = try String(contentsOfFile: gpx, encoding: .utf8)
        #expect(text.contains(#"<rtept lat="37.03" lon="27.43">"#))
        #expect(
            try run(["route", "import", gpx, "--name", "Back"]).standardOutput == "Imported route Back (2 waypoints)\n")
        #expect(try run(["route", "list"]).standardOutput == "Back\nGökova\n")
    }

    /// A planned departure and a route speed give exact ETAs in text and JSON.
    ///
    /// Departure 2026-07-01T08:00+03:00 (05:00Z), route speed 6 kn, Knidos's own 5 kn. GeodSolve -i -p 9 gives the
    /// legs 29110.867535253 m and 38500.644825232 m, so the legs take 29110.867535253 × 3600 / (6 × 1852) =
    /// 9431.17 s and 38500.644825232 × 3600 / (5 × 1852) = 14967.85 s: ETAs 07:37:11Z and 11:46:39Z.
    @Test func plannedDepartureGivesETAs() throws {
        let new = try run(["route", "new", "Knidos", "--depart", "2026-07-01T08:00+03:00", "--speed", "6"])
        expectEqual(new.status, 0)
        #expect(try run(["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"]).status == 0)
        #expect(
            try run(["route", "add", "Knidos", "36.686", "27.374", "--name", "Knidos", "--speed", "5"]).status == 0)
        #expect(try run(["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"]).status == 0)
        let json = try run(["route", "show", "Knidos", "--json"])
        expectEqual(json.status, 0)
        let plan = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let legs = try #require(plan["legs"] as? [[String: Any]])
        #expect(legs.map { $0["eta"] as? String } == ["2026-07-01T07:37:11Z", "2026-07-01T11:46:39Z"])
        expectEqual(plan["departure"] as? String, "2026-07-01T05:00:00Z")
        let text = try run(["route", "show", "Knidos"])
        expectEqual(text.status, 0)
        #expect(text.standardOutput.contains("departure 2026-07-01 05:00 UTC, arrival 2026-07-01 11:47 UTC\n"))
        #expect(text.standardOutput.contains("ETA 2026-07-01 07:37 UTC"))
        let moved = try run(["route", "set", "Knidos", "--depart", "2026-07-02T05:00Z"])
        expectEqual(moved.standardOutput, "Updated route Knidos\n")
        #expect(try run(["route", "show", "Knidos"]).standardOutput.contains("ETA 2026-07-02 07:37 UTC"))
        let bad = try run(["route", "set", "Knidos", "--depart", "2026-07-01T25:00"])
        expectEqual(bad.status, 65)
        #expect(bad.standardError.hasPrefix("denizrota: error: not a departure time: 2026-07-01T25:00"))
    }

    @Test func missingRouteIsExit65OnStderr() throws {
        let result = try run(["route", "show", "Nowhere"])
        expectEqual(result.status, 65)
        expectEqual(result.standardOutput, "")
        #expect(result.standardError.hasPrefix("denizrota: error: no route named Nowhere"))
    }

    @Test func geodesicFilterIsAPipeline() throws {
        let result = try run(["geodesic", "inverse"], input: "-30 0 29.9 179.8\n40.64 -73.78 1.36 103.99\n")
        expectEqual(result.status, 0)
        #expect(
            result.standardOutput
                == "161.89052473632697 18.09073724573950 19989832.827609532\n"
                + "3.30577347801761 177.48784020815515 15347512.940512940\n")
    }

    @Test func magvarText() throws {
        let result = try run(["magvar", "36.72", "27.69", "--date", "2026-06-01"])
        expectEqual(result.status, 0)
        #expect(result.standardOutput.hasSuffix("° E (WMM-2025)\n"))
    }
}
