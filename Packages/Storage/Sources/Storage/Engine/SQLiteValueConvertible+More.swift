import Foundation

extension Int32: SQLiteValueConvertible {
    /// Stored as INTEGER.
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }

    /// Reads INTEGER that fits in 32 bits; a larger one fails rather than being truncated.
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let number) = sqliteValue, let value = Int32(exactly: number) else { return nil }
        self = value
    }
}

extension Float: SQLiteValueConvertible {
    /// Stored as REAL (widened to Double exactly).
    public var sqliteValue: SQLiteValue { .real(Double(self)) }

    /// Reads REAL or INTEGER, rounded to the nearest Float.
    public init?(sqliteValue: SQLiteValue) {
        guard let number = Double(sqliteValue: sqliteValue) else { return nil }
        self = Float(number)
    }
}

extension URL: SQLiteValueConvertible {
    /// Stored as TEXT, the URL's `absoluteString` (`file:///…` for a file URL).
    public var sqliteValue: SQLiteValue { .text(absoluteString) }

    /// Reads TEXT that parses as a URL.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let text) = sqliteValue, let url = URL(string: text) else { return nil }
        self = url
    }
}

extension SQLiteValueConvertible where Self: RawRepresentable, Self.RawValue: SQLiteValueConvertible {
    /// Stored as its raw value, so `enum Kind: String, SQLiteValueConvertible {}` binds and reads with no code.
    public var sqliteValue: SQLiteValue { rawValue.sqliteValue }

    /// Reads the raw value and fails for one that names no case.
    public init?(sqliteValue: SQLiteValue) {
        guard let raw = RawValue(sqliteValue: sqliteValue) else { return nil }
        self.init(rawValue: raw)
    }
}
