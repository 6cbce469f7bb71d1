/// The one error type of Storage: what went wrong (`kind`), and, when SQLite reported it, SQLite's result codes
/// and message.
///
/// Compare `kind`, never `message`: the message is SQLite's English text for logs, not for users. The app layer
/// turns `kind` into a localized one-line message. The struct form (rather than an enum with a case per
/// SQLite code) keeps the open-ended SQLite code space out of the public API (a closed enum can grow only by a new
/// release).
///
/// Result codes are those of <https://www.sqlite.org/rescode.html>: `code` is the primary code
/// (`extendedCode & 0xFF`), for example 13 (`SQLITE_FULL`); `extendedCode` is the extended code, for example
/// 1_032 (`SQLITE_READONLY_DBMOVED`).
public struct StorageError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// The failures a caller may want to tell apart.
    public enum Kind: Equatable, Sendable {
        /// The file exists but is not an SQLite database (`SQLITE_NOTADB`); it was left untouched.
        case notADatabase
        /// The path names no file but a folder, a FIFO, a device or a socket (`fileType`: `directory`, `fifo`,
        /// `characterDevice`, `blockDevice`, `socket`); refused before SQLite opens it (a FIFO would block the
        /// open) and left untouched.
        case notAFile(fileType: String)
        /// The database was written by a newer program (its `user_version` is above the newest migration);
        /// it was left untouched.
        case newerThanProgram(databaseVersion: Int, programVersion: Int)
        /// The disk or the database's size limit is full (`SQLITE_FULL`); the transaction was rolled back.
        case diskFull
        /// The database cannot be written: a read-only file, directory or mount (`SQLITE_READONLY`).
        case readOnly
        /// The file cannot be opened: missing directory, a directory in its place, no permission
        /// (`SQLITE_CANTOPEN`, `SQLITE_PERM`, `SQLITE_AUTH`).
        case cannotOpen
        /// Another connection held a lock longer than the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`).
        case busy
        /// A UNIQUE, NOT NULL, CHECK or FOREIGN KEY constraint failed (`SQLITE_CONSTRAINT`).
        case constraintViolation
        /// The file is damaged (`SQLITE_CORRUPT`).
        case corrupt
        /// The operating system reported an I/O error while reading or writing (`SQLITE_IOERR`).
        case ioFailure
        /// A value could not be encoded for storage (for example a Double that JSON cannot hold).
        case encodingFailed
        /// A stored value did not have the requested type or shape.
        case decodingFailed
        /// The record, key or series that an update or read required does not exist.
        case notFound
        /// The call was wrong: bad SQL, a bad migration list, a series row of the wrong width, nested transactions.
        case invalidArgument
        /// Any other SQLite failure; see `code` and `message`.
        case other
    }

    /// What went wrong.
    public let kind: Kind
    /// SQLite's primary result code (0–255), or nil when the error did not come from SQLite.
    public let code: Int32?
    /// SQLite's extended result code, or nil when the error did not come from SQLite.
    public let extendedCode: Int32?
    /// SQLite's English message or Storage's own description, for logs.
    public let message: String
    /// The database file involved, when known (`:memory:` for an in-memory database).
    public let path: String?

    /// Creates an error; `code` and `extendedCode` are nil unless SQLite reported it.
    public init(kind: Kind, code: Int32? = nil, extendedCode: Int32? = nil, message: String, path: String? = nil) {
        self.kind = kind
        self.code = code
        self.extendedCode = extendedCode
        self.message = message
        self.path = path
    }

    /// Creates the error for an SQLite result code (primary or extended) and SQLite's message.
    init(sqliteCode: Int32, message: String, path: String?) {
        let primary = sqliteCode & 0xFF
        self.init(
            kind: Self.kind(forPrimaryCode: primary), code: primary, extendedCode: sqliteCode, message: message,
            path: path)
    }

    /// The SQLite primary result codes this type names (sqlite3.h).
    private static let kindsByPrimaryCode: [Int32: Kind] = [
        3: .cannotOpen,  // SQLITE_PERM
        5: .busy,  // SQLITE_BUSY
        6: .busy,  // SQLITE_LOCKED
        8: .readOnly,  // SQLITE_READONLY
        10: .ioFailure,  // SQLITE_IOERR
        11: .corrupt,  // SQLITE_CORRUPT
        13: .diskFull,  // SQLITE_FULL
        14: .cannotOpen,  // SQLITE_CANTOPEN
        19: .constraintViolation,  // SQLITE_CONSTRAINT
        21: .invalidArgument,  // SQLITE_MISUSE
        23: .cannotOpen,  // SQLITE_AUTH
        25: .invalidArgument,  // SQLITE_RANGE (parameter index out of range)
        26: .notADatabase,  // SQLITE_NOTADB
    ]

    private static func kind(forPrimaryCode code: Int32) -> Kind {
        kindsByPrimaryCode[code] ?? .other
    }

    /// A one-line description for logs: kind, codes, SQLite's English message and path (`description` is the
    /// catalog's text, `CatalogLocalizedError`).
    public var debugDescription: String {
        var parts = ["\(kind)"]
        if let code, let extendedCode { parts.append("SQLite code \(code) (extended \(extendedCode))") }
        parts.append(message)
        if let path { parts.append(path) }
        return parts.joined(separator: ": ")
    }
}
