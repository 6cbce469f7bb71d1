import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import Testing

@testable import DenizrotadCommands

/// Runs the daemon in-process on replays of a generated passage (the gpsd runs are in EndToEndTests).
@Suite("denizrotad replay", .serialized)
struct DaemonReplayTests {
    struct Run {
        let status: ExitCode?
        let events: [[String: Any]]
        let standardError: String
        let database: String
    }

    static func run(_ arguments: [String], files: [String: Data] = [:], routes: [Route] = []) async throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("denizrotad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        let database = directory.appendingPathComponent("trips.sqlite").path
        if !routes.isEmpty {
            let stores = MarineDatabase.stores(in: try MarineDatabase.open(path: database))
            for route in routes { try stores.routes.saveRoute(route) }
        }
        let resolved = arguments.map { $0.replacingOccurrences(of: "$DIR", with: directory.path) }
        var harness = ToolHarness(
            DenizrotadTool.tool, variables: ["LANG": "C", "PATH": "/usr/bin:/bin"],
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        harness.liveServices = { DenizrotadServices.live($0) }  // replayed files and a database file
        let run = await harness.run(resolved + ["--db", database])
        let events = run.standardOutput.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        return Run(status: run.exitCode, events: events, standardError: run.standardError, database: database)
    }

    @Test("a 30-minute passage: trip recorded, arrival and deviation events in order, geodesic distance")
    func passage() async throws {
        let passage = NMEAPassage()
        let run = try await Self.run(
            ["--source", "$DIR/passage.nmea", "--record", "--route", "Passage"],
            files: ["passage.nmea": Data(passage.text.utf8)], routes: [try passage.route()])
        expectEqual(run.status, .success, "\(run.standardError)")
        let names = run.events.compactMap { $0["event"] as? String }
        // The deviation (about 3 minutes of the recording) repeats every 60 s of the replay's own time, as it
        // would at sea (before, a replay never repeated an alarm).
        #expect(
            names == [
                "routeLoaded", "tripStarted", "arrival", "deviation", "deviation", "deviation", "deviation",
                "deviationCleared", "arrival", "arrival", "routeComplete", "tripStopped",
            ])
        let deviations = run.events.filter { $0["event"] as? String == "deviation" }
        #expect(deviations.map { $0["repetition"] as? Int } == [nil, 1, 2, 3])
        let times = deviations.compactMap { ($0["time"] as? String).flatMap(Self.time) }
        #expect(zip(times, times.dropFirst()).map { $1.timeIntervalSince($0) } == [60, 60, 60])
        let arrivals = run.events.filter { $0["event"] as? String == "arrival" }.compactMap {
            $0["waypoint"] as? String
        }
        expectEqual(arrivals, ["WP0", "WP1", "WP2"])
        let stopped = try #require(run.events.last)
        expectEqual(stopped["positionCount"] as? Int, passage.fixes.count)
        let distance = try #require(stopped["distanceMeters"] as? Double)
        #expect(
            abs(distance - passage.reportedSpeedDistance) < 0.002, "\(distance) vs \(passage.reportedSpeedDistance)")
        // The default boat (no boat stored): 15 L/h over 1,799 moving seconds = 7.4958333… L; × 45 TRY/L =
        // 337.3125 TRY, rounded half away from zero to the kuruş.
        expectEqual(stopped["movingSeconds"] as? Int, 1799)
        expectEqual(stopped["fuelLiters"] as? Double, 7.496)
        #expect(stopped["fuelCost"] as? String == "337.31" && stopped["currency"] as? String == "TRY")
        expectEqual(stopped["schemaVersion"] as? Int, 1)
        let store = MarineDatabase.trips(in: try MarineDatabase.open(path: run.database))
        let trip = try #require(try store.trips().first)
        #expect(try store.positions(ofTrip: trip.id) == passage.storedFixes)
        expectEqual(trip.endedAt, passage.fixes.last?.time)
    }

    static func time(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    @Test("auto-trip starts after a minute under way; without --record or --auto-trip nothing is stored")
    func automaticTrips() async throws {
        let passage = NMEAPassage(seconds: 300)
        let files = ["p.nmea": Data(passage.text.utf8)]
        let automatic = try await Self.run(["--source", "$DIR/p.nmea", "--auto-trip"], files: files)
        let started = try #require(automatic.events.first { $0["event"] as? String == "tripStarted" })
        expectEqual(started["automatic"] as? Bool, true)
        expectEqual(started["time"] as? String, "2026-06-01T12:00:00.000Z")
        let idle = try await Self.run(["--source", "$DIR/p.nmea"], files: files)
        expectEqual(idle.status, .success)
        #expect(idle.events.isEmpty)
        #expect(try MarineDatabase.trips(in: MarineDatabase.open(path: idle.database)).trips().isEmpty)
    }

    @Test("bad command lines exit 64 with one localized line; unreadable input exits 74")
    func errors() async throws {
        let badSource = try await Self.run(["--source", "ftp://x"])
        expectEqual(badSource.status, .usage)
        #expect(badSource.standardError.contains("'ftp://x' is not a position source"))
        let badBaud = try await Self.run(["--source", "/dev/ttyUSB0", "--baud", "1234"])
        expectEqual(badBaud.status, .usage)
        #expect(badBaud.standardError.contains("1234 baud is not supported"))
        let missing = try await Self.run(["--source", "/nonexistent/log.nmea"])
        expectEqual(missing.status, .noInput)
        #expect(missing.standardError.contains("cannot open /nonexistent/log.nmea"))
    }

    @Test("--route names a stored route; an unknown name exits 65 with one localized line")
    func routeByName() async throws {
        let passage = NMEAPassage(seconds: 10)
        let files = ["p.nmea": Data(passage.text.utf8)]
        let missing = try await Self.run(["--source", "$DIR/p.nmea", "--route", "Nowhere"], files: files)
        expectEqual(missing.status, .dataError)
        #expect(missing.standardError.contains("no route named 'Nowhere' in "), "\(missing.standardError)")
        #expect(missing.events.isEmpty)
        let turkish = try await Self.run(
            ["--source", "$DIR/p.nmea", "--route", "Nowhere", "--lang", "tr"], files: files)
        #expect(turkish.standardError.contains("'Nowhere' adlı rota yok"), "\(turkish.standardError)")
        let found = try await Self.run(
            ["--source", "$DIR/p.nmea", "--route", "Passage"], files: files, routes: [try passage.route()])
        expectEqual(found.status, .success)
        expectEqual(found.events.first?["event"] as? String, "routeLoaded")
        expectEqual(found.events.first?["route"] as? String, "Passage")
        expectEqual(found.events.first?["waypointCount"] as? Int, 3)
    }

    @Test("--weather on a replay: one warning, no check; a malformed --weather-url exits 64")
    func weatherOptions() async throws {
        let files = ["p.nmea": Data(NMEAPassage(seconds: 10).text.utf8)]
        let replay = try await Self.run(["--source", "$DIR/p.nmea", "--weather"], files: files)
        expectEqual(replay.status, .success)
        #expect(replay.standardError.contains("--weather is ignored for a replay"), "\(replay.standardError)")
        let badURL = try await Self.run(
            ["--source", "nmea-udp://127.0.0.1:1", "--weather", "--weather-url", "ftp://x"], files: files)
        expectEqual(badURL.status, .usage)
        #expect(badURL.standardError.contains("\"ftp://x\" is not an http or https URL"), "\(badURL.standardError)")
    }

    @Test("a gpsd JSON log (gpspipe -w) replays like NMEA")
    func gpsdJSONReplay() async throws {
        let lines = [
            #"{"class":"VERSION","release":"3.22","rev":"3.22","proto_major":3,"proto_minor":14}"#,
            #"{"class":"TPV","mode":3,"time":"2026-06-01T12:00:00.000Z","lat":36.9,"lon":27.3,"speed":3.0,"eph":5}"#,
            #"{"class":"TPV","mode":3,"time":"2026-06-01T12:00:01.000Z","lat":36.90003,"lon":27.3,"speed":3.0,"eph":5}"#,
            #"{"class":"TPV","mode":3,"time":"2026-06-01T12:00:02.000Z","lat":36.9,"lon":27.3,"speed":3.0,"eph":90}"#,
            "{broken",
        ]
        let run = try await Self.run(
            ["--source", "$DIR/log.json", "--record"], files: ["log.json": Data(lines.joined(separator: "\n").utf8)])
        let stopped = try #require(run.events.last)
        #expect(stopped["positionCount"] as? Int == 2)  // the 90 m fix is dropped by the accuracy filter
    }

    @Test(
        "bad sources say what is wrong: a directory (66), no port, an unclosed bracket, an empty --hook (64)",
        arguments: [
            (["--source", "$DIR"], ExitCode.noInput, "cannot open $DIR: open: Is a directory"),
            (["--source", "nmea-udp://"], .usage, "'nmea-udp://' is not a position source"),
            (["--source", "gpsd://[::1"], .usage, "'gpsd://[::1' is not a position source"),
            (["--source", "$DIR/x.nmea", "--hook", ""], .usage, "--hook needs a program to run"),
            (["--source", "$DIR/x.nmea", "--hook", "no-such-hook"], .usage, "cannot find the program 'no-such-hook'"),
        ])
    func badSources(_ arguments: [String], _ status: ExitCode, _ message: String) async throws {
        let run = try await Self.run(arguments, files: ["x.nmea": Data()])
        let directory = URL(fileURLWithPath: run.database).deletingLastPathComponent().path
        expectEqual(run.status, status)
        let expected = message.replacingOccurrences(of: "$DIR", with: directory)
        #expect(run.standardError.contains(expected), "\(run.standardError)")
        #expect(run.events.isEmpty)
    }

    @Test(
        "a readable file without one usable sentence: an error with the counts and exit 65",
        arguments: [
            ("binary", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }), "no usable"),
            ("broken JSON", Data("{\"class\":\"TPV\",\n{not json}\n".utf8), "2 not valid JSON"),
            ("only GSV", Data("$GPGSV,3,1,11,02,13,248,,03,11,066,,07,76,087,36,13,48,101,50*71\n".utf8), "1 of other"),
        ])
    func unusableInput(_ name: String, _ content: Data, _ expected: String) async throws {
        let run = try await Self.run(["--source", "$DIR/input", "--record"], files: ["input": content])
        expectEqual(run.status, .dataError)
        #expect(run.standardError.contains(expected), "\(run.standardError)")
        #expect(run.standardError.contains("denizrotad: error: "), "a failure says error (issue 28)")
        #expect(run.standardError.contains("no usable NMEA sentence or gpsd report"))
    }

    @Test("gpsd's ch-4701 capture: the accuracy filter drops 27 of 28 fixes and says so with the counts")
    func inaccurateCapture() async throws {
        let log = try Data(contentsOf: GPSDCaptures.directory.appendingPathComponent("ch-4701.log"))
        let run = try await Self.run(["--source", "$DIR/ch-4701.log", "--record"], files: ["ch-4701.log": log])
        expectEqual(run.status, .success)
        let warning = try #require(run.events.first { $0["event"] as? String == "inaccurateFixes" })
        // Every epoch with a GGA has HDOP 6.0–7.2, × 19 m = 114–137 m, over the 50 m limit; the last epoch is a
        // lone RMC (the capture ends) without an error estimate and is kept.
        expectEqual(warning["inaccurateCount"] as? Int, 27)
        expectEqual(warning["fixCount"] as? Int, 28)
        expectEqual(warning["limitMeters"] as? Int, 50)
        #expect(run.standardError.contains("fixes dropped: 27 of 28, their error estimate above 50 m"))
        expectEqual(run.events.last?["positionCount"] as? Int, 1)
    }
}

extension DaemonReplayTests {
    @Test(
        "real captures: the trip's maximum speed is never below its average (both from the stored track)",
        arguments: ["motorola-t805", "ublox-lea-5h", "ericsson-gru04-02-70sec", "skytraq-fix", "saab-r4"])
    func speedsFromTheSameTrack(_ name: String) async throws {
        let log = try Data(contentsOf: GPSDCaptures.directory.appendingPathComponent("\(name).log"))
        let run = try await Self.run(["--source", "$DIR/log", "--record"], files: ["log": log])
        expectEqual(run.status, .success, "\(run.standardError)")
        let stopped = try #require(run.events.last { $0["event"] as? String == "tripStopped" })
        let average = try #require(stopped["averageSpeedKnots"] as? Double)
        let maximum = try #require(stopped["maximumSpeedKnots"] as? Double)
        #expect(maximum >= average, "maximum \(maximum) kn < average \(average) kn")
    }
}

extension DaemonReplayTests {
    @Test(
        "logs opening with GGA/GLL before the first date: every fix stored, dated from the log, not the computer",
        arguments: [("ublox-zed-f9p_hpg1.11", 655, "2019-04-12"), ("magellan315", 4, "2005-03-13")])
    func undatedFirstFixes(_ name: String, _ count: Int, _ day: String) async throws {
        let log = try Data(contentsOf: GPSDCaptures.directory.appendingPathComponent("\(name).log"))
        let run = try await Self.run(["--source", "$DIR/log", "--record"], files: ["log": log])
        expectEqual(run.status, .success, "\(run.standardError)")
        let stopped = try #require(run.events.last { $0["event"] as? String == "tripStopped" })
        // Every epoch (655 GGA+RMC pairs; 4 Magellan epochs); 23 and 1 when the clock dated the first fixes.
        expectEqual(stopped["positionCount"] as? Int, count)
        let positions = try MarineDatabase.trips(in: try MarineDatabase.open(path: run.database)).positions(ofTrip: 1)
        let days: Set<String> = Set(positions.map { String(InterchangeTime.text($0.time).prefix(10)) })
        let expectedDays: Set<String> = [day]
        expectEqual(days, expectedDays)
        #expect(!run.standardError.contains("computer's clock"))
    }
}

extension DaemonReplayTests {
    @Test("a fix dated far after the computer's clock (gpsd's week-rollover guess) is warned about once")
    func futureDate() async throws {
        // Two RMC fixes dated 2035-06-01, the harness clock at 2027-01-15.
        let lines = ["120000.00", "120001.00"].map { time -> String in
            let body = "GPRMC,\(time),A,3700.000,N,02700.000,E,0.0,0.0,010635,,,A"
            let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
            return "$" + body + "*" + String(format: "%02X", checksum)
        }
        let text = lines.joined(separator: "\n") + "\n"
        let run = try await Self.run(["--source", "$DIR/log", "--record"], files: ["log": Data(text.utf8)])
        expectEqual(run.status, .success, "\(run.standardError)")
        let warnings = run.standardError.components(separatedBy: "far after this computer's clock").count - 1
        expectEqual(warnings, 1, "\(run.standardError)")
        #expect(run.standardError.contains("2035-06-01T12:00:00Z"), "\(run.standardError)")
    }
}

/// The gpsd regression captures vendored in `Packages/MarineKit/Tests/Fixtures/gpsd` (PROVENANCE.md there).
enum GPSDCaptures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/DenizrotadCommandsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository
        .appendingPathComponent("Packages/MarineKit/Tests/Fixtures/gpsd")
}
