import Foundation

/// The `Decoder` behind `SQLiteRow.decode(_:)`: keyed by column name; a one-column row is also a single value.
struct SQLiteRowDecoder: Decoder {
    let row: SQLiteRow
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SQLiteRowKeyedContainer<Key>(row: row, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: codingPath, debugDescription: "a row is not a list"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard row.values.count == 1 else {
            throw DecodingError.typeMismatch(
                SQLiteValue.self,
                .init(codingPath: codingPath, debugDescription: "a row of \(row.values.count) columns is not one value")
            )
        }
        return SQLiteValueDecoder(value: row.values[0], codingPath: codingPath)
    }

    /// The message of a `.decodingFailed` error: the column and what went wrong.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            "column \(path(context)) does not hold \(type): \(context.debugDescription)"
        case .keyNotFound(let key, _): "no column named \(key.stringValue)"
        case .dataCorrupted(let context): "column \(path(context)): \(context.debugDescription)"
        @unknown default: "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}

/// Columns by name.
struct SQLiteRowKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let row: SQLiteRow
    let codingPath: [any CodingKey]

    var allKeys: [Key] { row.columnNames.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { row.columnNames.contains(key.stringValue) }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let index = row.columnNames.firstIndex(of: key.stringValue) else { return true }
        return row.values[index] == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decode(generic: type, forKey: key) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(generic: type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(generic: type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(generic: type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(generic: type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(generic: type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(generic: type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(generic: type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(generic: type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(generic: type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(generic: type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(generic: type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(generic: type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(generic: type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(generic: type, forKey: key) }

    private func decode<T: Decodable>(generic type: T.Type, forKey key: Key) throws -> T {
        guard let index = row.columnNames.firstIndex(of: key.stringValue) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no such column"))
        }
        return try SQLiteValueDecoder(value: row.values[index], codingPath: codingPath + [key]).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw Self.flat(key, codingPath)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw Self.flat(key, codingPath)
    }

    func superDecoder() throws -> any Decoder { SQLiteRowDecoder(row: row, codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder { SQLiteRowDecoder(row: row, codingPath: codingPath) }

    private static func flat(_ key: Key, _ path: [any CodingKey]) -> DecodingError {
        .typeMismatch(Any.self, .init(codingPath: path + [key], debugDescription: "a column holds one value"))
    }
}
