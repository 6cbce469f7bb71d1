import CLISupport
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import Storage
import Testing

@testable import DenizrotadCommands

extension DenizrotadServices {
    /// Services without a file, a GPS or a network: every open gets the same in-memory database, every source
    /// address MarineKitTestSupport's scripted fixes, and there is no weather transport.
    static func inMemory(database: Database, fixes: [PositionFix]) -> DenizrotadServices {
        DenizrotadServices(
            openDatabase: { _, _, _ throws(StorageError) in database }, weatherTransport: { nil },
            positionSource: { _ in ScriptedPositionSource(fixes: fixes, perService: 50) })
    }
}

/// The daemon through the in-memory composition root: a scripted passage recorded into an in-memory database.
@Suite("denizrotad in-memory services", .serialized)
struct DenizrotadServicesTests {
    /// Paths that must never be created or read.
    static let path = "/nonexistent-denizrotad-services/never.sqlite"
    static let source = "/nonexistent-denizrotad-services/passage.nmea"

    @Test func passageIsRecordedInTheServicesDatabase() async throws {
        let passage = NMEAPassage(seconds: 300)
        let database = try Database(location: .inMemory, migrations: StoreSchema.migrations)
        try MarineDatabase.stores(in: database).routes.saveRoute(try passage.route())
        let output = BufferedOutput()
        let errors = BufferedOutput()
        var environment = ToolEnvironment(
            arguments: ["--source", Self.source, "--record", "--route", "Passage", "--db", Self.path],
            variables: ["LANG": "C", "PATH": "/usr/bin:/bin"], standardOutput: output, standardError: errors,
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        environment.services = DenizrotadServices.inMemory(database: database, fixes: passage.fixes)
        let status = await DenizrotadTool.tool.run(in: environment)
        #expect(status == .success, "\(errors.text)")
        let events = output.text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        #expect(events.first?["event"] as? String == "routeLoaded")
        #expect(events.last?["event"] as? String == "tripStopped")
        #expect(events.last?["positions"] as? Int == passage.fixes.count)
        let trips = MarineDatabase.trips(in: database)
        let trip = try #require(try trips.trips().first)
        #expect(try trips.positions(ofTrip: trip.id) == passage.fixes)
        #expect(trip.endedAt == passage.fixes.last?.time)
        #expect(!FileManager.default.fileExists(atPath: Self.path))
    }
}
