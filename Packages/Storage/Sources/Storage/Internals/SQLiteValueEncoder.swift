import Foundation

/// One value as the column it is stored in, by the rules `SQLiteRow.decode(_:)` reads with: a
/// `SQLiteValueConvertible` as its own value (a `Date` as its 8-byte BLOB), another integer as INTEGER when it fits,
/// a type that encodes one value (a `String` enum) as that value, anything else (a struct, an array) as the TEXT of
/// its JSON, and nil as NULL.
final class SQLiteValueEncoder: Encoder, SingleValueEncodingContainer {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The value written, once one is.
    private(set) var value: SQLiteValue?
    /// Set when the type asked for a keyed or unkeyed container: the column holds its JSON.
    private var needsJSON = false

    private init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// The column value of `value`.
    ///
    /// - Throws: `EncodingError.invalidValue` for an integer beyond 64 bits or a value that writes nothing.
    static func column(of value: some Encodable, codingPath: [any CodingKey]) throws -> SQLiteValue {
        if let convertible = value as? any SQLiteValueConvertible { return convertible.sqliteValue }
        if let integer = value as? any FixedWidthInteger {
            guard let number = Int64(exactly: integer) else {
                throw EncodingError.invalidValue(
                    value, .init(codingPath: codingPath, debugDescription: "beyond 64 bits"))
            }
            return .integer(number)
        }
        let encoder = SQLiteValueEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        if encoder.needsJSON { return .text(try json(value, codingPath: codingPath)) }
        guard let column = encoder.value else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "wrote no value"))
        }
        return column
    }

    /// The value's JSON, keys sorted (what a nested `Decodable` reads back).
    private static func json(_ value: some Encodable, codingPath: [any CodingKey]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        needsJSON = true
        return KeyedEncodingContainer(DiscardingKeyedContainer<Key>(codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        needsJSON = true
        return DiscardingUnkeyedContainer(codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// A keyed container whose writes are dropped.
    static func discardingKeyed<Key: CodingKey>(_ type: Key.Type, _ path: [any CodingKey]) -> KeyedEncodingContainer<
        Key
    > {
        KeyedEncodingContainer(DiscardingKeyedContainer<Key>(codingPath: path))
    }

    /// An unkeyed container whose writes are dropped.
    static func discardingUnkeyed(_ path: [any CodingKey]) -> any UnkeyedEncodingContainer {
        DiscardingUnkeyedContainer(codingPath: path)
    }

    /// A single-value container whose write is dropped.
    static func discardingSingleValue(_ path: [any CodingKey]) -> any SingleValueEncodingContainer {
        DiscardingSingleValue(codingPath: path)
    }

    func encodeNil() throws { value = .null }
    func encode<T: Encodable>(_ value: T) throws { self.value = try Self.column(of: value, codingPath: codingPath) }
    func encode(_ value: Bool) throws { self.value = value.sqliteValue }
    func encode(_ value: String) throws { self.value = value.sqliteValue }
    func encode(_ value: Double) throws { self.value = value.sqliteValue }
    func encode(_ value: Float) throws { self.value = value.sqliteValue }
    func encode(_ value: Int) throws { self.value = value.sqliteValue }
    func encode(_ value: Int8) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: Int16) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: Int32) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: Int64) throws { self.value = .integer(value) }
    func encode(_ value: UInt) throws { self.value = try Self.column(of: value, codingPath: codingPath) }
    func encode(_ value: UInt8) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: UInt16) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: UInt32) throws { self.value = .integer(Int64(value)) }
    func encode(_ value: UInt64) throws { self.value = try Self.column(of: value, codingPath: codingPath) }
}

/// A keyed container whose writes are dropped: the value is written again as JSON.
private struct DiscardingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>(codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        DiscardingUnkeyedContainer(codingPath: codingPath)
    }
    mutating func superEncoder() -> any Encoder { DiscardingEncoder(codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { DiscardingEncoder(codingPath: codingPath) }
}

/// An unkeyed container whose writes are dropped.
private struct DiscardingUnkeyedContainer: UnkeyedEncodingContainer {
    let codingPath: [any CodingKey]
    var count = 0

    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>(codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { DiscardingEncoder(codingPath: codingPath) }
}

/// An encoder whose writes are dropped.
private struct DiscardingEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(DiscardingKeyedContainer<Key>(codingPath: codingPath))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingUnkeyedContainer(codingPath: codingPath) }
    func singleValueContainer() -> any SingleValueEncodingContainer { DiscardingSingleValue(codingPath: codingPath) }
}

/// A single-value container whose write is dropped.
private struct DiscardingSingleValue: SingleValueEncodingContainer {
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
}
