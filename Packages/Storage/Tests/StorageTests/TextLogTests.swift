import Foundation
import Testing

@testable import Storage

/// `SQLiteTextLog` (issue 17): the rows of `SQLiteBoundedLog` as text, for a caller that encodes its entries itself;
/// each reads what the other wrote, and the capacity rule is the same.
@Suite struct TextLogTests {
    static func database() throws -> (SQLiteDatabase, TemporaryDirectory) {
        let directory = TemporaryDirectory()
        let database = try SQLiteDatabase(
            location: .file(path: directory.file("log.sqlite")), migrations: StoreSchema.migrations)
        return (database, directory)
    }

    @Test func textLogAndBoundedLogShareTheirRows() throws {
        let (database, directory) = try Self.database()
        defer { _ = directory }
        let typed = try SQLiteBoundedLog<SampleConversion>(database: database, name: "history", capacity: 3)
        let text = try SQLiteTextLog(database: database, name: "history", capacity: 3)
        try typed.append(SampleConversion(input: "1 mi", output: "1.609344 km"))
        #expect(try text.bodies(limit: nil) == [#"{"input":"1 mi","output":"1.609344 km"}"#])
        try text.append(body: #"{"input":"2 mi","output":"3.218688 km"}"#)
        #expect(try typed.entries(limit: 1) == [SampleConversion(input: "2 mi", output: "3.218688 km")])
        #expect(try text.count() == 2)
    }

    @Test func textLogKeepsTheNewestWithinItsCapacity() throws {
        let (database, directory) = try Self.database()
        defer { _ = directory }
        let log = try SQLiteTextLog(database: database, name: "h", capacity: 2)
        let other = try SQLiteTextLog(database: database, name: "other", capacity: 2)
        for index in 1...5 { try log.append(body: "\(index)") }
        try other.append(body: "x")
        #expect(try log.bodies(limit: nil) == ["5", "4"])
        #expect(try log.bodies(limit: 1) == ["5"])
        #expect(try log.bodies(limit: 0).isEmpty)
        try log.clear()
        #expect(try log.count() == 0)
        #expect(try other.bodies(limit: nil) == ["x"])
        #expect { try SQLiteTextLog(database: database, name: "h", capacity: 0) } throws: {
            ($0 as? StorageError)?.kind == .invalidArgument
        }
    }
}
