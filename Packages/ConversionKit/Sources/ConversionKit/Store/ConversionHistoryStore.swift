/// Persists the most recent conversions.
///
/// The app adapts it onto `Storage`; tests use `ConversionKitTestSupport.InMemoryConversionStore`.
public protocol ConversionHistoryStore: Sendable {
    /// The most entries the store keeps (``ConversionHistoryPolicy/capacity`` in the app).
    var capacity: Int { get }
    /// Appends an entry and, in the same transaction, deletes the oldest entries beyond ``capacity``.
    ///
    /// - Parameter entry: the conversion to record.
    /// - Throws: the store's error when it cannot write; nothing is changed then.
    func append(_ entry: HistoryEntry) throws
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
