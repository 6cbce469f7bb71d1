import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineStorage
import Storage
import Testing

/// `trip delete ID` (issue 29 part 6): a trip deleted in the web app is kept here and reported; this command is how
/// the user deletes it here too — every position, its sync link and its outbox entry; a running trip is refused.
@Suite struct TripDeleteTests {
    static let start = Date(timeIntervalSince1970: 1_780_315_200)  // 2026-06-01T12:00:00Z

    @Test func deletesAFinishedTripWithItsPositionsAndSyncLinkAndRefusesARunningOne() async throws {
        let harness = ToolHarness.denizrota()
        let database = try MarineDatabase.open(path: harness.databasePath)
        let trips = MarineDatabase.trips(in: database)
        let finished = try trips.beginTrip(startedAt: Self.start)
        try trips.append(
            (0..<10).map {
                PositionFix(time: Self.start.addingTimeInterval(Double($0)), latitude: 36.7, longitude: 27.6)
            },
            toTrip: finished)
        try trips.endTrip(
            finished, endedAt: Self.start.addingTimeInterval(9), statistics: TripStatistics(startedAt: Self.start))
        let running = try trips.beginTrip(startedAt: Self.start.addingTimeInterval(60))
        let links = StoredSyncState(ledger: SyncLedger(database: database), now: { Self.start })
        try links.saveLink(
            SyncLinkState(path: "users/u/trips/1780315200000", updateTime: nil), kind: .trip, localKey: "1")
        try links.enqueueTrip(finished)

        let deleted = await harness.run(["trip", "delete", "1", "--lang", "en"])
        expectEqual(deleted.status, 0, "\(deleted.standardError)")
        expectEqual(deleted.standardOutput, "trip 1 deleted (10 positions)\n")
        #expect(try trips.trips().map(\.id) == [running])
        #expect(try trips.positions(ofTrip: finished).isEmpty)
        #expect(try links.links(.trip).isEmpty)
        #expect(try links.outbox().isEmpty)

        let refused = await harness.run(["trip", "delete", "2", "--lang", "en"])
        expectEqual(refused.status, 69)
        #expect(refused.standardError.contains("trip 2 is still being recorded"), "\(refused.standardError)")
        let missing = await harness.run(["trip", "delete", "9", "--lang", "en"])
        expectEqual(missing.status, 65)
        #expect(try trips.trips().map(\.id) == [running])
    }
}
