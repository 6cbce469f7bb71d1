import Storage
import Synchronization

/// A `SettingsStore` in memory for tests; values go through `StoredJSON` exactly as in `SQLiteSettingsStore`,
/// so encoding and type-mismatch failures behave the same.
public final class InMemorySettingsStore: SettingsStore {
    private let values = Mutex<[String: String]>([:])
    /// Arm it to make the next call fail.
    public let faults = FaultSwitch()

    /// Creates an empty store.
    public init() {}

    /// The value under `key`, or nil.
    public func value<Value: Decodable>(forKey key: String, as type: Value.Type) throws(StorageError) -> Value? {
        try faults.trip()
        guard let text = values.withLock({ $0[key] }) else { return nil }
        return try StoredJSON.decode(type, from: text)
    }

    /// Stores `value` under `key`.
    public func setValue<Value: Encodable>(_ value: Value, forKey key: String) throws(StorageError) {
        try faults.trip()
        let text = try StoredJSON.encode(value)
        values.withLock { $0[key] = text }
    }

    /// Stores JSON text the caller encoded under `key`.
    public func setJSONText(_ text: String, forKey key: String) throws(StorageError) {
        try faults.trip()
        values.withLock { $0[key] = text }
    }

    /// Reads, changes and stores the value under the store's lock, so changes from several tasks are all kept.
    @discardableResult
    public func updateValue<Value: Codable>(
        forKey key: String, as type: Value.Type, _ change: (inout Value?) throws -> Void
    ) throws -> Value? {
        try faults.trip()
        // The text crosses the lock (a `Value` need not be Sendable); it is decoded again outside.
        let stored = try values.withLock { values throws -> String? in
            var value = try values[key].map { text throws(StorageError) in try StoredJSON.decode(type, from: text) }
            try change(&value)
            values[key] = try value.map { value throws(StorageError) in try StoredJSON.encode(value) }
            return values[key]
        }
        return try stored.map { text throws(StorageError) in try StoredJSON.decode(type, from: text) }
    }

    /// Removes the value under `key`.
    public func removeValue(forKey key: String) throws(StorageError) {
        try faults.trip()
        _ = values.withLock { $0.removeValue(forKey: key) }
    }

    /// All keys, sorted by their UTF-8 bytes (as SQLite's BINARY collation sorts them).
    public func keys() throws(StorageError) -> [String] {
        try faults.trip()
        return values.withLock { $0.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    }
}
