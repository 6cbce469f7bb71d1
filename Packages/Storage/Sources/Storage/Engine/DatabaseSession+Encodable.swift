import Foundation

extension DatabaseSession {
    /// Inserts a record as one row: each coding key names a column (as `SQLiteRow.decode(_:)` reads them back).
    ///
    /// Values are stored by the rules rows are read with (<doc:StoredValues>): a `SQLiteValueConvertible` as its own
    /// value (`Date` as its 8-byte BLOB, `Decimal` as its text, `Bool` as 0 or 1, a `RawRepresentable` enum as its raw
    /// value), another integer as INTEGER, a nested `Encodable` (a struct, an array) as the TEXT of its JSON, nil as
    /// NULL.
    ///
    /// ```swift
    /// struct Boat: Codable { let id: String; let name: String; let length: Double? }
    /// try session.insert(Boat(id: "b1", name: "Deniz", length: nil), into: "boats")
    /// ```
    ///
    /// - Parameters:
    ///   - record: the row.
    ///   - table: the table's name.
    /// - Throws: `StorageError`: `.encodingFailed` for a value that cannot be stored, `.constraintViolation` for a duplicate
    ///   key, as `execute`.
    public func insert(_ record: some Encodable, into table: String) throws(StorageError) {
        let columns = try SQLiteRowEncoder.columns(of: record)
        try execute(
            "INSERT INTO \(Self.quoted(table)) (\(Self.names(columns))) VALUES (\(Self.placeholders(columns.count)))",
            columns.map(\.value))
    }

    /// Writes every column of a record to the row whose `key` columns hold the record's values for them.
    ///
    /// An optional property that is nil sets its column to NULL.
    ///
    /// - Parameters:
    ///   - record: the row.
    ///   - table: the table's name.
    ///   - key: the columns that identify the row (its primary key), among the record's coding keys.
    /// - Throws: `StorageError`: `.notFound` when no row has that key, `.encodingFailed` as ``insert(_:into:)``.
    public func update(_ record: some Encodable, in table: String, key: [String]) throws(StorageError) {
        let columns = try SQLiteRowEncoder.columns(of: record)
        let (keys, others) = try Self.split(columns, key: key, table: table)
        guard !others.isEmpty else { return }
        let set = others.map { "\(Self.quoted($0.name)) = ?" }.joined(separator: ", ")
        let match = keys.map { "\(Self.quoted($0.name)) = ?" }.joined(separator: " AND ")
        let changed = try execute(
            "UPDATE \(Self.quoted(table)) SET \(set) WHERE \(match)", (others + keys).map(\.value))
        guard changed > 0 else {
            throw StorageError(kind: .notFound, message: "no row of \(table) with that \(key.joined(separator: ", "))")
        }
    }

    /// Inserts a record, or updates every other column of the row that has its `key` (SQLite's UPSERT,
    /// `ON CONFLICT … DO UPDATE`).
    ///
    /// - Parameters:
    ///   - record: the row.
    ///   - table: the table's name.
    ///   - key: the columns of a unique index or primary key, among the record's coding keys.
    /// - Throws: `StorageError`, as ``insert(_:into:)``.
    public func upsert(_ record: some Encodable, into table: String, key: [String]) throws(StorageError) {
        let columns = try SQLiteRowEncoder.columns(of: record)
        let (_, others) = try Self.split(columns, key: key, table: table)
        let action =
            others.isEmpty
            ? "NOTHING"
            : "UPDATE SET "
                + others.map { "\(Self.quoted($0.name)) = excluded.\(Self.quoted($0.name))" }
                .joined(separator: ", ")
        try execute(
            """
            INSERT INTO \(Self.quoted(table)) (\(Self.names(columns))) VALUES (\(Self.placeholders(columns.count)))
            ON CONFLICT (\(key.map(Self.quoted).joined(separator: ", "))) DO \(action)
            """, columns.map(\.value))
    }

    /// The key columns (in `key`'s order) and the others.
    private static func split(
        _ columns: [(name: String, value: SQLiteValue)], key: [String], table: String
    ) throws(StorageError) -> (keys: [(name: String, value: SQLiteValue)], others: [(name: String, value: SQLiteValue)])
    {
        var keys: [(name: String, value: SQLiteValue)] = []
        for name in key {
            guard let column = columns.first(where: { $0.name == name }) else {
                throw StorageError(kind: .encodingFailed, message: "the record for \(table) has no key column \(name)")
            }
            keys.append(column)
        }
        guard !keys.isEmpty else {
            throw StorageError(kind: .encodingFailed, message: "a key of \(table) needs at least one column")
        }
        return (keys, columns.filter { !key.contains($0.name) })
    }

    /// An identifier in double quotes, a `"` doubled (SQL's quoting, sqlite.org/lang_keywords.html).
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func names(_ columns: [(name: String, value: SQLiteValue)]) -> String {
        columns.map { quoted($0.name) }.joined(separator: ", ")
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
