import Foundation
import MarineTracking
import Storage

/// `TripStore` on Storage: trip metadata in a record collection, positions in an append-only series per trip
/// (Docs/storage.md "Trips: a record plus a series").
///
/// Each position row holds `[latitude°, longitude°, speed m/s, course°, accuracy m]`; a batch is one
/// transaction, so after `append` returns the batch survives a crash of the process (SQLite WAL), and with a
/// connection opened `.full` (``MarineDatabase/open(path:durability:busyTimeoutMilliseconds:)``, as `denizrotad`
/// does for live sources) also a power cut.
public final class SeriesTripStore: TripStore {
    /// Collection name of the trip records.
    public static let collection = "trips"
    /// Settings namespace and key of the highest trip id ever given out (``beginTrip(startedAt:)``).
    public static let namespace = "denizrota.trips"
    static let lastIDKey = "lastID"
    private let records: any RecordStore<TripRecord>
    private let series: any SeriesStore
    private let counter: (any SettingsStore)?

    /// Creates the store over generic stores (SQLite in the tools, in-memory doubles in tests); `counter` keeps the
    /// highest id given out, so a deleted trip's id is never given to a new trip (without it, ids follow the
    /// highest stored one).
    public init(records: any RecordStore<TripRecord>, series: any SeriesStore, counter: (any SettingsStore)? = nil) {
        self.records = records
        self.series = series
        self.counter = counter
    }

    /// Creates the store on an open database.
    public convenience init(database: SQLiteDatabase) {
        self.init(
            records: SQLiteRecordStore<TripRecord>(database: database, collection: Self.collection),
            series: SQLiteSeriesStore(database: database),
            counter: SQLiteSettingsStore(database: database, namespace: Self.namespace))
    }

    /// The series holding a trip's positions.
    public static func seriesName(ofTrip id: Int64) -> String {
        "trip-\(id)"
    }

    /// Creates a trip with an identifier never given out before.
    ///
    /// The id is one more than the highest of the stored trips and the counter, so deleting the newest trip never lets the next one take its id (a synced copy, an export
    /// or a note naming "trip 7" keeps meaning that trip). The record is stored before the counter moves: an
    /// interruption in between leaves the record, whose id the next trip still skips.
    public func beginTrip(startedAt: Date) throws -> Int64 {
        let stored = try records.all().map(\.id).max() ?? 0
        let given = try counter?.value(forKey: Self.lastIDKey, as: Int64.self) ?? 0
        let id = max(stored, given) + 1
        try records.insert(TripRecord(id: id, startedAt: startedAt))
        try counter?.setValue(id, forKey: Self.lastIDKey)
        return id
    }

    /// Appends one batch of positions atomically.
    public func append(_ positions: [PositionFix], toTrip id: Int64) throws {
        guard !positions.isEmpty else { return }
        let rows = positions.map { fix in
            SeriesRow(
                time: fix.time,
                values: [
                    fix.latitude, fix.longitude, fix.speedOverGround, fix.courseOverGround, fix.horizontalAccuracy,
                ])
        }
        try series.append(rows, to: Self.seriesName(ofTrip: id))
    }

    /// Deletes an open trip that has no stored position (a recorder killed in its first seconds, issue 28), so it
    /// never shows as an empty trip; a trip with positions or already ended is kept.
    ///
    /// - Returns: whether the trip was deleted.
    public func removeEmptyOpenTrip(_ id: Int64) throws -> Bool {
        guard let trip = try records.record(withID: id), trip.endedAt == nil,
            try series.count(in: Self.seriesName(ofTrip: id)) == 0
        else { return false }
        return try records.delete(withID: id)
    }

    /// Deletes a trip: its positions first, then its record, so an interruption in between leaves a trip
    /// without positions (deleted by running this again), never positions a later trip with the same id would
    /// inherit.
    ///
    /// - Returns: the number of positions deleted, or nil when there is no such trip.
    public func deleteTrip(_ id: Int64) throws -> Int? {
        guard try records.record(withID: id) != nil else { return nil }
        let series = Self.seriesName(ofTrip: id)
        let count = try self.series.count(in: series)
        _ = try self.series.removeSeries(series)
        _ = try records.delete(withID: id)
        return count
    }

    /// Marks a trip ended with its figures.
    public func endTrip(_ id: Int64, endedAt: Date, statistics: TripStatistics) throws {
        guard var trip = try records.record(withID: id) else { return }
        trip.endedAt = endedAt
        trip.statistics = statistics
        try records.update(trip)
    }

    /// All trips, oldest first.
    public func trips() throws -> [TripRecord] {
        try records.all().sorted { $0.id < $1.id }
    }

    /// A trip's positions in time order.
    public func positions(ofTrip id: Int64) throws -> [PositionFix] {
        try series.rows(in: Self.seriesName(ofTrip: id)).compactMap { row in
            guard row.values.count >= 5, let latitude = row.values[0], let longitude = row.values[1] else {
                return nil
            }
            return PositionFix(
                time: row.time, latitude: latitude, longitude: longitude, speedOverGround: row.values[2],
                courseOverGround: row.values[3], horizontalAccuracy: row.values[4])
        }
    }
}
