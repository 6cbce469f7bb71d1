import Foundation

/// The JSON form in which the generic stores keep `Codable` values: UTF-8, keys sorted, dates as Foundation's
/// default (seconds since 2001-01-01 as a number, exact), so equal values are stored as equal text.
///
/// Public so that test doubles and adapters store exactly what the SQLite stores store.
public enum StoredJSON {
    /// Encodes `value` as JSON text.
    ///
    /// - Throws: `StorageError` of kind `.encodingFailed`, for example for a Double that is NaN or infinite.
    public static func encode<Value: Encodable>(_ value: Value) throws(StorageError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw StorageError(kind: .encodingFailed, message: "cannot encode \(Value.self): \(error)")
        }
    }

    /// Decodes JSON text written by `encode(_:)`.
    ///
    /// - Throws: `StorageError` of kind `.decodingFailed` when the text does not hold a `Value`.
    public static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws(StorageError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw StorageError(kind: .decodingFailed, message: "stored value is not a \(Value.self): \(error)")
        }
    }
}
