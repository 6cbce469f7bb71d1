import CLIKitTesting
import Expectations
import Foundation
import Testing

/// What a skipper reads: numbers in the user's language, no float noise in JSON, compass points for the wind.
@Suite struct DenizrotaPlanTextTests {
    @Test func turkishPlanTextUsesDecimalCommas() throws {
        var environment = try DenizrotaPlanTests.environment(scenario: "fresh")
        environment["LANG"] = "tr_TR.UTF-8"
        let run = try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment)
        expectEqual(run.status, 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("rüzgâr 20,0/25,0 kn, hamle 24,0/30,0 kn, dalga 1,20/1,50 m"))
        #expect(run.standardOutput.contains(" 21,0 ") && !run.standardOutput.contains(" 21.0 "))
    }

    @Test func planJSONHasNoFloatNoise() throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "fresh")
        let run = try ToolRunner.run("denizrota", ["plan", "gokova", "--json"], environment: environment)
        expectEqual(run.status, 0)
        #expect(run.standardOutput.range(of: #"\d\.\d*0000000\d"#, options: .regularExpression) == nil)
        #expect(run.standardOutput.range(of: #"\d\.\d*9999999\d"#, options: .regularExpression) == nil)
        let limits = try #require(try DenizrotaPlanTests.json(run.standardOutput)["limits"] as? [String: Any])
        expectEqual(limits["waveCautionMeters"] as? Double, 1.2)
    }

    @Test(arguments: [("SW", 225.0), ("sw", 225), ("GB", 225), ("NNE", 22.5), ("K", 0), ("270", 270)])
    func windFromCompassPoints(text: String, degrees: Double) throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "ok")
        let run = try ToolRunner.run(
            "denizrota", ["fetch", "36.95", "27.85", "--wind-from", text, "--json"], environment: environment)
        expectEqual(run.status, 0, "\(run.standardError)")
        #expect(try DenizrotaPlanTests.json(run.standardOutput)["windFromDegrees"] as? Double == degrees)
    }

    @Test func fetchTextInNauticalMilesAndKilometres() throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "ok")
        let run = try ToolRunner.run(
            "denizrota", ["fetch", "36.95", "27.85", "--wind-from", "E", "--lang", "tr"], environment: environment)
        expectEqual(run.status, 0)
        #expect(run.standardOutput.contains("\u{00A0}nm (") && run.standardOutput.contains("\u{00A0}km)"))
        let bad = try ToolRunner.run(
            "denizrota", ["fetch", "36.95", "27.85", "--wind-from", "XY"], environment: environment)
        #expect(bad.status == 65 && bad.standardError.contains("compass point such as SW, not XY"))
    }
}

/// Risk in colour on a terminal (through `script`'s pseudo-terminal), never with `NO_COLOR` or in a pipe.
@Suite struct DenizrotaPlanColourTests {
    static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/denizrota").path

    @Test func riskIsColouredOnATerminalOnly() throws {
        var environment = try DenizrotaPlanTests.environment(scenario: "fresh")
        environment["TERM"] = "xterm"
        let command = "\(Self.binary) plan gokova --partial"
        let terminal = try ToolRunner.run("/usr/bin/script", ["-qec", command, "/dev/null"], environment: environment)
        #expect(terminal.standardOutput.contains("\u{1B}[33myellow"), "\(terminal.standardOutput)")
        // 3 waypoints and 16 points along the legs (every 2 nm at most); stderr is the terminal too
        #expect(terminal.standardOutput.contains("fetching forecast for 19 points…"))
        environment["NO_COLOR"] = "1"
        let plain = try ToolRunner.run("/usr/bin/script", ["-qec", command, "/dev/null"], environment: environment)
        #expect(plain.standardOutput.contains("yellow") && !plain.standardOutput.contains("\u{1B}["))
        let piped = try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment)
        #expect(!piped.standardOutput.contains("\u{1B}[") && !piped.standardError.contains("fetching"))
    }
}

/// One time format (UTC, rounded to the minute) with the local time beside it when a zone is known.
@Suite struct DenizrotaTimeTextTests {
    @Test func routeShowAndPlanInUTCAndLocalTime() throws {
        var environment = try DenizrotaPlanTests.environment(scenario: "ok")
        let set = try ToolRunner.run(
            "denizrota", ["route", "set", "gokova", "--depart", "2026-07-01T08:00+03:00"], environment: environment)
        expectEqual(set.status, 0)
        let utc = try ToolRunner.run("denizrota", ["route", "show", "gokova"], environment: environment)
        #expect(utc.standardOutput.contains("departure 2026-07-01 05:00 UTC, arrival"))
        let local = try ToolRunner.run(
            "denizrota", ["route", "show", "gokova", "--tz", "Europe/Istanbul"], environment: environment)
        #expect(local.standardOutput.contains("departure 2026-07-01 05:00 UTC (08:00 UTC+3), arrival"))
        environment["TZ"] = "Europe/Istanbul"
        let fromTZ = try ToolRunner.run("denizrota", ["route", "show", "gokova"], environment: environment)
        #expect(fromTZ.standardOutput.contains("(08:00 UTC+3)"))
        let plan = try ToolRunner.run("denizrota", ["plan", "gokova", "--partial"], environment: environment)
        #expect(plan.standardOutput.contains("departure 2026-07-01 05:00 UTC (08:00 UTC+3)"), "\(plan.standardOutput)")
        let bad = try ToolRunner.run(
            "denizrota", ["route", "show", "gokova", "--tz", "Mars/Olympus"], environment: environment)
        #expect(bad.status == 64 && bad.standardError.contains("\"Mars/Olympus\" is not a time zone"))
    }

    /// The boat's zone (`boat set --tz`) counts when neither `--tz` is given; `UTC` clears it.
    @Test func boatTimeZone() throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "ok")
        _ = try ToolRunner.run(
            "denizrota", ["route", "set", "gokova", "--depart", "2026-07-01T08:00+03:00"], environment: environment)
        let set = try ToolRunner.run("denizrota", ["boat", "set", "--tz", "Europe/Istanbul"], environment: environment)
        #expect(set.status == 0 && set.standardOutput.contains("time zone: Europe/Istanbul"))
        let show = try ToolRunner.run("denizrota", ["route", "show", "gokova"], environment: environment)
        #expect(show.standardOutput.contains("departure 2026-07-01 05:00 UTC (08:00 UTC+3)"))
        _ = try ToolRunner.run("denizrota", ["boat", "set", "--tz", "UTC"], environment: environment)
        let cleared = try ToolRunner.run("denizrota", ["route", "show", "gokova"], environment: environment)
        #expect(cleared.standardOutput.contains("departure 2026-07-01 05:00 UTC, arrival"))
        let bad = try ToolRunner.run("denizrota", ["boat", "set", "--tz", "Nowhere/Town"], environment: environment)
        expectEqual(bad.status, 64)
    }

    @Test func pdfShowsTheLocalTimeToo() throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "ok")
        _ = try ToolRunner.run(
            "denizrota", ["route", "set", "gokova", "--depart", "2026-07-01T08:00+03:00"], environment: environment)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--partial", "--tz", "Europe/Istanbul", "--pdf", path],
            environment: environment)
        expectEqual(run.status, 0, "\(run.standardError)")
        let text = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"]).standardOutput
        #expect(
            text.contains("July 1, 2026 05:00 UTC (08:00 UTC+3)")
                || text.contains("1 July 2026 05:00 UTC (08:00 UTC+3)"))
    }

    @Test func zeroLengthLegHasNoBearing() throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "ok")
        #expect(try ToolRunner.run("denizrota", ["route", "new", "still"], environment: environment).status == 0)
        for _ in 0..<2 {
            #expect(
                try ToolRunner.run("denizrota", ["route", "add", "still", "36.95", "27.85"], environment: environment)
                    .status == 0)
        }
        let show = try ToolRunner.run("denizrota", ["route", "show", "still"], environment: environment)
        #expect(show.standardOutput.contains("leg 1: WP 1 → WP 2  0.00\u{00A0}nm  – –  rhumb –  "))
    }
}
