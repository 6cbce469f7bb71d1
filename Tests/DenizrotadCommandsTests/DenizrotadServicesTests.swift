import CLIKit
import DenizrotadTestSupport
import Expectations
import Foundation
import Localization
import MarineKit
import MarineKitTestSupport
import MarineStorage
import Storage
import Synchronization
import Testing

@testable import DenizrotadCommands

extension DenizrotadServices {
    /// Services without a file, a GPS, a network or a child process: every open gets the same in-memory database,
    /// every source address MarineKitTestSupport's scripted fixes, there is no weather transport, the hook runner
    /// and the speaker only record (DenizrotadTestSupport; no speaker at all when `speaker` is nil).
    static func inMemory(
        database: SQLiteDatabase, fixes: [PositionFix], pushes: PushLog,
        hook: RecordingHookRunner = RecordingHookRunner(programs: []), speaker: RecordingSpeaker? = nil
    ) -> DenizrotadServices {
        DenizrotadServices(
            openDatabase: { _, _, _ throws(StorageError) in database }, weatherTransport: { nil },
            positionSource: { _ in ScriptedPositionSource(fixes: fixes, perService: 50) },
            syncPush: { path in pushes.paths.withLock { $0.append(path) } }, hookRunner: hook,
            speaker: { speaker })
    }
}

/// The database paths the in-memory sync push was started for.
final class PushLog: Sendable {
    let paths = Mutex<[String]>([])
}

/// The daemon through the in-memory composition root: a scripted passage recorded into an in-memory database.
@Suite("denizrotad in-memory services", .serialized)
struct DenizrotadServicesTests {
    /// Paths that must never be created or read.
    static let path = "/nonexistent-denizrotad-services/never.sqlite"
    static let source = "/nonexistent-denizrotad-services/passage.nmea"

    let passage = NMEAPassage(seconds: 300)
    let database: SQLiteDatabase
    let pushes = PushLog()

    init() throws {
        database = try SQLiteDatabase(location: .inMemory, migrations: MarineDatabase.migrations)
        try MarineDatabase.stores(in: database).routes.saveRoute(try passage.route())
    }

    /// Runs the daemon on the scripted passage; returns its status, its events and its standard error.
    func run(
        _ arguments: [String], language: String = "C", hook: RecordingHookRunner = RecordingHookRunner(programs: []),
        speaker: RecordingSpeaker? = nil
    ) async -> (status: ExitCode, events: [[String: Any]], errors: String, lines: [String]) {
        let output = BufferedOutput()
        let errors = BufferedOutput()
        var environment = ToolEnvironment(
            arguments: ["--source", Self.source, "--db", Self.path] + arguments,
            variables: ["LANG": language, "PATH": "/usr/bin:/bin"], standardOutput: output, standardError: errors,
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        environment.services = DenizrotadServices.inMemory(
            database: database, fixes: passage.fixes, pushes: pushes, hook: hook, speaker: speaker)
        let status = await DenizrotadTool.tool.run(in: environment)
        let lines = output.text.split(separator: "\n").map(String.init)
        let events = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        return (status, events, errors.text, lines)
    }

    @Test func passageIsRecordedInTheServicesDatabase() async throws {
        let (status, events, errors, _) = await run(["--record", "--route", "Passage"])
        expectEqual(status, .success, "\(errors)")
        expectEqual(events.first?["event"] as? String, "routeLoaded")
        expectEqual(events.last?["event"] as? String, "tripStopped")
        expectEqual(events.last?["positionCount"] as? Int, passage.fixes.count)
        let trips = MarineDatabase.trips(in: database)
        let trip = try #require(try trips.trips().first)
        #expect(try trips.positions(ofTrip: trip.id) == passage.storedFixes)
        expectEqual(trip.endedAt, passage.fixes.last?.time)
        #expect(!FileManager.default.fileExists(atPath: Self.path))
    }

    /// `--sync`: the stopped trip is queued in the database's outbox and a push is started for the database, at
    /// start-up and after the trip, through the services (no `denizrota` child).
    @Test func syncQueuesTheTripAndPushesThroughTheServices() async throws {
        let (status, _, errors, _) = await run(["--record", "--sync"])
        expectEqual(status, .success, "\(errors)")
        let trip = try #require(try MarineDatabase.trips(in: database).trips().first)
        let outbox = StoredSyncState(ledger: SyncLedger(database: database), now: { Date() })
        #expect(try outbox.outbox() == [trip.id])
        #expect(pushes.paths.withLock { $0 } == [Self.path, Self.path])
    }

    /// `--hook`: the services' hook runner is started once per event with `EVENT TIME [WAYPOINT]` and exactly the
    /// JSON line the daemon printed on standard input.
    @Test func theHookGetsEveryEventWithItsJSONLine() async throws {
        let hook = RecordingHookRunner(programs: ["notify-crew"])
        let (status, events, errors, lines) = await run(
            ["--record", "--route", "Passage", "--hook", "notify-crew"], hook: hook)
        expectEqual(status, .success, "\(errors)")
        let starts = hook.starts
        #expect(starts.count == lines.count && !starts.isEmpty)
        for (start, (line, event)) in zip(starts, zip(lines, events)) {
            expectEqual(start.program, "notify-crew")
            expectEqual(start.inputText, line + "\n")
            var expected = [try #require(event["event"] as? String), try #require(event["time"] as? String)]
            if AlertKind(rawValue: expected[0]) != nil, let waypoint = event["waypoint"] as? String {
                expected.append(waypoint)
            }
            expectEqual(start.arguments, expected)
        }
        expectEqual(starts.first?.arguments.first, "routeLoaded")
        expectEqual(starts.last?.arguments.first, "tripStopped")
    }

    /// `--hook` with a program the runner does not know is a usage error before anything is recorded; a hook that
    /// cannot be started is a warning per event, and recording goes on.
    @Test func aMissingHookIsRefusedAndAFailingOneOnlyWarns() async throws {
        let missing = await run(["--record", "--hook", "no-such-program"])
        expectEqual(missing.status, .usage)
        #expect(missing.errors.contains("no-such-program"), "\(missing.errors)")
        #expect(try MarineDatabase.trips(in: database).trips().isEmpty)
        let failing = RecordingHookRunner(programs: ["notify-crew"], failure: .init("spawn failed"))
        let (status, events, errors, _) = await run(["--record", "--hook", "notify-crew"], hook: failing)
        expectEqual(status, .success, "\(errors)")
        expectEqual(events.last?["event"] as? String, "tripStopped")
        #expect(errors.contains("notify-crew: spawn failed"), "\(errors)")
    }

    /// `--speak`: every alert, and only alerts, is spoken in the user's language with its catalog text.
    @Test(arguments: [("C", Language.english), ("tr_TR.UTF-8", Language.turkish)])
    func alertsAreSpokenInTheUsersLanguage(locale: String, language: Language) async throws {
        let speaker = RecordingSpeaker()
        let (status, events, errors, _) = await run(
            ["--record", "--route", "Passage", "--speak"], language: locale, speaker: speaker)
        expectEqual(status, .success, "\(errors)")
        let alerts = events.compactMap { ($0["event"] as? String).flatMap(AlertKind.init(rawValue:)) }
        #expect(!alerts.isEmpty)
        let localizer = Localizer(language: language, sets: DenizrotadTool.catalogs)
        #expect(speaker.utterances.map(\.language) == alerts.map { _ in language })
        let arrivals = events.filter { $0["event"] as? String == "arrival" }.compactMap { $0["waypoint"] as? String }
        let spokenArrivals = speaker.utterances.map(\.text).filter { text in
            arrivals.contains { text == localizer.text("denizrotad.speech.arrival", $0, "") }
        }
        #expect(spokenArrivals.count == arrivals.count && !arrivals.isEmpty, "\(speaker.utterances)")
    }

    /// `--speak` on a system without a speech synthesizer: one warning, the events as usual.
    @Test func speakWithoutASynthesizerWarnsOnce() async throws {
        let (status, events, errors, _) = await run(["--record", "--speak"])
        expectEqual(status, .success, "\(errors)")
        expectEqual(events.last?["event"] as? String, "tripStopped")
        expectEqual(errors.split(separator: "\n").count, 1, "\(errors)")
    }
}
