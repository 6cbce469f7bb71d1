import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineStorage
import Storage
import Testing

/// Routes stored as rows (issue 14, scale), through the built `denizrota`: a large route exported and imported again
/// is the same route, the export is valid GPX 1.1, and a database written when routes were JSON texts reads after
/// the upgrade. (The 200,000-point time and memory figures are `scripts/bench gpx`'s.)
@Suite struct DenizrotaRouteRowsTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpx/gpx-1.1-written.xsd").path

    /// A temporary folder with a database path, removed by `body`'s caller.
    static func inFolder(_ body: (URL, [String: String]) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory, ["DENIZROTA_DB": directory.appendingPathComponent("db.sqlite").path])
    }

    /// A route of `count` points using every field GPX export writes: OpenCPN's planned speed and departure,
    /// per-point speed and radius, descriptions, blank names and characters that need escaping.
    static func route(points count: Int) throws -> Route {
        var route = try Route(
            name: "Bodrum → Knidos & back", plannedDeparture: Date(timeIntervalSince1970: 1_787_292_000.5),
            plannedSpeedKnots: 6.5)
        for index in 0..<count {
            try route.insert(
                Waypoint(
                    name: index % 9 == 0 ? "" : "P\(index) <\"ü\">",
                    coordinate: GeoCoordinate(
                        latitude: 36 + Double(index % 10_000) / 12_345, longitude: 27 + Double(index) / 98_765),
                    plannedSpeedKnots: index % 4 == 0 ? 5.25 : nil, arrivalRadiusMeters: index % 6 == 0 ? 92.6 : nil,
                    notes: index % 10 == 0 ? "note \(index) & more" : nil))
        }
        return route
    }

    @Test func exportedRouteImportsAgainUnchanged() throws {
        try Self.inFolder { directory, environment in
            func denizrota(_ arguments: [String]) throws -> ToolRun {
                try ToolRunner.run("denizrota", arguments, environment: environment, timeLimit: 120)
            }
            let original = try Self.route(points: 20_000)
            let source = directory.appendingPathComponent("source.gpx")
            try GPXWriter().write(GPXDocument(routes: [original])).write(to: source, atomically: false, encoding: .utf8)
            let imported = try denizrota(["route", "import", source.path])
            expectEqual(imported.standardOutput, "Imported route Bodrum → Knidos & back (20,000 waypoints)\n")

            let first = directory.appendingPathComponent("first.gpx").path
            #expect(try denizrota(["route", "export", original.name, "-o", first]).status == 0)
            // What `route import` stored and `route export` streamed is the route the source file held.
            let exported = try GPXReader().read(try Data(contentsOf: URL(fileURLWithPath: first)))
            expectEqual(exported.routes, [original])
            let lint = try ToolRunner.run("/usr/bin/xmllint", ["--noout", "--schema", Self.schema, first])
            expectEqual(lint.status, 0, "\(lint.standardError)")

            #expect(try denizrota(["route", "import", first, "--name", "Again"]).status == 0)
            let second = try denizrota(["route", "export", "Again"])
            let firstText = try String(contentsOfFile: first, encoding: .utf8)
            #expect(
                second.standardOutput
                    == firstText.replacingOccurrences(
                        of: "<name>Bodrum → Knidos &amp; back</name>", with: "<name>Again</name>"))
            expectEqual(firstText, (try GPXWriter().write(GPXDocument(routes: [original]))))
        }
    }

    /// The route texts the previous version stored (one JSON value per route, `StoredJSON`'s form), in Storage's
    /// settings table under the namespace `denizrota.routes`, with Storage's schema only.
    static let formerRoutes = [
        "Knidos": #"{"name":"Knidos","plannedDeparture":809676000,"plannedSpeedKnots":6,"waypoints":["#
            + #"{"arrivalRadiusMeters":92.6,"coordinate":{"latitude":36.72,"longitude":27.69},"name":"Datça","#
            + #""notes":"fuel dock","plannedSpeedKnots":5.5},"#
            + #"{"coordinate":{"latitude":36.686,"longitude":27.374},"name":"Knidos"}]}"#,
        "Gökova": #"{"name":"Gökova","waypoints":[{"coordinate":{"latitude":37.03,"longitude":28.32},"name":"A"},"#
            + #"{"coordinate":{"latitude":36.99,"longitude":28.2},"name":"B"}]}"#,
    ]

    /// Writes a database as the previous version left it: Storage's schema only, ``formerRoutes`` as JSON texts.
    static func writeFormerDatabase(at path: String) throws {
        let former = try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations)
        try former.transaction { session throws(StorageError) in
            for (name, text) in Self.formerRoutes {
                try session.execute(
                    "INSERT INTO storage_settings (namespace, key, value) VALUES ('denizrota.routes', ?, ?)",
                    [name, text])
            }
        }
    }

    @Test func databaseFromBeforeTheRowsReads() throws {
        try Self.inFolder { directory, environment in
            let path = try #require(environment["DENIZROTA_DB"])
            try Self.writeFormerDatabase(at: path)
            func denizrota(_ arguments: [String]) throws -> ToolRun {
                try ToolRunner.run("denizrota", arguments, environment: environment)
            }
            #expect(try denizrota(["route", "list"]).standardOutput == "Gökova\nKnidos\n")
            let exported = try denizrota(["route", "export", "Knidos"])
            let document = try GPXReader().read(Data(exported.standardOutput.utf8))
            var knidos = try Route(
                name: "Knidos", plannedDeparture: Date(timeIntervalSinceReferenceDate: 809_676_000),
                plannedSpeedKnots: 6)
            try knidos.insert(
                Waypoint(
                    name: "Datça", coordinate: GeoCoordinate(latitude: 36.72, longitude: 27.69), plannedSpeedKnots: 5.5,
                    arrivalRadiusMeters: 92.6, notes: "fuel dock"))
            try knidos.insert(Waypoint(name: "Knidos", coordinate: GeoCoordinate(latitude: 36.686, longitude: 27.374)))
            expectEqual(document.routes, [knidos])
            let shown = try JSONDecoder().decode(
                DenizrotaRealGPXTests.Shown.self,
                from: Data(try denizrota(["route", "show", "Gökova", "--json"]).standardOutput.utf8))
            #expect(
                shown.waypoints == [
                    .init(name: "A", latitude: 37.03, longitude: 28.32),
                    .init(name: "B", latitude: 36.99, longitude: 28.2),
                ])
            #expect(try denizrota(["route", "rm", "Gökova"]).status == 0)
            #expect(try denizrota(["route", "list"]).standardOutput == "Knidos\n")
        }
    }
}
