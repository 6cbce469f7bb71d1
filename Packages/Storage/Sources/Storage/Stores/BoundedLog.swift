/// A newest-first log that keeps at most `capacity` entries (for example the converter's last 100
/// conversions): appending beyond the capacity drops the oldest entries in the same transaction.
///
/// Implementations: `SQLiteBoundedLog` (live), `InMemoryBoundedLog` (StorageTestSupport).
///
/// ```swift
/// try history.append(conversion)
/// let latest = try history.entries(limit: 10)  // newest first
/// ```
public protocol BoundedLog<Entry>: Sendable {
    /// The stored entry type.
    associatedtype Entry: Codable & Sendable

    /// The most entries kept (at least 1).
    var capacity: Int { get }

    /// Appends `entry` as the newest and drops the oldest entries beyond `capacity`, atomically.
    func append(_ entry: Entry) throws(StorageError)

    /// The newest entries first, at most `limit` of them (all when nil; none when `limit` ≤ 0).
    func entries(limit: Int?) throws(StorageError) -> [Entry]

    /// The number of entries (never more than `capacity` after an append).
    func count() throws(StorageError) -> Int

    /// Removes every entry.
    func clear() throws(StorageError)
}

extension BoundedLog {
    /// All entries, newest first.
    public func entries() throws(StorageError) -> [Entry] {
        try entries(limit: nil)
    }
}
