import Expectations
import Foundation
import Testing

@testable import Storage

@Suite struct DatabaseValueTests {
    /// A value, the storage class SQLite must report for it (`typeof`), and a check that it reads back equal.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let value: any SQLiteValueConvertible
        let storageClass: String
        let readsBack: @Sendable (SQLiteRow) throws -> Bool
        var testDescription: String { name }

        static func make<Value: SQLiteValueConvertible & Equatable>(
            _ name: String, _ value: Value, _ storageClass: String
        ) -> Case {
            Case(name: name, value: value, storageClass: storageClass) { row in
                try row.value(at: 0, as: Value.self) == value
            }
        }
    }

    static let cases: [Case] = [
        .make("Int64.max", Int64.max, "integer"),
        .make("Int64.min", Int64.min, "integer"),
        .make("Int", -42, "integer"),
        .make("Double", 0.1, "real"),
        .make("Double subnormal-adjacent", -1.5e-300, "real"),
        .make("String with NUL and Turkish", "İstanbul\u{0}ğüşöç", "text"),
        .make("empty String", "", "text"),
        .make("Data", Data([0, 1, 255]), "blob"),
        .make("empty Data", Data(), "blob"),
        .make("true", true, "integer"),
        .make("false", false, "integer"),
        .make("Date", Date(timeIntervalSince1970: 1_782_900_000.25), "blob"),
        .make("Decimal 38 digits", decimal("1234567890123456789.0123456789012345678"), "text"),
        .make("Decimal negative", decimal("-0.000001"), "text"),
        .make("UUID", UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)), "text"),
        .make("nil", String?.none, "null"),
        .make("Optional value", Int64?.some(7), "integer"),
        .make("SQLiteValue", SQLiteValue.real(2.5), "real"),
    ]

    @Test(arguments: cases)
    func bindsWithTheDocumentedStorageClassAndReadsBack(_ testCase: Case) throws {
        let database = try SQLiteDatabase(location: .inMemory)
        let row = try database.read { session throws(StorageError) in
            try session.query("SELECT ?, typeof(?)", [testCase.value, testCase.value])[0]
        }
        #expect(try row.value(at: 1, as: String.self) == testCase.storageClass)
        #expect(try testCase.readsBack(row))
    }

    @Test func decimalIsStoredAsItsExactText() throws {
        let database = try SQLiteDatabase(location: .inMemory)
        let text = try database.read { session throws(StorageError) in
            try session.scalar("SELECT ?", [decimal("100.10")], as: String.self)
        }
        expectEqual(text, "100.1")
    }

    /// Dates stored before issue 35 (REAL Unix seconds, or INTEGER where a column's affinity made them so) still read.
    @Test func dateStoredAsUnixSecondsStillReads() throws {
        let database = try SQLiteDatabase(location: .inMemory)
        let dates = try database.read { session throws(StorageError) in
            try session.query("SELECT 1782900000.25, 1782900000")[0]
        }
        expectEqual(try dates.value(at: 0, as: Date.self), Date(timeIntervalSince1970: 1_782_900_000.25))
        expectEqual(try dates.value(at: 1, as: Date.self), Date(timeIntervalSince1970: 1_782_900_000))
    }

    /// Stored values that a Swift type must refuse, with the column's stored form.
    @Test(arguments: [
        ("SELECT NULL", "Int64"), ("SELECT 'x'", "Int64"), ("SELECT 2", "Bool"), ("SELECT 1.5", "String"),
        ("SELECT '12abc'", "Decimal"), ("SELECT '1e5'", "Decimal"), ("SELECT '.5'", "Decimal"), ("SELECT 'a'", "Data"),
        ("SELECT 'not-a-uuid'", "UUID"), ("SELECT 'x'", "Date"), ("SELECT 'x'", "Double"), ("SELECT 'x'", "Int?"),
    ])
    func mismatchedStoredValueIsADecodingFailure(sql: String, type: String) throws {
        let database = try SQLiteDatabase(location: .inMemory)
        let row = try database.read { session throws(StorageError) in try session.query(sql)[0] }
        let read: [String: (SQLiteRow) throws -> Void] = [
            "Int64": { _ = try $0.value(at: 0, as: Int64.self) }, "Bool": { _ = try $0.value(at: 0, as: Bool.self) },
            "String": { _ = try $0.value(at: 0, as: String.self) },
            "Decimal": { _ = try $0.value(at: 0, as: Decimal.self) },
            "Data": { _ = try $0.value(at: 0, as: Data.self) },
            "UUID": { _ = try $0.value(at: 0, as: UUID.self) }, "Date": { _ = try $0.value(at: 0, as: Date.self) },
            "Double": { _ = try $0.value(at: 0, as: Double.self) }, "Int?": { _ = try $0.value(at: 0, as: Int?.self) },
        ]
        let attempt = try #require(read[type])
        #expect { try attempt(row) } throws: { ($0 as? StorageError)?.kind == .decodingFailed }
    }

    @Test func rowReadsByNameAndRefusesUnknownColumns() throws {
        let database = try SQLiteDatabase(location: .inMemory)
        let row = try database.read { session throws(StorageError) in try session.query("SELECT 3 AS knots, 1 AS x")[0]
        }
        #expect(try row.value(named: "knots", as: Int.self) == 3)
        expectEqual(row.columnNames, ["knots", "x"])
        #expect { try row.value(named: "speed", as: Int.self) } throws: {
            ($0 as? StorageError)?.kind == .invalidArgument
        }
        #expect { try row.value(at: 2, as: Int.self) } throws: { ($0 as? StorageError)?.kind == .invalidArgument }
    }

    @Test func integerColumnReadsAsDoubleAndDate() throws {
        let database = try SQLiteDatabase(location: .inMemory)
        let row = try database.read { session throws(StorageError) in try session.query("SELECT 86400")[0] }
        #expect(try row.value(at: 0, as: Double.self) == 86_400)
        #expect(try row.value(at: 0, as: Date.self) == Date(timeIntervalSince1970: 86_400))
    }

    @Test func storageClassNamesMatchSQLite() {
        let values: [SQLiteValue] = [.null, .integer(1), .real(1), .text(""), .blob(Data())]
        expectEqual(values.map(\.storageClassName), ["NULL", "INTEGER", "REAL", "TEXT", "BLOB"])
    }
}
