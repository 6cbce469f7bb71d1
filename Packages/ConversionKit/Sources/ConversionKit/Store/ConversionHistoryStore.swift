/// Persists the most recent conversions.
///
/// The app adapts it onto `Storage`; tests use `ConversionKitTestSupport.InMemoryConversionStore`.
public protocol ConversionHistoryStore: Sendable {
    /// Appends an entry and, in the same transaction, deletes the oldest entries beyond `capacity`.
    ///
    /// - Parameters:
    ///   - entry: the conversion to record.
    ///   - capacity: entries kept, ≥ 1 (``ConversionHistoryPolicy/capacity`` = 100 in the app).
    /// - Throws: the store's error when it cannot write; nothing is changed then.
    func append(_ entry: HistoryEntry, keepingLatest capacity: Int) throws
    /// Up to `limit` entries, newest first.
    func recent(limit: Int) throws -> [HistoryEntry]
    /// Deletes every entry.
    func clearHistory() throws
}

/// The history's fixed rules.
public enum ConversionHistoryPolicy {
    /// How many conversions the history keeps (the product brief: "a history of the last 100 conversions").
    public static let capacity = 100
}
