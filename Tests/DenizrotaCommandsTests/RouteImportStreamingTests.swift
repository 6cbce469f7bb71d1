import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `route import` writes each route point into the database as it is read (issue 14: 200,000 points in 64 MB), in
/// one transaction: whatever stops the import after points were written leaves the database as it was.
@Suite struct RouteImportStreamingTests {
    static let head = #"<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">"#

    static func points(_ count: Int) -> String {
        (0..<count).map { #"<rtept lat="36.\#($0)" lon="27.5"><name>P\#($0)</name></rtept>"# }.joined()
    }

    func write(_ text: String, _ name: String, in harness: ToolHarness) throws -> String {
        let url = harness.directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The first route is whole and written, the second is cut off: nothing is stored.
    @Test func malformedLaterRouteStoresNothing() async throws {
        let harness = ToolHarness.denizrota()
        let path = try write(
            Self.head + "<rte><name>Whole</name>\(Self.points(50))</rte>\n<rte><name>Cut</name>\(Self.points(3))<rte",
            "cut.gpx", in: harness)
        let run = await harness.run(["route", "import", path])
        expectEqual(run.status, 65)
        expectEqual(run.standardError, "denizrota: error: \(path): not well-formed XML at line 2, column 182\n")
        #expect(await harness.run(["route", "list"]).standardOutput == "")
    }

    /// `--name` met a second route after the first was written: refused, nothing stored.
    @Test func renamingAFileOfTwoRoutesStoresNothing() async throws {
        let harness = ToolHarness.denizrota()
        let path = try write(
            Self.head + "<rte><name>A</name>\(Self.points(5))</rte><rte><name>B</name>\(Self.points(5))</rte></gpx>",
            "two.gpx", in: harness)
        let run = await harness.run(["route", "import", path, "--name", "Mine"])
        expectEqual(run.status, 64)
        #expect(
            run.standardError.hasPrefix("denizrota: error: --name needs a file with exactly one route; this one has 2"))
        #expect(await harness.run(["route", "list"]).standardOutput == "")
    }

    /// A taken name in the last route, after two routes were written: refused, nothing stored; the stored route
    /// keeps its points.
    @Test func takenNameAfterWrittenRoutesStoresNothing() async throws {
        let harness = ToolHarness.denizrota()
        let first = try write(Self.head + "<rte><name>C</name>\(Self.points(4))</rte></gpx>", "c.gpx", in: harness)
        #expect(await harness.run(["route", "import", first]).standardOutput == "Imported route C (4 waypoints)\n")
        let path = try write(
            Self.head + "<rte><name>A</name>\(Self.points(5))</rte><rte><name>B</name>\(Self.points(5))</rte>"
                + "<rte><name>C</name>\(Self.points(2))</rte></gpx>", "three.gpx", in: harness)
        let run = await harness.run(["route", "import", path])
        expectEqual(run.status, 65)
        #expect(run.standardError.contains("(stored, or repeated in the file): C;"))
        #expect(await harness.run(["route", "list"]).standardOutput == "C\n")
        let exported = await harness.run(["route", "export", "C"])
        expectEqual(exported.standardOutput.components(separatedBy: "<rtept ").count - 1, 4)
    }

    /// Names, numbers and order of the points read back as the file gave them, through the rows.
    @Test func pointsReadBackInOrder() async throws {
        let harness = ToolHarness.denizrota()
        let path = try write(
            Self.head + #"<rte><name>Order</name>\#(Self.points(12))<rtept lat="-0.000015" lon="179.999999999"/>"#
                + "</rte></gpx>", "order.gpx", in: harness)
        #expect(await harness.run(["route", "import", path]).standardOutput == "Imported route Order (13 waypoints)\n")
        let exported = await harness.run(["route", "export", "Order"])
        let lines = exported.standardOutput.split(separator: "\n").filter {
            $0.contains("<rtept") || $0.contains("<name>")
        }
        expectEqual(lines.first, "    <name>Order</name>")
        expectEqual(lines[1], #"    <rtept lat="36.0" lon="27.5">"#)
        expectEqual(lines[2], "      <name>P0</name>")
        expectEqual(lines.suffix(2), [#"    <rtept lat="-0.000015" lon="179.999999999">"#, "      <name>WP 13</name>"])
    }

    /// `route export` streams its GPX, but a route it refuses writes nothing: the file named by `-o` stays as it was.
    @Test func refusedExportLeavesTheOutputFile() async throws {
        let harness = ToolHarness.denizrota()
        _ = await harness.run(["route", "add", "Solo", "36.75", "27.69", "--name", "Datça"])
        let path = harness.directory.appendingPathComponent("solo.gpx").path
        try Data("kept\n".utf8).write(to: URL(fileURLWithPath: path))
        let run = await harness.run(["route", "export", "Solo", "-o", path])
        expectEqual(run.status, 65)
        expectEqual(run.standardOutput, "")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: harness.directory.path).filter { $0.hasSuffix(".tmp") }
                .isEmpty)
    }
}
