import Foundation
import MarineKit
import MarineStorage
import Storage
import StorageTestSupport
import Testing

/// Trips are stored as MarineKit's `TripRecord` itself (the former `StoredTrip` copy is gone).
@Suite struct TripRecordStorageTests {
    /// The shape the former `StoredTrip` wrote (same field names as `TripRecord`).
    private struct FormerStoredTrip: Codable, Identifiable, Sendable {
        var id: Int64
        var startedAt: Date
        var endedAt: Date?
        var statistics: TripStatistics?
    }

    /// A database written before the copy went still lists its trips.
    @Test func rowsWrittenBeforeTheCopyWentStillRead() throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        var figures = TripStatistics(startedAt: start)
        figures.distanceMeters = 1852
        let old = SQLiteRecordStore<FormerStoredTrip>(database: database, collection: SeriesTripStore.collection)
        try old.insert(FormerStoredTrip(id: 1, startedAt: start, endedAt: start + 600, statistics: figures))
        try old.insert(FormerStoredTrip(id: 2, startedAt: start + 900))
        #expect(
            try SeriesTripStore(database: database).trips() == [
                TripRecord(id: 1, startedAt: start, endedAt: start + 600, statistics: figures),
                TripRecord(id: 2, startedAt: start + 900),
            ])
    }

    @Test func beginAppendEndListThroughTheDoubles() throws {
        let store = SeriesTripStore(records: InMemoryRecordStore<TripRecord>(), series: InMemorySeriesStore())
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let id = try store.beginTrip(startedAt: start)
        try store.append(
            [PositionFix(time: start, latitude: 36.7, longitude: 27.4, speedOverGround: 2.5)], toTrip: id)
        let figures = TripStatistics(startedAt: start)
        try store.endTrip(id, endedAt: start + 60, statistics: figures)
        #expect(try store.trips() == [TripRecord(id: 1, startedAt: start, endedAt: start + 60, statistics: figures)])
        #expect(try store.positions(ofTrip: id).map(\.latitude) == [36.7])
    }

    /// Deleting the newest trip never lets the next trip take its id, in SQLite (reopened) and through the doubles.
    @Test(arguments: [true, false])
    func deletedTripIdsAreNeverGivenAgain(sqlite: Bool) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trip-ids-\(UUID().uuidString).db")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let doubles = (InMemoryRecordStore<TripRecord>(), InMemorySeriesStore(), InMemorySettingsStore())
        func store() throws -> SeriesTripStore {
            guard sqlite else { return SeriesTripStore(records: doubles.0, series: doubles.1, counter: doubles.2) }
            return SeriesTripStore(
                database: try SQLiteDatabase(location: .file(path: path), migrations: StoreSchema.migrations))
        }
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        #expect(try store().beginTrip(startedAt: start) == 1)
        #expect(try store().beginTrip(startedAt: start + 60) == 2)
        #expect(try store().deleteTrip(2) == 0)
        #expect(try store().beginTrip(startedAt: start + 120) == 3)
        #expect(try store().deleteTrip(3) == 0)
        #expect(try store().deleteTrip(1) == 0)
        #expect(try store().beginTrip(startedAt: start + 180) == 4)
        #expect(try store().trips().map(\.id) == [4])
    }
}
