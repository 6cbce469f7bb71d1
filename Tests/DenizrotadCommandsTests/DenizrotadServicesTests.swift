import CLIKit
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import Storage
import Synchronization
import Testing

@testable import DenizrotadCommands

extension DenizrotadServices {
    /// Services without a file, a GPS or a network: every open gets the same in-memory database, every source
    /// address MarineKitTestSupport's scripted fixes, and there is no weather transport.
    static func inMemory(database: SQLiteDatabase, fixes: [PositionFix], pushes: PushLog) -> DenizrotadServices {
        DenizrotadServices(
            openDatabase: { _, _, _ throws(StorageError) in database }, weatherTransport: { nil },
            positionSource: { _ in ScriptedPositionSource(fixes: fixes, perService: 50) },
            syncPush: { path in pushes.paths.withLock { $0.append(path) } })
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
    func run(_ arguments: [String]) async -> (status: ExitCode, events: [[String: Any]], errors: String) {
        let output = BufferedOutput()
        let errors = BufferedOutput()
        var environment = ToolEnvironment(
            arguments: ["--source", Self.source, "--db", Self.path] + arguments,
            variables: ["LANG": "C", "PATH": "/usr/bin:/bin"], standardOutput: output, standardError: errors,
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        environment.services = DenizrotadServices.inMemory(database: database, fixes: passage.fixes, pushes: pushes)
        let status = await DenizrotadTool.tool.run(in: environment)
        let events = output.text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        return (status, events, errors.text)
    }

    @Test func passageIsRecordedInTheServicesDatabase() async throws {
        let (status, events, errors) = await run(["--record", "--route", "Passage"])
        #expect(status == .success, "\(errors)")
        #expect(events.first?["event"] as? String == "routeLoaded")
        #expect(events.last?["event"] as? String == "tripStopped")
        #expect(events.last?["positionCount"] as? Int == passage.fixes.count)
        let trips = MarineDatabase.trips(in: database)
        let trip = try #require(try trips.trips().first)
        #expect(try trips.positions(ofTrip: trip.id) == passage.fixes)
        #expect(trip.endedAt == passage.fixes.last?.time)
        #expect(!FileManager.default.fileExists(atPath: Self.path))
    }

    /// `--sync`: the stopped trip is queued in the database's outbox and a push is started for the database, at
    /// start-up and after the trip, through the services (no `denizrota` child).
    @Test func syncQueuesTheTripAndPushesThroughTheServices() async throws {
        let (status, _, errors) = await run(["--record", "--sync"])
        #expect(status == .success, "\(errors)")
        let trip = try #require(try MarineDatabase.trips(in: database).trips().first)
        let outbox = StoredSyncState(ledger: SyncLedger(database: database), now: { Date() })
        #expect(try outbox.outbox() == [trip.id])
        #expect(pushes.paths.withLock { $0 } == [Self.path, Self.path])
    }
}
