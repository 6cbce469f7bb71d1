import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `scripts/install` into a temporary prefix, then the installed binaries, and the two samples a new user tries.
@Suite struct InstallAndSamplesTests {
    static let workspace = ShellIntegrationTests.workspace

    @Test func installIntoATemporaryPrefixAndRunTheInstalledTools() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let binaries = try ToolRunner.binary(named: "unitconv").deletingLastPathComponent().path
        let install = try Self.run(
            "/bin/bash",
            [Self.workspace.appendingPathComponent("scripts/install").path, "--prefix", prefix, "--bin-dir", binaries])
        expectEqual(install.status, 0, "\(install.standardError)")
        let converted = try Self.run("\(prefix)/bin/unitconv", ["1", "m", "ft"])
        expectEqual(converted.standardOutput, "3.2808399 ft\n")
        for tool in ShellIntegrationTests.tools {
            let version = try Self.run("\(prefix)/bin/\(tool)", ["--version"])
            #expect(version.status == 0 && version.standardOutput.hasPrefix("\(tool) "))
            for file in [
                "share/man/man1/\(tool).1", "share/bash-completion/completions/\(tool)",
                "share/zsh/site-functions/_\(tool)", "share/fish/vendor_completions.d/\(tool).fish",
            ] {
                #expect(FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "\(file)")
            }
            let syntax = try Self.run("/bin/bash", ["-n", "\(prefix)/share/bash-completion/completions/\(tool)"])
            expectEqual(syntax.status, 0)
        }
        let unit = try String(contentsOfFile: "\(prefix)/lib/systemd/user/denizrotad.service", encoding: .utf8)
        let execStart = unit.split(separator: "\n").filter { $0.hasPrefix("ExecStart=") }
        expectEqual(execStart, ["ExecStart=\(prefix)/bin/denizrotad --source gpsd://127.0.0.1:2947 --auto-trip --http"])
        // systemd's own check of the installed unit: it fails when ExecStart names no executable.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze") {
            let verify = try Self.run(
                "/usr/bin/systemd-analyze", ["verify", "\(prefix)/lib/systemd/user/denizrotad.service"])
            expectEqual(verify.status, 0, "\(verify.standardError)")
        }
    }

    /// Docs/samples/bodrum-departure.nmea: gpsd's own decoder reads every epoch, and one denizrotad command records it.
    @Test func nmeaSampleIsRealNMEAAndRecordsATrip() throws {
        let sample = Self.workspace.appendingPathComponent("Docs/samples/bodrum-departure.nmea").path
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/gpsdecode") {
            let decoded = try Self.run("/bin/sh", ["-c", "/usr/bin/gpsdecode < '\(sample)'"])
            #expect(decoded.standardOutput.components(separatedBy: "\"class\":\"TPV\"").count - 1 >= 599)
        }
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("sample-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: database) }
        let replay = try ToolRunner.run("denizrotad", ["--source", sample, "--db", database, "--auto-trip"])
        expectEqual(replay.status, 0, "\(replay.standardError)")
        let trip = try ToolRunner.run("denizrota", ["trip", "show", "1", "--db", database])
        let text = trip.standardOutput.replacingOccurrences(of: "\u{A0}", with: " ")  // number–unit spaces
        #expect(text.contains("  600 positions\n"))
        #expect(text.contains("  duration 10 min, moving 10 min\n"))
        #expect(text.contains("  distance 0.75 nm (1.38 km)\n"))
    }

    @Test func gpxSampleImportsAsOneRouteClearOfLand() throws {
        let sample = Self.workspace.appendingPathComponent("Docs/samples/bodrum-knidos.gpx").path
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("sample-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: database) }
        let imported = try ToolRunner.run("denizrota", ["route", "import", sample, "--db", database])
        expectEqual(imported.standardOutput, "Imported route Bodrum-Knidos (5 waypoints)\n")
        let shown = try ToolRunner.run("denizrota", ["route", "show", "Bodrum-Knidos", "--db", database])
        #expect(shown.standardOutput.contains("land: no waypoint on land, no leg crossing land\n"))
    }

    /// The generator is deterministic: running it again writes the committed bytes.
    @Test func nmeaSampleIsWhatItsGeneratorWrites() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("sample-\(UUID()).nmea")
        defer { try? FileManager.default.removeItem(at: copy) }
        let generated = try Self.run(
            "/usr/bin/python3", [Self.workspace.appendingPathComponent("scripts/gen-nmea-sample").path, copy.path])
        expectEqual(generated.status, 0)
        let committed = Self.workspace.appendingPathComponent("Docs/samples/bodrum-departure.nmea")
        #expect(try Data(contentsOf: copy) == Data(contentsOf: committed))
    }

    /// A program by absolute path through CLIKitTesting's one process runner, with a plain environment.
    static func run(_ path: String, _ arguments: [String]) throws -> ToolRun {
        try ToolRunner.run(
            path, arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "C", "HOME": NSTemporaryDirectory()],
            timeLimit: 300)
    }
}
