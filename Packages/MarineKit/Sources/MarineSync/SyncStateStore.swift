/// Where the sync keeps its links and the trip outbox between runs.
///
/// The app layer adapts it onto Storage's `SyncLedger`; `MarineKitTestSupport` ships `InMemorySyncStateStore`.
public protocol SyncStateStore: Sendable {
    /// Every link of `kind`, by local key (route name, trip id as text, `boat`).
    func links(_ kind: SyncKind) throws -> [String: SyncLinkState]
    /// Stores the link of a local item, replacing an earlier one.
    func saveLink(_ link: SyncLinkState, kind: SyncKind, localKey: String) throws
    /// Forgets the link of a local item.
    func removeLink(kind: SyncKind, localKey: String) throws
    /// Trips waiting to be pushed, oldest first.
    func outbox() throws -> [Int64]
    /// Queues a finished trip for the next push (no effect when queued already).
    func enqueueTrip(_ id: Int64) throws
    /// Removes a pushed trip from the queue.
    func dequeueTrip(_ id: Int64) throws
    /// Forgets every link and queued trip (after signing in as another user).
    func reset() throws
}

extension SyncStateStore {
    /// Moves the link of a renamed local item to its new key.
    ///
    /// The next sync then updates the same document: a rename is an update of the name, never a delete and a new
    /// document. No effect without a link.
    public func moveLink(kind: SyncKind, from oldKey: String, to newKey: String) throws {
        guard oldKey != newKey, let link = try links(kind)[oldKey] else { return }
        try saveLink(link, kind: kind, localKey: newKey)
        try removeLink(kind: kind, localKey: oldKey)
    }
}
