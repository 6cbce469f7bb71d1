import Foundation
import Storage
import StorageTestSupport
import Testing

/// A record the record-store tests store: a route with a UUID id, a Decimal and a Date.
struct SampleRoute: Codable, Identifiable, Equatable, Sendable {
    var id: UUID
    var name: String
    var distance: Decimal
    var created: Date
}

/// The entry the bounded-log tests store.
struct SampleConversion: Codable, Equatable, Sendable {
    var input: String
    var output: String
}

/// Each store kind built on SQLite (in memory and on disk) and as the in-memory double, so one test checks
/// that the live stores and the doubles behave the same.
enum StoreBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqliteInMemory
    case sqliteFile
    case testDouble

    var testDescription: String { rawValue }

    /// A fresh database with the store schema; the directory is kept alive by the returned value.
    func makeDatabase() throws -> (SQLiteDatabase, TemporaryDirectory) {
        let directory = TemporaryDirectory()
        let location: DatabaseLocation =
            self == .sqliteFile ? .file(path: directory.file("stores.sqlite")) : .inMemory
        return (try SQLiteDatabase(location: location, migrations: StoreSchema.migrations), directory)
    }

    func makeSettings(namespace: String = "tool") throws -> (any SettingsStore, Any) {
        guard self != .testDouble else { return (InMemorySettingsStore(), ()) }
        let (database, directory) = try makeDatabase()
        return (SQLiteSettingsStore(database: database, namespace: namespace), directory)
    }

    func makeRecords() throws -> (any RecordStore<SampleRoute>, Any) {
        guard self != .testDouble else { return (InMemoryRecordStore<SampleRoute>(), ()) }
        let (database, directory) = try makeDatabase()
        return (SQLiteRecordStore<SampleRoute>(database: database, collection: "routes"), directory)
    }

    func makeLog(capacity: Int) throws -> (any BoundedLog<SampleConversion>, Any) {
        guard self != .testDouble else { return (try InMemoryBoundedLog<SampleConversion>(capacity: capacity), ()) }
        let (database, directory) = try makeDatabase()
        return (
            try SQLiteBoundedLog<SampleConversion>(database: database, name: "history", capacity: capacity), directory
        )
    }

    func makeSeries() throws -> (any SeriesStore, Any) {
        guard self != .testDouble else { return (InMemorySeriesStore(), ()) }
        let (database, directory) = try makeDatabase()
        return (SQLiteSeriesStore(database: database), directory)
    }
}

/// The Decimal written in `text` (tests only use well-formed literals; a typo shows up as NaN).
func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
}

/// The record the multi-process tests write.
struct WorkItem: Codable, Identifiable, Equatable, Sendable {
    var id: String
    var number: Int
}
