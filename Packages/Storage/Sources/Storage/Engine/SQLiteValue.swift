import Foundation

/// One SQLite value: the five storage classes of <https://www.sqlite.org/datatype3.html>.
///
/// Swift types map onto these through `SQLiteValueConvertible`: `Int64`/`Int`/`Bool` → `integer`,
/// `Double` → `real`, `String`/`Decimal`/`UUID` → `text`, `Data`/`Date` → `blob` (<doc:StoredValues>), `nil` → `null`.
public enum SQLiteValue: Equatable, Hashable, Sendable {
    /// SQL NULL.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// An IEEE 754 double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Raw bytes (an empty blob stays an empty blob, never NULL).
    case blob(Data)

    /// The storage class name used in error messages (`NULL`, `INTEGER`, `REAL`, `TEXT`, `BLOB`).
    public var storageClassName: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}
