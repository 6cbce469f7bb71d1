import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import Storage
import Testing

/// Trip numbers after `data erase` (Docs/denizrota.md "Your data: export and erase").
///
/// The web app keys a trip by its start time (`users/U/trips/{start ms}`), never by our number, and the highest
/// number given out lives in the database that the erase deletes. So after an erase numbering starts again at 1, as
/// on a fresh install, and cannot meet the web's trips: a trip deleted on the web before the erase stays deleted, the
/// web's other trips come back once (with new numbers), and a new trip is uploaded beside them, not onto them.
@Suite struct TripIdsAfterEraseTests {
    static let start = Date(timeIntervalSince1970: 1_780_000_000)

    /// One computer's stores: an SQLite file (the erase deletes it with its `-wal` and `-shm`) or in memory.
    struct Device {
        let trips: any TripStore
        let state: any SyncStateStore

        init(path: String?) throws {
            guard let path else {
                (trips, state) = (InMemoryTripStore(), InMemorySyncStateStore())
                return
            }
            let database = try MarineDatabase.open(path: path)
            trips = MarineDatabase.trips(in: database)
            state = StoredSyncState(ledger: SyncLedger(database: database), now: { TripIdsAfterEraseTests.start })
        }

        /// A finished ten-minute trip starting `hour` hours after ``start``; its number.
        func record(hour: Int) throws -> Int64 {
            let begin = start.addingTimeInterval(Double(hour) * 3_600)
            let id = try trips.beginTrip(startedAt: begin)
            try trips.append(
                [PositionFix(time: begin, latitude: 36.7, longitude: 27.4, speedOverGround: 2)], toTrip: id)
            var figures = TripStatistics(startedAt: begin)
            figures.endedAt = begin.addingTimeInterval(600)
            try trips.endTrip(id, endedAt: begin.addingTimeInterval(600), statistics: figures)
            return id
        }

        func sync(_ remote: InMemorySyncRemote) async throws -> [SyncAction.Change] {
            let sync = CloudSync(
                remote: remote, routes: InMemoryRouteStore(), boat: InMemoryBoatSettingsStore(), trips: trips,
                state: state, now: { TripIdsAfterEraseTests.start })
            return try await sync.run(.both).actions.map(\.change)
        }
    }

    static func webPath(hour: Int) -> String {
        "users/u/trips/\(Int64(start.timeIntervalSince1970 * 1_000) + Int64(hour) * 3_600_000)"
    }

    @Test(arguments: [true, false])
    func numberingStartsAgainAndNeverMeetsTheWebsTrips(sqlite: Bool) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("erase-ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = sqlite ? folder.appendingPathComponent("denizrota.sqlite").path : nil
        let remote = InMemorySyncRemote(userID: "u")
        do {
            let before = try Device(path: path)
            expectEqual(try [0, 1, 2].map { try before.record(hour: $0) }, [1, 2, 3])
            expectEqual(try await before.sync(remote), [.uploaded, .uploaded, .uploaded])
            _ = try await remote.commit([FirestoreWrite(.delete(name: remote.documentName(Self.webPath(hour: 1))))])
            expectEqual(try await before.sync(remote), [.keptLocal])  // deleted on the web, kept here
        }
        // `data erase` without --remote: the database and its companions are deleted, the web copy stays.
        for file in [path, path.map { $0 + "-wal" }, path.map { $0 + "-shm" }].compactMap({ $0 }) {
            try? FileManager.default.removeItem(atPath: file)
        }
        let after = try Device(path: path)
        expectEqual(try after.record(hour: 5), 1)
        expectEqual(try await after.sync(remote), [.uploaded, .downloaded, .downloaded])
        let trips = try after.trips.trips().sorted { $0.id < $1.id }
        expectEqual(trips.map(\.id), [1, 2, 3])
        expectEqual(trips.map(\.startedAt), [5, 0, 2].map { Self.start.addingTimeInterval(Double($0) * 3_600) })
        let web = try await remote.list("users/u/trips", mask: ["id"]).map { "users/u/trips/\($0.documentID)" }
        expectEqual(web.sorted(), [0, 2, 5].map { Self.webPath(hour: $0) })
        expectEqual(try await after.sync(remote), [])
    }
}
