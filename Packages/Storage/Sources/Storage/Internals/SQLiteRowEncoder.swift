import Foundation

/// The `Encoder` behind `DatabaseSession.insert(_:into:)` and its kin: each coding key names a column, each value is
/// stored by ``SQLiteValueEncoder``'s rules, and nil — `encodeIfPresent` of a synthesized `encode(to:)` too — is
/// NULL, so an update clears a column whose property became nil.
final class SQLiteRowEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The columns in the order the record wrote them (a column written twice keeps its place and its last value).
    private(set) var columns: [(name: String, value: SQLiteValue)] = []
    /// Set when the record is not a keyed container (an array, a single value): it has no columns.
    private(set) var isNotARow = false
    /// Set when the record asked for a nested container under a key: a column holds one value.
    var nestedKey: String?

    /// The columns of a record.
    ///
    /// - Throws: `StorageError` of kind `.encodingFailed` naming the column that could not be stored.
    static func columns(of record: some Encodable) throws(StorageError) -> [(name: String, value: SQLiteValue)] {
        let encoder = SQLiteRowEncoder()
        do {
            try record.encode(to: encoder)
        } catch {
            throw StorageError(kind: .encodingFailed, message: "cannot store \(type(of: record)): \(error)")
        }
        if let key = encoder.nestedKey {
            throw StorageError(
                kind: .encodingFailed,
                message: "cannot store \(type(of: record)): column \(key) is a nested container; encode a value instead"
            )
        }
        guard !encoder.isNotARow, !encoder.columns.isEmpty else {
            throw StorageError(kind: .encodingFailed, message: "\(type(of: record)) is not a row of named columns")
        }
        return encoder.columns
    }

    func set(_ name: String, _ value: SQLiteValue) {
        if let index = columns.firstIndex(where: { $0.name == name }) {
            columns[index].value = value
        } else {
            columns.append((name, value))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(SQLiteRowKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        isNotARow = true
        return SQLiteValueEncoder.discardingUnkeyed(codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        isNotARow = true
        return SQLiteValueEncoder.discardingSingleValue(codingPath)
    }
}

/// Columns by name.
struct SQLiteRowKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: SQLiteRowEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.set(key.stringValue, .null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.set(key.stringValue, try SQLiteValueEncoder.column(of: value, codingPath: [key]))
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(generic: value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(generic: value, key) }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }

    private mutating func encode<T: Encodable>(generic value: T, _ key: Key) throws {
        encoder.set(key.stringValue, try SQLiteValueEncoder.column(of: value, codingPath: [key]))
    }

    private mutating func present<T: Encodable>(_ value: T?, _ key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(generic: value, key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        encoder.nestedKey = key.stringValue
        return SQLiteValueEncoder.discardingKeyed(keyType, codingPath)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.nestedKey = key.stringValue
        return SQLiteValueEncoder.discardingUnkeyed(codingPath)
    }

    mutating func superEncoder() -> any Encoder { encoder }

    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
}
