import CLIKitTesting
import Expectations
import Foundation
import MarineKitTestSupport
import Testing

/// `denizrota data export` (a POSIX tar archive checked with GNU tar and xmllint) and `data erase`, plus
/// `unitconv history clear` / `favorites clear`.
@Suite struct PrivacyDataTests {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("data-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        ["HOME": root, "XDG_DATA_HOME": "\(root)/data", "XDG_STATE_HOME": "\(root)/state", "XDG_RUNTIME_DIR": root]
    }

    @discardableResult
    func run(_ tool: String, _ arguments: [String], input: String = "", status: Int32 = 0) throws -> ToolRun {
        let run = try ToolRunner.run(tool, arguments, standardInput: input, environment: environment, timeLimit: 60)
        expectEqual(run.status, status, "\(tool) \(arguments): \(run.standardError)")
        return run
    }

    func seed() throws -> NMEAPassage {
        try run("denizrota", ["boat", "set", "--type", "sailboat", "--speed", "6"])
        try run("denizrota", ["route", "new", "Knidos"])
        try run("denizrota", ["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"])
        try run("denizrota", ["route", "add", "Knidos", "36.6860", "27.3740", "--name", "Knidos"])
        let passage = NMEAPassage(seconds: 90)
        try passage.text.write(toFile: "\(root)/passage.nmea", atomically: true, encoding: .utf8)
        try run("denizrotad", ["--source", "\(root)/passage.nmea", "--record", "--control", "\(root)/ctl.sock"])
        return passage
    }

    @Test func exportWritesAnArchiveThatTarOpensWithEveryPosition() throws {
        let passage = try seed()
        let archive = "\(root)/boat-data.tar"
        let exported = try run("denizrota", ["data", "export", archive, "--lang", "en"])
        expectEqual(exported.standardOutput, "wrote \(archive) (1 trip with its full track)\n")
        let listing = try ToolRunner.run("/usr/bin/tar", ["-tvf", archive])
        expectEqual(listing.status, 0, "\(listing.standardError)")
        let names = listing.standardOutput.split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) }
        #expect(
            names == [
                "denizrota-export/README.txt", "denizrota-export/routes.gpx", "denizrota-export/routes.json",
                "denizrota-export/boat.json", "denizrota-export/settings.json", "denizrota-export/trips.json",
                "denizrota-export/trips/trip-1.gpx", "denizrota-export/trips/trip-1.geojson",
            ])
        #expect(listing.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("-rw------- ") })
        let attributes = try FileManager.default.attributesOfItem(atPath: archive)
        expectEqual(attributes[.posixPermissions] as? Int, 0o600)
        #expect(try ToolRunner.run("/usr/bin/tar", ["-xf", archive, "-C", root]).status == 0)
        let base = "\(root)/denizrota-export"
        let track = try ToolRunner.run(
            "/usr/bin/xmllint", ["--xpath", "count(//*[local-name()='trkpt'])", "\(base)/trips/trip-1.gpx"])
        #expect(
            track.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == String(passage.fixes.count),
            "\(track.standardError)")
        let route = try ToolRunner.run(
            "/usr/bin/xmllint",
            ["--xpath", "string(//*[local-name()='rte']/*[local-name()='name'])", "\(base)/routes.gpx"])
        expectEqual(route.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "Knidos")
        let boat = try String(contentsOfFile: "\(base)/boat.json", encoding: .utf8)
        #expect(boat.contains("\"sailboat\""), "\(boat)")
        let geojson = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: "\(base)/trips/trip-1.geojson")))
        let coordinates = ((geojson as? [String: Any])?["geometry"] as? [String: Any])?["coordinates"] as? [[Double]]
        expectEqual(coordinates?.count, passage.fixes.count)
    }

    @Test func eraseNeedsConfirmationAndThenRemovesEverything() throws {
        _ = try seed()
        let database = "\(root)/data/denizrota/denizrota.sqlite"
        let refused = try run("denizrota", ["data", "erase", "--lang", "en"], status: 64)
        #expect(
            refused.standardError
                == "denizrota: error: refusing to erase without confirmation: standard input is not a terminal; "
                + "add --yes\n")
        #expect(FileManager.default.fileExists(atPath: database))
        let erased = try run("denizrota", ["data", "erase", "--yes", "--lang", "en"])
        expectEqual(erased.standardOutput, "erased \(database) and the sync sign-in\n")
        for suffix in ["", "-wal", "-shm", "-journal"] {
            #expect(!FileManager.default.fileExists(atPath: database + suffix))
        }
        #expect(try run("denizrota", ["route", "list"]).standardOutput.isEmpty)
        let trips = try run("denizrota", ["trip", "list", "--json"]).standardOutput
        #expect(trips.filter { !$0.isWhitespace } == #"{"schemaVersion":1,"trips":[]}"#)
    }

    /// On a terminal (util-linux `script` gives the tool one) `erase` asks; only the word of the user's language
    /// (or "yes") erases.
    @Test func eraseAsksOnATerminal() throws {
        try run("denizrota", ["route", "new", "Knidos"])
        let database = "\(root)/data/denizrota/denizrota.sqlite"
        let binary = try ToolRunner.binary(named: "denizrota").path
        let declined = try ToolRunner.run(
            "/usr/bin/script", ["-qec", "\(binary) data erase --lang de", "/dev/null"], standardInput: "nein\n",
            environment: environment.merging(["NO_COLOR": "1"]) { $1 })
        expectEqual(declined.status, 1)
        #expect(
            declined.standardOutput.contains(
                "löschen? Das lässt sich nicht rückgängig machen. Zum Löschen ja eingeben:"))
        #expect(declined.standardOutput.contains("nichts gelöscht"))
        #expect(FileManager.default.fileExists(atPath: database))
        let accepted = try ToolRunner.run(
            "/usr/bin/script", ["-qec", "\(binary) data erase --lang de", "/dev/null"], standardInput: "ja\n",
            environment: environment)
        expectEqual(accepted.status, 0, "\(accepted.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func unitconvClearsHistoryAndFavorites() throws {
        try run("unitconv", ["5", "km", "mi"])
        try run("unitconv", ["favorites", "add", "km", "mi"])
        #expect(try run("unitconv", ["history"]).standardOutput.contains("5 km mi"))
        try run("unitconv", ["history", "clear"])
        try run("unitconv", ["favorites", "clear"])
        #expect(try run("unitconv", ["history"]).standardOutput.isEmpty)
        #expect(try run("unitconv", ["favorites"]).standardOutput.isEmpty)
    }
}
