import Storage
import Synchronization

/// A `BoundedLog` in memory for tests, with the capacity rule of `SQLiteBoundedLog`.
public final class InMemoryBoundedLog<Entry: Codable & Sendable>: BoundedLog {
    /// The most entries kept.
    public let capacity: Int
    /// JSON bodies, oldest first.
    private let bodies = Mutex<[String]>([])
    /// Arm it to make the next call fail.
    public let faults = FaultSwitch()

    /// Creates an empty log keeping at most `capacity` entries.
    ///
    /// - Throws: `StorageError` of kind `.invalidArgument` when `capacity` is below 1.
    public init(capacity: Int) throws(StorageError) {
        guard capacity >= 1 else {
            throw StorageError(kind: .invalidArgument, message: "log capacity \(capacity) is below 1")
        }
        self.capacity = capacity
    }

    /// Appends `entry` and drops the oldest entries beyond `capacity`.
    public func append(_ entry: Entry) throws(StorageError) {
        try faults.trip()
        let body = try StoredJSON.encode(entry)
        bodies.withLock { list in
            list.append(body)
            list.removeFirst(max(list.count - capacity, 0))
        }
    }

    /// The newest entries first, at most `limit` (all when nil; none when `limit` ≤ 0).
    public func entries(limit: Int?) throws(StorageError) -> [Entry] {
        try faults.trip()
        let newestFirst = bodies.withLock { Array($0.reversed().prefix(max(limit ?? Int.max, 0))) }
        return try newestFirst.map { body throws(StorageError) in try StoredJSON.decode(Entry.self, from: body) }
    }

    /// The number of entries.
    public func count() throws(StorageError) -> Int {
        try faults.trip()
        return bodies.withLock { $0.count }
    }

    /// Removes every entry.
    public func clear() throws(StorageError) {
        try faults.trip()
        bodies.withLock { $0.removeAll() }
    }
}
