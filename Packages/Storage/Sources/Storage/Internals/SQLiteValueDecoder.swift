import Foundation

/// One column value as a `Decoder` and its single-value container.
struct SQLiteValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: SQLiteValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Raised when the type asks for a keyed or unkeyed container: the column should hold its JSON.
    private struct NeedsJSON: Error {}

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw NeedsJSON() }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw NeedsJSON() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(generic: type) }

    func decode(_ type: Bool.Type) throws -> Bool { try decode(generic: type) }
    func decode(_ type: String.Type) throws -> String { try decode(generic: type) }
    func decode(_ type: Double.Type) throws -> Double { try decode(generic: type) }
    func decode(_ type: Float.Type) throws -> Float { try decode(generic: type) }
    func decode(_ type: Int.Type) throws -> Int { try decode(generic: type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decode(generic: type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decode(generic: type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decode(generic: type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decode(generic: type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decode(generic: type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(generic: type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(generic: type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(generic: type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(generic: type) }

    private func decode<T: Decodable>(generic type: T.Type) throws -> T {
        if let convertible = type as? any SQLiteValueConvertible.Type {
            guard let decoded = convertible.init(sqliteValue: value) as? T else { throw mismatch(type) }
            return decoded
        }
        if let integer = type as? any FixedWidthInteger.Type {
            guard case .integer(let number) = value, let decoded = integer.init(exactly: number) as? T else {
                throw mismatch(type)
            }
            return decoded
        }
        do {
            return try T(from: self)
        } catch is NeedsJSON {
            return try decodeJSON(type)
        }
    }

    private func decodeJSON<T: Decodable>(_ type: T.Type) throws -> T {
        let bytes: Data
        switch value {
        case .text(let text): bytes = Data(text.utf8)
        case .blob(let blob): bytes = blob
        default: throw mismatch(type)
        }
        do {
            return try JSONDecoder().decode(type, from: bytes)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "not the JSON of \(T.self)", underlyingError: error))
        }
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "the column holds \(value.storageClassName)"))
    }
}
