import Foundation

extension SQLiteValue: SQLiteValueConvertible {
    /// The value itself.
    public var sqliteValue: SQLiteValue { self }

    /// Wraps any stored value.
    public init?(sqliteValue: SQLiteValue) { self = sqliteValue }
}

extension Int64: SQLiteValueConvertible {
    /// Stored as INTEGER.
    public var sqliteValue: SQLiteValue { .integer(self) }

    /// Reads INTEGER only.
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let number) = sqliteValue else { return nil }
        self = number
    }
}

extension Int: SQLiteValueConvertible {
    /// Stored as INTEGER (Int is 64-bit on every platform Storage supports).
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }

    /// Reads INTEGER only.
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let number) = sqliteValue, let value = Int(exactly: number) else { return nil }
        self = value
    }
}

extension Double: SQLiteValueConvertible {
    /// Stored as REAL.
    ///
    /// SQLite stores NaN as NULL, which reads back as nil through `Double?`.
    public var sqliteValue: SQLiteValue { .real(self) }

    /// Reads REAL, and INTEGER converted to the nearest Double (a REAL column may hand back integral values).
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let number): self = number
        case .integer(let number): self = Double(number)
        default: return nil
        }
    }
}

extension String: SQLiteValueConvertible {
    /// Stored as TEXT (UTF-8).
    public var sqliteValue: SQLiteValue { .text(self) }

    /// Reads TEXT only.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue else { return nil }
        self = text
    }
}

extension Data: SQLiteValueConvertible {
    /// Stored as BLOB; an empty Data stays an empty blob.
    public var sqliteValue: SQLiteValue { .blob(self) }

    /// Reads BLOB only.
    public init?(sqliteValue: SQLiteValue) {
        guard case .blob(let bytes) = sqliteValue else { return nil }
        self = bytes
    }
}

extension Bool: SQLiteValueConvertible {
    /// Stored as INTEGER 1 (true) or 0 (false), as SQLite's own TRUE and FALSE.
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }

    /// Reads INTEGER 0 and 1 only.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .integer(0): self = false
        case .integer(1): self = true
        default: return nil
        }
    }
}

extension UUID: SQLiteValueConvertible {
    /// Stored as TEXT in the canonical upper-case form, for example `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
    public var sqliteValue: SQLiteValue { .text(uuidString) }

    /// Reads TEXT holding a UUID in either case.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    /// nil is stored as NULL; a value as its wrapped type stores it.
    public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }

    /// NULL reads as nil; anything else as the wrapped type reads it (and fails when that fails).
    ///
    /// Inlinable, like ``SQLiteRow/value(at:as:)``: unspecialised, each nullable column looked up the generic metadata
    /// of `Wrapped` (issue 30).
    @inlinable
    public init?(sqliteValue: SQLiteValue) {
        if sqliteValue == .null {
            self = .none
            return
        }
        guard let wrapped = Wrapped(sqliteValue: sqliteValue) else { return nil }
        self = .some(wrapped)
    }
}
