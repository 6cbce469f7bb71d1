/// A collection of `Codable` records identified by their `id`, kept in a stable order (first insertion first).
///
/// Implementations: `SQLiteRecordStore` (live), `InMemoryRecordStore` (StorageTestSupport). Use it through
/// the primary associated type, for example `any RecordStore<Route>`.
///
/// ```swift
/// try routes.insert(route)
/// var stored = try routes.record(withID: route.id)
/// let everything = try routes.all()
/// ```
public protocol RecordStore<Record>: Sendable {
    /// The stored type; its `ID` is stored as JSON text, so any `Codable` ID works (UUID, String, Int …).
    associatedtype Record: Codable & Identifiable & Sendable where Record.ID: Codable

    /// Adds a new record at the end of the order.
    ///
    /// - Throws: `StorageError` of kind `.constraintViolation` when a record with this `id` exists.
    func insert(_ record: Record) throws(StorageError)

    /// Replaces the record with the same `id`, keeping its place in the order.
    ///
    /// - Throws: `StorageError` of kind `.notFound` when there is no such record.
    func update(_ record: Record) throws(StorageError)

    /// Inserts the record, or replaces the one with the same `id` in place.
    func save(_ record: Record) throws(StorageError)

    /// The record with `id`, or nil.
    func record(withID id: Record.ID) throws(StorageError) -> Record?

    /// Deletes the record with `id`.
    ///
    /// - Returns: Whether a record was deleted.
    @discardableResult
    func delete(withID id: Record.ID) throws(StorageError) -> Bool

    /// All records, in the order they were first inserted.
    func all() throws(StorageError) -> [Record]

    /// The number of records.
    func count() throws(StorageError) -> Int
}
