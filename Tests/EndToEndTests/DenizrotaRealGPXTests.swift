import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Real GPX files from other programs (Tests/Fixtures/gpx, PROVENANCE.md there) through the built `denizrota`:
/// import equals what Python's ElementTree reads (expected.json, written by expected.py), the export is valid
/// against the GPX 1.1 schema (`xmllint --schema`, Tests/Fixtures/gpx/gpx-1.1-written.xsd) and re-imports to the
/// same waypoints.
@Suite struct DenizrotaRealGPXTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gpx")

    /// What the independent reader saw in one file.
    struct Expected: Decodable {
        struct Line: Decodable {
            let name: String?
            let count: Int
            let first: [Double]
            let last: [Double]
            let names: [String?]?
        }

        let routes: [Line]
        let waypoints: Int
        let tracks: [Line]
    }

    static let expected: [String: Expected] = {
        let data = (try? Data(contentsOf: fixtures.appendingPathComponent("expected.json"))) ?? Data()
        return (try? JSONDecoder().decode([String: Expected].self, from: data)) ?? [:]
    }()

    /// A waypoint of `route show --json`.
    struct ShownWaypoint: Decodable, Equatable {
        let name: String
        let latitude: Double
        let longitude: Double
    }

    struct Shown: Decodable {
        let waypoints: [ShownWaypoint]
    }

    /// The lines the file should become: its routes; else its tracks (`--from-tracks 0` keeps every position);
    /// else its waypoints as one route named after the file.
    static func lines(_ file: String, _ expected: Expected) -> (arguments: [String], lines: [Expected.Line]) {
        if !expected.routes.isEmpty { return ([], expected.routes) }
        if !expected.tracks.isEmpty { return (["--from-tracks", "0"], expected.tracks) }
        return ([], [])
    }

    @Test(arguments: expected.keys.sorted())
    func importExportValidateReimport(file: String) throws {
        let expected = try #require(Self.expected[file])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "e2e-realgpx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["DENIZROTA_DB": directory.appendingPathComponent("db.sqlite").path]
        func denizrota(_ arguments: [String]) throws -> ToolRun {
            try ToolRunner.run("denizrota", arguments, environment: environment)
        }
        let path = Self.fixtures.appendingPathComponent(file).path
        let (options, lines) = Self.lines(file, expected)
        let imported = try denizrota(["route", "import", path] + options)
        guard !lines.isEmpty || expected.waypoints >= 2 else {
            expectEqual(imported.status, 65)
            #expect(imported.standardError.contains("holds no route and fewer than 2 waypoints"))
            return
        }
        expectEqual(imported.status, 0, "\(imported.standardError)")
        // "Imported route NAME (N waypoints)"
        let names = imported.standardOutput.split(separator: "\n").map { line -> String in
            let rest = String(line.dropFirst("Imported route ".count))
            return rest.range(of: " (", options: .backwards).map { String(rest[..<$0.lowerBound]) } ?? rest
        }
        let counts = lines.isEmpty ? [expected.waypoints] : lines.map(\.count)
        expectEqual(names.count, counts.count)
        for (name, (offset, count)) in zip(names, counts.enumerated()) {
            let shown = try JSONDecoder().decode(
                Shown.self, from: Data(try denizrota(["route", "show", name, "--json"]).standardOutput.utf8))
            expectEqual(shown.waypoints.count, count, "\(file): \(name)")
            if offset < lines.count { try Self.check(shown, against: lines[offset], file: file) }
            guard count >= 2 else { continue }
            try Self.exportValidateReimport(name, shown: shown, in: directory, run: denizrota)
        }
    }

    /// Coordinates of the first and last point and, for routes, every point's name where the file gives one.
    static func check(_ shown: Shown, against line: Expected.Line, file: String) throws {
        let first = try #require(shown.waypoints.first)
        let last = try #require(shown.waypoints.last)
        expectEqual([first.latitude, first.longitude], line.first, "\(file)")
        expectEqual([last.latitude, last.longitude], line.last, "\(file)")
        for (waypoint, name) in zip(shown.waypoints, line.names ?? []) where name != nil {
            expectEqual(waypoint.name, name, "\(file)")
        }
    }

    static func exportValidateReimport(
        _ name: String, shown: Shown, in directory: URL, run denizrota: ([String]) throws -> ToolRun
    ) throws {
        let exported = directory.appendingPathComponent("export.gpx").path
        #expect(try denizrota(["route", "export", name, "-o", exported]).status == 0)
        let schema = fixtures.appendingPathComponent("gpx-1.1-written.xsd").path
        let lint = try ToolRunner.run("/usr/bin/xmllint", ["--noout", "--schema", schema, exported])
        expectEqual(lint.status, 0, "\(lint.standardError)")
        let again = try denizrota(["route", "import", exported, "--name", "again"])
        expectEqual(again.status, 0, "\(again.standardError)")
        let reread = try JSONDecoder().decode(
            Shown.self, from: Data(try denizrota(["route", "show", "again", "--json"]).standardOutput.utf8))
        expectEqual(reread.waypoints, shown.waypoints)
        #expect(try denizrota(["route", "rm", "again"]).status == 0)
    }
}
