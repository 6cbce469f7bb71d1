import Foundation

extension SQLiteRow {
    /// The row decoded into a `Decodable` type: each coding key names a result column.
    ///
    /// A property whose type is `SQLiteValueConvertible` (`Int`, `Double`, `String`, `Date`, `Decimal`, `UUID`,
    /// `URL`, `Data`, …, and `RawRepresentable` enums) reads as that type reads; other integer types read INTEGER
    /// that fits; a nested `Decodable` (a struct, an array) reads a TEXT or BLOB column holding its JSON; an optional
    /// property reads NULL or a missing column as nil. A row of one column also decodes into a single value
    /// (`String`, an enum).
    ///
    /// ```swift
    /// struct Boat: Decodable { let id: String; let name: String; let length: Double? }
    /// let boat = try session.query("SELECT id, name, length FROM boats")[0].decode(Boat.self)
    /// ```
    ///
    /// - Throws: `StorageError` of kind `.decodingFailed` naming the column that did not fit.
    public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws(StorageError) -> Value {
        do {
            return try Value(from: SQLiteRowDecoder(row: self))
        } catch let error as DecodingError {
            throw StorageError(kind: .decodingFailed, message: SQLiteRowDecoder.describe(error))
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(kind: .decodingFailed, message: "\(Value.self): \(error)")
        }
    }
}

extension DatabaseSession {
    /// Runs a query and decodes every row into `type` (see `SQLiteRow.decode(_:)`).
    ///
    /// - Throws: `StorageError`, `.decodingFailed` for a row that does not fit.
    public func fetchAll<Value: Decodable>(
        _ type: Value.Type, _ sql: String, _ arguments: [any SQLiteValueConvertible] = []
    ) throws(StorageError) -> [Value] {
        var values: [Value] = []
        try forEachRow(sql, arguments) { row throws(StorageError) in values.append(try row.decode(type)) }
        return values
    }

    /// Runs a query and decodes its first row into `type`, or returns nil when there is no row.
    ///
    /// - Throws: `StorageError`, `.decodingFailed` when the row does not fit.
    public func fetchOne<Value: Decodable>(
        _ type: Value.Type, _ sql: String, _ arguments: [any SQLiteValueConvertible] = []
    ) throws(StorageError) -> Value? {
        try query(sql, arguments).first.map { row throws(StorageError) in try row.decode(type) }
    }
}
