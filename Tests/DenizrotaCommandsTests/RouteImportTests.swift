import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `denizrota route import` on the files that went wrong before (issue 14): over libxml2's 10,000,000 bytes,
/// truncated, tracks only, repeated and taken names.
@Suite struct RouteImportTests {
    static let head = #"<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">"#
    static let twoPoints = #"<rtept lat="36.7" lon="27.6"/><rtept lat="36.8" lon="27.7"/>"#

    func write(_ text: String, _ name: String, in harness: ToolHarness) throws -> String {
        let url = harness.directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// 10.5 MB: a description over libxml2's `XML_MAX_TEXT_LENGTH` in a file over `XML_MAX_LOOKUP_LIMIT`
    /// (XMLParser said "not well-formed XML at line 1, column 1").
    @Test func fileOverTenMegabytesImports() async throws {
        let harness = ToolHarness.denizrota()
        let desc = String(repeating: "Gökova ", count: 1_400_000)
        let path = try write(
            Self.head + "<rte><name>Big</name><desc>\(desc)</desc>" + Self.twoPoints + "</rte></gpx>", "big.gpx",
            in: harness)
        let run = await harness.run(["route", "import", path])
        expectEqual(run.standardError, "")
        expectEqual(run.standardOutput, "Imported route Big (2 waypoints)\n")
    }

    /// Issue 28: a 1 MB route name (5 MB behaves the same, checked on the binary) and one with a tab and a line
    /// break are not silently replaced by "Route n": the import says which route, how long, how it starts (control
    /// characters shown as U+FFFD) and the new name.
    @Test func anUnusableRouteNameIsReportedNotSilentlyReplaced() async throws {
        let harness = ToolHarness.denizrota()
        let huge = String(repeating: "Gökova ", count: 150_000) + "x"
        let path = try write(
            Self.head + "<rte><name>\(huge)</name>" + Self.twoPoints + "</rte><rte><name>Bodrum&#9;Kos&#10;trap</name>"
                + Self.twoPoints + "</rte></gpx>", "names.gpx", in: harness)
        let run = await harness.run(["route", "import", path])
        expectEqual(run.status, 0, "\(run.standardError)")
        #expect(
            run.standardError == "denizrota: warning: route 1 of the file has a name of 1,050,001 characters "
                + "(“Gökova Gökova Gökova Gökova Gö…”), over the limit of 100: imported as Route 1\n"
                + "denizrota: warning: route 2 of the file has a name with control characters "
                + "(“Bodrum\u{FFFD}Kos\u{FFFD}trap”): imported as Route 2\n")
        expectEqual(run.standardOutput, "Imported route Route 1 (2 waypoints)\nImported route Route 2 (2 waypoints)\n")
        let short = try write(
            Self.head + "<rte><name>\(String(repeating: "ğ", count: 1234))</name>" + Self.twoPoints + "</rte></gpx>",
            "short.gpx", in: harness)
        let turkish = await harness.run(["route", "import", short, "--rename-taken", "--lang", "tr"])
        #expect(
            turkish.standardError.contains("dosyadaki 1. rotanın adı 1.234 karakter (“ğğğ"), "\(turkish.standardError)")
    }

    @Test func truncatedFileIsMalformedNotEmpty() async throws {
        let harness = ToolHarness.denizrota()
        let path = try write(
            Self.head + "\n<rte><name>Cut</name>\n" + Self.twoPoints + "\n<rte", "cut.gpx", in: harness)
        let run = await harness.run(["route", "import", path])
        expectEqual(run.status, 65)
        expectEqual(run.standardError, "denizrota: error: \(path): not well-formed XML at line 4, column 5\n")
    }

    @Test func tracksAreNotRoutesUnlessAsked() async throws {
        let harness = ToolHarness.denizrota()
        var points = ""
        for step in 0...20 {  // a straight run north with one 1 km dog-leg east at step 10
            let east = step == 10 ? 0.012 : 0
            points += #"<trkpt lat="\#(36.5 + Double(step) * 0.009)" lon="\#(27.5 + east)"/>"#
        }
        let path = try write(
            Self.head + "<trk><name>Sunday</name><trkseg>\(points)</trkseg></trk></gpx>", "sunday.gpx", in: harness)
        let refused = await harness.run(["route", "import", path])
        expectEqual(refused.status, 65)
        #expect(
            refused.standardError
                == "denizrota: error: \(path) holds tracks but no route: a track is a recording, not a route; "
                + "import it as one with --from-tracks 20m\n")
        let imported = await harness.run(["route", "import", path, "--from-tracks", "20m"])
        // Douglas–Peucker keeps the start, the three turning points of the dog-leg (steps 9, 10, 11) and the end.
        expectEqual(imported.standardOutput, "Imported route Sunday (5 waypoints)\n")
        let all = await harness.run(["route", "import", path, "--from-tracks", "0", "--name", "All"])
        expectEqual(all.standardOutput, "Imported route All (21 waypoints)\n")
    }

    @Test func takenNamesAreRefusedOrSuffixed() async throws {
        let harness = ToolHarness.denizrota()
        let twice = try write(
            Self.head + "<rte><name>Knidos</name>\(Self.twoPoints)</rte><rte><name>Knidos</name>\(Self.twoPoints)</rte>"
                + "<rte><name>Datça</name>\(Self.twoPoints)</rte></gpx>", "twice.gpx", in: harness)
        let refused = await harness.run(["route", "import", twice])
        expectEqual(refused.status, 65)
        #expect(
            refused.standardError
                == "denizrota: error: route names already taken (stored, or repeated in the file): Knidos; nothing "
                + "imported (--rename-taken stores them as NAME (2), …)\n")
        #expect(await harness.run(["route", "list"]).standardOutput == "")
        let renamed = await harness.run(["route", "import", twice, "--rename-taken"])
        #expect(
            renamed.standardOutput
                == "Imported route Knidos (2 waypoints)\nImported route Knidos (2) (2 waypoints); the name Knidos was "
                + "taken\nImported route Datça (2 waypoints)\n")
        let again = await harness.run(["route", "import", twice])
        #expect(again.standardError.contains("(stored, or repeated in the file): Knidos, Datça;"))
        let third = await harness.run(["route", "import", twice, "--rename-taken", "--lang", "tr"])
        #expect(third.standardOutput.hasPrefix("Knidos (3) rotası içe aktarıldı (2 nokta); Knidos adı alınmıştı\n"))
        #expect(await harness.run(["route", "list"]).standardOutput.split(separator: "\n").count == 6)
    }
}
