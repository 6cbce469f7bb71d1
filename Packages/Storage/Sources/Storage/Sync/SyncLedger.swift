/// Sync state — links to remote documents and an outbox — kept in two record collections (`sync.links`,
/// `sync.outbox`), so it needs no schema of its own and knows no domain type.
///
/// ```swift
/// let ledger = SyncLedger(database: database)              // SQLite
/// let test = SyncLedger(links: InMemoryRecordStore(), outbox: InMemoryRecordStore())
/// try ledger.saveLink(SyncLink(kind: "route", localKey: "Bodrum", remotePath: "users/u/routes/1", remoteVersion: t))
/// ```
public struct SyncLedger: Sendable {
    /// Collection of the links.
    public static let linkCollection = "sync.links"
    /// Collection of the outbox.
    public static let outboxCollection = "sync.outbox"
    private let linkRecords: any RecordStore<SyncLink>
    private let outboxRecords: any RecordStore<OutboxEntry>

    /// Creates a ledger over record stores (in-memory ones in tests).
    public init(links: any RecordStore<SyncLink>, outbox: any RecordStore<OutboxEntry>) {
        linkRecords = links
        outboxRecords = outbox
    }

    /// Creates a ledger in an open database.
    public init(database: SQLiteDatabase) {
        self.init(
            links: SQLiteRecordStore<SyncLink>(database: database, collection: Self.linkCollection),
            outbox: SQLiteRecordStore<OutboxEntry>(database: database, collection: Self.outboxCollection))
    }

    /// The links of `kind`, in the order first saved.
    public func links(kind: String) throws(StorageError) -> [SyncLink] {
        try linkRecords.all().filter { $0.kind == kind }
    }

    /// Saves a link, replacing the one of the same kind and key.
    public func saveLink(_ link: SyncLink) throws(StorageError) {
        try linkRecords.save(link)
    }

    /// Removes the link of `kind`/`localKey`; returns whether there was one.
    @discardableResult
    public func removeLink(kind: String, localKey: String) throws(StorageError) -> Bool {
        try linkRecords.delete(withID: "\(kind)/\(localKey)")
    }

    /// The outbox, oldest first.
    public func outbox() throws(StorageError) -> [OutboxEntry] {
        try outboxRecords.all().sorted { $0.queuedAt < $1.queuedAt }
    }

    /// Queues an item (once: queuing it again keeps the first entry).
    public func enqueue(_ entry: OutboxEntry) throws(StorageError) {
        guard try outboxRecords.record(withID: entry.id) == nil else { return }
        try outboxRecords.insert(entry)
    }

    /// Removes an item from the outbox; returns whether it was queued.
    @discardableResult
    public func dequeue(kind: String, localKey: String) throws(StorageError) -> Bool {
        try outboxRecords.delete(withID: "\(kind)/\(localKey)")
    }

    /// Removes every link and outbox entry.
    public func removeAll() throws(StorageError) {
        for link in try linkRecords.all() { try linkRecords.delete(withID: link.id) }
        for entry in try outboxRecords.all() { try outboxRecords.delete(withID: entry.id) }
    }
}
