import Foundation

extension Date: SQLiteValueConvertible {
    /// Stored as an 8-byte BLOB holding the Date's own Double bit for bit, so a Date reads back equal (issue 35).
    ///
    /// The Double is `timeIntervalSinceReferenceDate` (seconds since 2001-01-01T00:00:00Z), its IEEE 754 bits
    /// big-endian with the sign bit flipped for positive values and every bit inverted for negative ones, so that
    /// SQLite's byte-wise BLOB comparison orders the values as time: `ORDER BY`, `<`, `BETWEEN` against a bound Date
    /// work. Range: every Date, `distantPast` and `distantFuture` included. SQLite's date functions do not read this
    /// form. The Storage DocC catalog ("Dates") documents the format and why it is not REAL.
    public var sqliteValue: SQLiteValue {
        let bits = timeIntervalSinceReferenceDate.bitPattern
        let ordered = bits & Self.signBit == 0 ? bits | Self.signBit : ~bits
        return .blob(Data(withUnsafeBytes(of: ordered.bigEndian) { Array($0) }))
    }

    /// Reads the 8-byte BLOB form, and REAL or INTEGER Unix seconds (seconds since 1970-01-01T00:00:00Z), the form
    /// Storage wrote before issue 35 and SQLite's `unixepoch()` gives.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .blob(let bytes) where bytes.count == 8:
            let ordered = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let bits = ordered & Self.signBit != 0 ? ordered & ~Self.signBit : ~ordered
            self.init(timeIntervalSinceReferenceDate: Double(bitPattern: bits))
        case .real(let seconds): self.init(timeIntervalSince1970: seconds)
        case .integer(let seconds): self.init(timeIntervalSince1970: Double(seconds))
        default: return nil
        }
    }

    /// The IEEE 754 sign bit.
    private static let signBit: UInt64 = 1 << 63
}
