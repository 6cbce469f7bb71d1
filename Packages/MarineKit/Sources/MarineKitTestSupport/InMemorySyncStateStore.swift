import Foundation
import MarineSync

/// `SyncStateStore` in memory, for tests.
public final class InMemorySyncStateStore: SyncStateStore, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [SyncKind: [String: SyncLinkState]] = [:]
    private var queue: [Int64] = []

    /// Creates an empty store.
    public init() {}

    /// Every link of `kind`.
    public func links(_ kind: SyncKind) -> [String: SyncLinkState] {
        lock.withLock { stored[kind] ?? [:] }
    }

    /// Stores a link.
    public func saveLink(_ link: SyncLinkState, kind: SyncKind, localKey: String) {
        lock.withLock { stored[kind, default: [:]][localKey] = link }
    }

    /// Forgets a link.
    public func removeLink(kind: SyncKind, localKey: String) {
        lock.withLock { _ = stored[kind]?.removeValue(forKey: localKey) }
    }

    /// The queued trips.
    public func outbox() -> [Int64] {
        lock.withLock { queue }
    }

    /// Queues a trip once.
    public func enqueueTrip(_ id: Int64) {
        lock.withLock { if !queue.contains(id) { queue.append(id) } }
    }

    /// Removes a trip from the queue.
    public func dequeueTrip(_ id: Int64) {
        lock.withLock { queue.removeAll { $0 == id } }
    }

    /// Forgets everything.
    public func reset() {
        lock.withLock {
            stored = [:]
            queue = []
        }
    }
}
