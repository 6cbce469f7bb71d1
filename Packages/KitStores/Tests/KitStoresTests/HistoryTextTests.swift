import ConversionKit
import ConversionStorage
import Expectations
import Foundation
import Storage
import Testing

/// The history `ConversionDatabase` opens writes each entry's JSON by hand (issue 17's cold start): the text is
/// byte for byte `StoredJSON.encode`'s, and rows written by `SQLiteBoundedLog<HistoryEntry>` (the store before)
/// read back.
@Suite struct HistoryTextTests {
    /// Entries whose texts exercise every field: quotes, backslashes, slashes, non-ASCII, control characters (which
    /// go through `JSONEncoder`), whole and fractional dates, dates before 2001, large and small precisions.
    static let entries: [HistoryEntry] = [
        HistoryEntry(
            date: Date(timeIntervalSinceReferenceDate: 785_000_000), input: "1 mile km", fromID: "length.mile",
            toID: "length.kilometer", value: "1.609344", exact: "1.609344", precision: 8),
        HistoryEntry(
            date: Date(timeIntervalSinceReferenceDate: 785_000_000.123_456), input: #"5' 3" to cm"#,
            fromID: "length.foot", toID: "length.centimeter", value: "160.02", exact: "160.02", precision: 2),
        HistoryEntry(
            date: Date(timeIntervalSince1970: 0), input: #"a\b/c "q" ½ 名 °F €"#, fromID: "x", toID: "y",
            value: "-40", exact: "-1/3", precision: 0),
        HistoryEntry(
            date: Date(timeIntervalSinceReferenceDate: -0.5), input: "tab\there\nnew\u{1}", fromID: "", toID: "",
            value: "", exact: "", precision: 30),
        HistoryEntry(
            date: Date(timeIntervalSinceReferenceDate: 1e17), input: "big 🌊", fromID: "a", toID: "b", value: "1",
            exact: "1", precision: 8),
        HistoryEntry(
            date: Date(timeIntervalSinceReferenceDate: 1e-7), input: "\u{7F}\u{2028}", fromID: "a", toID: "b",
            value: "0.0000001", exact: "1/10000000", precision: 7),
    ]

    static func open(_ path: String) throws -> (SQLiteDatabase, ConversionStores) {
        let database = try ConversionDatabase.open(path: path)
        return (database, try ConversionDatabase.stores(in: database))
    }

    static func bodies(in database: SQLiteDatabase) throws -> [String] {
        try database.read { session throws(StorageError) in
            try session.query("SELECT body FROM storage_log_entries ORDER BY sequence").map {
                row throws(StorageError) in try row.value(at: 0, as: String.self)
            }
        }
    }

    @Test func storedTextIsStoredJSONsByteForByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-text-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (database, stores) = try Self.open(folder.appendingPathComponent("unitconv.sqlite").path)
        for entry in Self.entries { try stores.history.append(entry) }
        let expected = try Self.entries.map { entry throws(StorageError) in
            try StoredJSON.encode(StoredHistoryRow(entry))
        }
        #expect(try Self.bodies(in: database) == expected)
        #expect(try stores.history.recent(limit: 10) == Self.entries.reversed())
    }

    @Test func rowsOfTheGenericLogReadBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-text-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("unitconv.sqlite").path
        do {
            let database = try ConversionDatabase.open(path: path)
            let before = try SQLiteBoundedLog<HistoryEntry>(
                database: database, name: ConversionDatabase.historyLog, capacity: ConversionHistoryPolicy.capacity)
            for entry in Self.entries.prefix(3) { try before.append(entry) }
        }
        let (_, stores) = try Self.open(path)
        try stores.history.append(Self.entries[4])
        #expect(try stores.history.recent(limit: 10) == [Self.entries[4]] + Self.entries.prefix(3).reversed())
        expectEqual(stores.history.capacity, ConversionHistoryPolicy.capacity)
    }

    /// The history keeps `ConversionHistoryPolicy.capacity` entries, the newest.
    @Test func historyKeepsTheNewestHundred() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-text-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, stores) = try Self.open(folder.appendingPathComponent("unitconv.sqlite").path)
        let template = Self.entries[0]
        for index in 1...105 {
            try stores.history.append(
                HistoryEntry(
                    date: template.date, input: "\(index)", fromID: template.fromID, toID: template.toID,
                    value: template.value, exact: template.exact, precision: template.precision))
        }
        let recent = try stores.history.recent(limit: 200)
        expectEqual(recent.count, 100)
        expectEqual(recent.first?.input, "105")
        expectEqual(recent.last?.input, "6")
    }
}
