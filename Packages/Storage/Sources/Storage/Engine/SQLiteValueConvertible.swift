/// A Swift type that can be bound as an SQL parameter and read back from a result column.
///
/// Conforming types in Storage: `Int64`, `Int`, `Double`, `String`, `Data`, `Bool`, `Date`, `Decimal`, `UUID`,
/// `SQLiteValue` and `Optional` of any of them (nil ↔ NULL). See each conformance for the stored form.
///
/// ```swift
/// try session.execute("INSERT INTO fees (name, amount) VALUES (?, ?)", ["arabuluculuk", Decimal(string: "1.10")])
/// ```
public protocol SQLiteValueConvertible: Sendable {
    /// The value to bind.
    var sqliteValue: SQLiteValue { get }

    /// Creates the Swift value from a stored value, or returns nil when the stored value has another type.
    init?(sqliteValue: SQLiteValue)
}
