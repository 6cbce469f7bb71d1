import Foundation
import MarineSync
import Storage

/// MarineKit's `SyncStateStore` on Storage's `SyncLedger` (collections `sync.links`, `sync.outbox`).
public struct StoredSyncState: SyncStateStore {
    private let ledger: SyncLedger
    private let now: @Sendable () -> Date

    /// Wraps a ledger; `now` stamps outbox entries.
    public init(ledger: SyncLedger, now: @escaping @Sendable () -> Date) {
        self.ledger = ledger
        self.now = now
    }

    /// Every link of `kind`, by local key.
    public func links(_ kind: SyncKind) throws -> [String: SyncLinkState] {
        Dictionary(
            try ledger.links(kind: kind.rawValue).map { link in
                (
                    link.localKey,
                    SyncLinkState(
                        path: link.remotePath, updateTime: link.remoteVersion, localBase: link.localBase,
                        remoteBase: link.remoteBase)
                )
            }, uniquingKeysWith: { $1 })
    }

    /// Stores a link.
    public func saveLink(_ link: SyncLinkState, kind: SyncKind, localKey: String) throws {
        try ledger.saveLink(
            SyncLink(
                kind: kind.rawValue, localKey: localKey, remotePath: link.path, remoteVersion: link.updateTime,
                localBase: link.localBase, remoteBase: link.remoteBase))
    }

    /// Forgets a link.
    public func removeLink(kind: SyncKind, localKey: String) throws {
        try ledger.removeLink(kind: kind.rawValue, localKey: localKey)
    }

    /// The queued trips, oldest first.
    public func outbox() throws -> [Int64] {
        try ledger.outbox().filter { $0.kind == SyncKind.trip.rawValue }.compactMap { Int64($0.localKey) }
    }

    /// Queues a trip.
    public func enqueueTrip(_ id: Int64) throws {
        try ledger.enqueue(OutboxEntry(kind: SyncKind.trip.rawValue, localKey: String(id), queuedAt: now()))
    }

    /// Removes a trip from the queue.
    public func dequeueTrip(_ id: Int64) throws {
        try ledger.dequeue(kind: SyncKind.trip.rawValue, localKey: String(id))
    }

    /// Forgets everything.
    public func reset() throws {
        try ledger.removeAll()
    }
}
