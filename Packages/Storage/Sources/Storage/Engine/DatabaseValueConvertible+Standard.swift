import Foundation

extension DatabaseValue: DatabaseValueConvertible {
    /// The value itself.
    public var databaseValue: DatabaseValue { self }

    /// Wraps any stored value.
    public init?(databaseValue: DatabaseValue) { self = databaseValue }
}

extension Int64: DatabaseValueConvertible {
    /// Stored as INTEGER.
    public var databaseValue: DatabaseValue { .integer(self) }

    /// Reads INTEGER only.
    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let number) = databaseValue else { return nil }
        self = number
    }
}

extension Int: DatabaseValueConvertible {
    /// Stored as INTEGER (Int is 64-bit on every platform Storage supports).
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }

    /// Reads INTEGER only.
    public init?(databaseValue: DatabaseValue) {
        guard case .integer(let number) = databaseValue, let value = Int(exactly: number) else { return nil }
        self = value
    }
}

extension Double: DatabaseValueConvertible {
    /// Stored as REAL.
    ///
    /// SQLite stores NaN as NULL, which reads back as nil through `Double?`.
    public var databaseValue: DatabaseValue { .real(self) }

    /// Reads REAL, and INTEGER converted to the nearest Double (a REAL column may hand back integral values).
    public init?(databaseValue: DatabaseValue) {
        switch databaseValue {
        case .real(let number): self = number
        case .integer(let number): self = Double(number)
        default: return nil
        }
    }
}

extension String: DatabaseValueConvertible {
    /// Stored as TEXT (UTF-8).
    public var databaseValue: DatabaseValue { .text(self) }

    /// Reads TEXT only.
    public init?(databaseValue: DatabaseValue) {
        guard case .text(let text) = databaseValue else { return nil }
        self = text
    }
}

extension Data: DatabaseValueConvertible {
    /// Stored as BLOB; an empty Data stays an empty blob.
    public var databaseValue: DatabaseValue { .blob(self) }

    /// Reads BLOB only.
    public init?(databaseValue: DatabaseValue) {
        guard case .blob(let bytes) = databaseValue else { return nil }
        self = bytes
    }
}

extension Bool: DatabaseValueConvertible {
    /// Stored as INTEGER 1 (true) or 0 (false), as SQLite's own TRUE and FALSE.
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }

    /// Reads INTEGER 0 and 1 only.
    public init?(databaseValue: DatabaseValue) {
        switch databaseValue {
        case .integer(0): self = false
        case .integer(1): self = true
        default: return nil
        }
    }
}

extension Date: DatabaseValueConvertible {
    /// Stored as REAL seconds since 1970-01-01T00:00:00Z (Unix time).
    ///
    /// SQLite's date functions read it (`datetime(time, 'unixepoch')`). The round trip is exact to well under a microsecond for dates within
    /// a few centuries of 1970 (a Double has 52 fraction bits).
    public var databaseValue: DatabaseValue { .real(timeIntervalSince1970) }

    /// Reads REAL or INTEGER Unix seconds.
    public init?(databaseValue: DatabaseValue) {
        guard let seconds = Double(databaseValue: databaseValue) else { return nil }
        self.init(timeIntervalSince1970: seconds)
    }
}

extension UUID: DatabaseValueConvertible {
    /// Stored as TEXT in the canonical upper-case form, for example `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
    public var databaseValue: DatabaseValue { .text(uuidString) }

    /// Reads TEXT holding a UUID in either case.
    public init?(databaseValue: DatabaseValue) {
        guard case .text(let text) = databaseValue, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// nil is stored as NULL; a value as its wrapped type stores it.
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }

    /// NULL reads as nil; anything else as the wrapped type reads it (and fails when that fails).
    public init?(databaseValue: DatabaseValue) {
        if databaseValue == .null {
            self = .none
            return
        }
        guard let wrapped = Wrapped(databaseValue: databaseValue) else { return nil }
        self = .some(wrapped)
    }
}
