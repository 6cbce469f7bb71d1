import ConversionKit
import Storage

/// ConversionKit's history protocol on Storage's bounded log (append and prune in one transaction).
struct StoredConversionHistory: ConversionHistoryStore {
    /// The log; `SQLiteBoundedLog` in the tool, `InMemoryBoundedLog` in tests.
    let log: any BoundedLog<HistoryEntry>

    /// The log's capacity is fixed when it is opened; ConversionKit's policy is 100.
    var capacity: Int { ConversionHistoryPolicy.capacity }

    func append(_ entry: HistoryEntry) throws {
        try log.append(entry)
    }

    func recent(limit: Int) throws -> [HistoryEntry] {
        try log.entries(limit: limit)
    }

    func clearHistory() throws {
        try log.clear()
    }
}
