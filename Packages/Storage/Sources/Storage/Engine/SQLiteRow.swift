/// One result row: values by column index (0-based) or by column name, read as typed Swift values.
///
/// ```swift
/// for row in try session.query("SELECT name, amount FROM fees") {
///     let name = try row.value(at: 0, as: String.self)
///     let amount = try row.value(named: "amount", as: Decimal?.self)
/// }
/// ```
public struct SQLiteRow: Equatable, Sendable {
    /// The result column names, in order.
    public let columnNames: [String]
    /// The values, in column order.
    public let values: [SQLiteValue]

    /// Creates a row from column names and values of the same count.
    public init(columnNames: [String], values: [SQLiteValue]) {
        self.columnNames = columnNames
        self.values = values
    }

    /// The value of column `index` (0-based) as `type`.
    ///
    /// - Throws: `StorageError` of kind `.invalidArgument` for an index out of range, `.decodingFailed` when
    ///   the stored value does not have that type (for example NULL read as a non-optional).
    ///
    /// Inlinable, so a caller reading many rows gets it specialised for its types: unspecialised, each call looked
    /// up the generic metadata of `Value` (two thirds of reading a 200,000-point route; issue 30).
    @inlinable
    public func value<Value: SQLiteValueConvertible>(at index: Int, as type: Value.Type = Value.self)
        throws(StorageError) -> Value
    {
        guard values.indices.contains(index), let value = Value(sqliteValue: values[index]) else {
            throw failure(at: index, as: type)
        }
        return value
    }

    /// Why column `index` cannot be read as `type`: no such column, or another type stored.
    @usableFromInline
    func failure<Value>(at index: Int, as type: Value.Type) -> StorageError {
        guard values.indices.contains(index) else {
            return StorageError(kind: .invalidArgument, message: "no column \(index) in a row of \(values.count)")
        }
        let stored = values[index].storageClassName
        return StorageError(kind: .decodingFailed, message: "column \(index) holds \(stored), not \(Value.self)")
    }

    /// The value of the first column named `name` as `type`.
    ///
    /// - Throws: `StorageError` of kind `.invalidArgument` when no column has that name, `.decodingFailed`
    ///   when the stored value does not have that type.
    public func value<Value: SQLiteValueConvertible>(named name: String, as type: Value.Type = Value.self)
        throws(StorageError) -> Value
    {
        guard let index = columnNames.firstIndex(of: name) else {
            throw StorageError(kind: .invalidArgument, message: "no column named \(name)")
        }
        return try value(at: index, as: type)
    }
}
