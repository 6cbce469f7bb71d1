/// Named settings: any `Codable` value by string key.
///
/// Implementations: `SQLiteSettingsStore` (live), `InMemorySettingsStore` (StorageTestSupport).
///
/// ```swift
/// try settings.setValue(BoatProfile(name: "Poyraz", draftMetres: 1.9), forKey: "boat")
/// let boat = try settings.value(forKey: "boat", as: BoatProfile.self)
/// ```
public protocol SettingsStore: Sendable {
    /// The value stored under `key`, or nil when there is none.
    ///
    /// - Throws: `StorageError` of kind `.decodingFailed` when the stored value is not a `Value`.
    func value<Value: Decodable>(forKey key: String, as type: Value.Type) throws(StorageError) -> Value?

    /// Stores `value` under `key`, replacing any previous value.
    ///
    /// - Throws: `StorageError`, for example `.encodingFailed`, `.diskFull` or `.readOnly`.
    func setValue<Value: Encodable>(_ value: Value, forKey key: String) throws(StorageError)

    /// Removes the value under `key`; does nothing when there is none.
    func removeValue(forKey key: String) throws(StorageError)

    /// All keys that hold a value, sorted by their UTF-8 bytes.
    func keys() throws(StorageError) -> [String]

    /// Stores JSON text the caller encoded itself under `key` (for large values, where `JSONEncoder`'s tree costs
    /// many times the text's size); it must be what `StoredJSON.encode` gives for the value, so that `value(forKey:as:)`
    /// reads it back.
    ///
    /// - Throws: `StorageError`, for example `.diskFull` or `.readOnly`.
    func setJSONText(_ text: String, forKey key: String) throws(StorageError)

    /// Reads the value under `key` (nil: none stored), lets `change` edit it, and stores the result (nil removes
    /// it), as one step: a change another process or connection stores meanwhile is neither overwritten nor lost.
    /// When `change` throws, nothing is stored.
    ///
    /// - Returns: the value as stored (nil: none).
    /// - Throws: what `change` throws, or `StorageError`.
    @discardableResult
    func updateValue<Value: Codable>(forKey key: String, as type: Value.Type, _ change: (inout Value?) throws -> Void)
        throws -> Value?
}
