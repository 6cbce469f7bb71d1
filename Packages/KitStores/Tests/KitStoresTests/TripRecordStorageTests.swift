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
}
