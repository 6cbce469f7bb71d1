import Storage
import Synchronization

/// A `RecordStore` in memory for tests, with the ordering and error kinds of `SQLiteRecordStore`.
public final class InMemoryRecordStore<Record: Codable & Identifiable & Sendable>: RecordStore
where Record.ID: Codable {
    /// Stored JSON bodies in first-insertion order, keyed by the JSON of the id.
    private let entries = Mutex<[(id: String, body: String)]>([])
    /// Arm it to make the next call fail.
    public let faults = FaultSwitch()

    /// Creates an empty store.
    public init() {}

    /// Adds a new record; `.constraintViolation` when the id exists.
    public func insert(_ record: Record) throws(StorageError) {
        try faults.trip()
        let (id, body) = (try StoredJSON.encode(record.id), try StoredJSON.encode(record))
        let inserted = entries.withLock { list in
            guard !list.contains(where: { $0.id == id }) else { return false }
            list.append((id, body))
            return true
        }
        guard inserted else { throw StorageError(kind: .constraintViolation, message: "record \(id) exists") }
    }

    /// Replaces the record with the same id in place; `.notFound` when there is none.
    public func update(_ record: Record) throws(StorageError) {
        try faults.trip()
        let (id, body) = (try StoredJSON.encode(record.id), try StoredJSON.encode(record))
        let updated = entries.withLock { list in
            guard let index = list.firstIndex(where: { $0.id == id }) else { return false }
            list[index].body = body
            return true
        }
        guard updated else { throw StorageError(kind: .notFound, message: "no record \(id)") }
    }

    /// Inserts the record or replaces it in place.
    public func save(_ record: Record) throws(StorageError) {
        try faults.trip()
        let (id, body) = (try StoredJSON.encode(record.id), try StoredJSON.encode(record))
        entries.withLock { list in
            if let index = list.firstIndex(where: { $0.id == id }) {
                list[index].body = body
            } else {
                list.append((id, body))
            }
        }
    }

    /// The record with `id`, or nil.
    public func record(withID id: Record.ID) throws(StorageError) -> Record? {
        try faults.trip()
        let key = try StoredJSON.encode(id)
        guard let body = entries.withLock({ list in list.first { $0.id == key }?.body }) else { return nil }
        return try StoredJSON.decode(Record.self, from: body)
    }

    /// Deletes the record with `id`; returns whether one was deleted.
    @discardableResult
    public func delete(withID id: Record.ID) throws(StorageError) -> Bool {
        try faults.trip()
        let key = try StoredJSON.encode(id)
        return entries.withLock { list in
            let before = list.count
            list.removeAll { $0.id == key }
            return list.count < before
        }
    }

    /// All records in first-insertion order.
    public func all() throws(StorageError) -> [Record] {
        try faults.trip()
        return try entries.withLock { $0.map(\.body) }.map { body throws(StorageError) in
            try StoredJSON.decode(Record.self, from: body)
        }
    }

    /// The number of records.
    public func count() throws(StorageError) -> Int {
        try faults.trip()
        return entries.withLock { $0.count }
    }
}
