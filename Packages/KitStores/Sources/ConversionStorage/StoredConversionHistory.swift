import ConversionKit
import Storage

/// ConversionKit's history protocol on Storage's bounded log (append and prune in one transaction).
public struct StoredConversionHistory: ConversionHistoryStore {
    /// The log; `SQLiteBoundedLog` in the tool, `InMemoryBoundedLog` in tests.
    public let log: any BoundedLog<HistoryEntry>

    /// Creates the store over a bounded log opened with `ConversionHistoryPolicy.capacity`.
    public init(log: any BoundedLog<HistoryEntry>) {
        self.log = log
    }

    /// The log's capacity is fixed when it is opened; ConversionKit's policy is 100.
    public var capacity: Int { ConversionHistoryPolicy.capacity }

    /// Appends one conversion (the log drops the oldest beyond its capacity in the same transaction).
    public func append(_ entry: HistoryEntry) throws {
        try log.append(entry)
    }

    /// The newest `limit` conversions, newest first.
    public func recent(limit: Int) throws -> [HistoryEntry] {
        try log.entries(limit: limit)
    }

    /// Removes every conversion.
    public func clearHistory() throws {
        try log.clear()
    }
}
