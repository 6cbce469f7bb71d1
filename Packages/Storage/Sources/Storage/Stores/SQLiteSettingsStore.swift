/// `SettingsStore` in a `SQLiteDatabase` opened with `StoreSchema.migrations`; values are JSON text (`StoredJSON`).
public struct SQLiteSettingsStore: SettingsStore {
    private let database: SQLiteDatabase
    private let namespace: String

    /// Creates the store for settings under `namespace` (for example the tool's name); stores with other
    /// namespaces in the same database do not see each other's keys.
    public init(database: SQLiteDatabase, namespace: String) {
        self.database = database
        self.namespace = namespace
    }

    /// The value stored under `key`, or nil.
    public func value<Value: Decodable>(forKey key: String, as type: Value.Type) throws(StorageError) -> Value? {
        let text = try database.read { session throws(StorageError) in
            try session.scalar(
                "SELECT value FROM storage_settings WHERE namespace = ? AND key = ?", [namespace, key], as: String.self)
        }
        guard let text else { return nil }
        return try StoredJSON.decode(type, from: text)
    }

    /// Stores `value` under `key`.
    public func setValue<Value: Encodable>(_ value: Value, forKey key: String) throws(StorageError) {
        try setJSONText(try StoredJSON.encode(value), forKey: key)
    }

    /// Stores JSON text the caller encoded under `key`.
    public func setJSONText(_ text: String, forKey key: String) throws(StorageError) {
        try database.transaction { session throws(StorageError) in
            try session.execute(
                """
                INSERT INTO storage_settings (namespace, key, value) VALUES (?, ?, ?)
                ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value
                """, [namespace, key, text])
        }
    }

    /// Reads, changes and stores the value in one write transaction (`BEGIN IMMEDIATE`): another connection's
    /// change waits for this one (up to the busy timeout) and then sees it.
    @discardableResult
    public func updateValue<Value: Codable>(
        forKey key: String, as type: Value.Type, _ change: (inout Value?) throws -> Void
    ) throws -> Value? {
        try database.transaction { session in
            let text = try session.scalar(
                "SELECT value FROM storage_settings WHERE namespace = ? AND key = ?", [namespace, key], as: String.self)
            var value = try text.map { text throws(StorageError) in try StoredJSON.decode(type, from: text) }
            try change(&value)
            if let value {
                try session.execute(
                    """
                    INSERT INTO storage_settings (namespace, key, value) VALUES (?, ?, ?)
                    ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value
                    """, [namespace, key, try StoredJSON.encode(value)])
            } else {
                try session.execute("DELETE FROM storage_settings WHERE namespace = ? AND key = ?", [namespace, key])
            }
            return value
        }
    }

    /// Removes the value under `key`.
    public func removeValue(forKey key: String) throws(StorageError) {
        try database.transaction { session throws(StorageError) in
            try session.execute("DELETE FROM storage_settings WHERE namespace = ? AND key = ?", [namespace, key])
        }
    }

    /// All keys in this namespace, sorted by their UTF-8 bytes.
    public func keys() throws(StorageError) -> [String] {
        try database.read { session throws(StorageError) in
            try session.query("SELECT key FROM storage_settings WHERE namespace = ? ORDER BY key", [namespace])
                .map { row throws(StorageError) in try row.value(at: 0, as: String.self) }
        }
    }
}
