import CLIKit
import Foundation
import MarineKit
import MarineStorage
import Storage

/// Opens the daemon's database connection and closes trips a crash left open, retrying while another program
/// holds the database locked.
enum DaemonDatabase {
    /// How long each statement waits for another connection's lock, in milliseconds.
    ///
    /// Short, so the event loop answers SIGTERM within a second and keeps positions buffered (written at the next
    /// flush) meanwhile.
    static let busyTimeoutMilliseconds: Int32 = 250
    /// Pauses between start-up attempts while the database is locked (about 8 s in all, with the waits).
    static let retryDelays: [TimeInterval] = [0.25, 0.5, 1, 2, 4]
    /// Opens the database file at a path (``DenizrotadServices``'s opener).
    typealias Opener = @Sendable (String, Durability, Int32) throws(StorageError) -> SQLiteDatabase

    /// Opens the database at `path` (`synchronous=FULL` for live sources, `NORMAL` for replays whose positions can
    /// be read again) and recovers open trips; while it is locked, retries with back-off, then explains (69) with
    /// the seconds waited by `clock` (the environment's).
    static func openRetrying(
        at path: String, replay: Bool, opener: Opener, log: (String) -> Void, text: (String, [String]) -> String,
        clock: () -> Date
    ) throws -> (SQLiteDatabase, SeriesTripStore) {
        var delays = retryDelays[...]
        let started = clock()
        while true {
            do {
                return try open(at: path, replay: replay, opener: opener)
            } catch let error as StorageError where error.kind == .busy {
                guard let delay = delays.popFirst() else {
                    let seconds = String(Int(clock().timeIntervalSince(started).rounded()))
                    throw CommandError(.unavailable, key: "denizrotad.error.databaseLocked", path, seconds)
                }
                if delays.count == retryDelays.count - 1 {
                    log(text("denizrotad.warning.databaseLocked", [path]))
                }
                Thread.sleep(forTimeInterval: delay)
            } catch let error as StorageError {
                // Storage's own localized message, naming the file (not SQLite's codes).
                throw CommandError(.ioError, wrapping: error)
            }
        }
    }

    /// Frees the connection's page cache (`PRAGMA shrink_memory`; SQLite keeps the pages it wrote otherwise).
    static func releaseMemory(_ database: SQLiteDatabase) {
        try? database.read { session throws(StorageError) in try session.executeScript("PRAGMA shrink_memory") }
    }

    /// One attempt.
    ///
    /// The page cache is limited to 512 KiB (SQLite's default is 2 MB): the daemon appends and rarely
    /// reads, and the default cache was a third of the replay benchmark's own memory (Docs/denizrotad.md).
    private static func open(at path: String, replay: Bool, opener: Opener) throws -> (SQLiteDatabase, SeriesTripStore)
    {
        let database = try opener(path, replay ? .normal : .full, busyTimeoutMilliseconds)
        try database.transaction { session throws(StorageError) in
            try session.executeScript("PRAGMA cache_size = -512")
        }
        let store = MarineDatabase.trips(in: database)
        let boat = try? MarineDatabase.stores(in: database).boat.loadBoatSettings()
        // A trip killed before its first batch was written holds nothing: removed, not closed empty (issue 28).
        for trip in try store.trips() where trip.endedAt == nil { _ = try store.removeEmptyOpenTrip(trip.id) }
        try TripRecovery.closeOpenTrips(
            in: store, geometry: GeodesicTrackGeometry(), fuel: FuelProfile(boat: boat ?? .defaults))
        return (database, store)
    }
}
