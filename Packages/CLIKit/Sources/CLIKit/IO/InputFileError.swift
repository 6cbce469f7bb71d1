import Localization

/// Why a size-bounded read (``FileSystem/contents(atPath:maximumBytes:)``) returned no bytes.
///
/// Each case carries the path as the user gave it.
public enum InputFileError: Error, Equatable, Sendable, LocalizableError {
    /// Nothing could be opened at the path: it is missing, unreadable, or a socket (exit 66).
    case cannotOpen(path: String)
    /// The path is a folder (exit 66).
    case isDirectory(path: String)
    /// The file holds more than `limit` bytes (a regular file by its size, a device or pipe once `limit` bytes have
    /// been read); nothing of it is used (exit 65).
    case tooLarge(path: String, limit: Int)
    /// Reading failed part way, an input/output error (exit 74).
    case readFailed(path: String)

    /// 66 (`EX_NOINPUT`) when nothing could be opened, 65 (`EX_DATAERR`) for a file over the limit, 74
    /// (`EX_IOERR`) when reading failed.
    public var exitCode: ExitCode {
        switch self {
        case .cannotOpen, .isDirectory: .noInput
        case .tooLarge: .dataError
        case .readFailed: .ioError
        }
    }

    /// The catalog key (`input.error.*` in CLIKit's catalogs).
    public var messageKey: String {
        switch self {
        case .cannotOpen: "input.error.open"
        case .isDirectory: "input.error.directory"
        case .tooLarge: "input.error.tooLarge"
        case .readFailed: "input.error.read"
        }
    }

    /// The path as given, then (for ``tooLarge(path:limit:)``) the limit in bytes.
    public var messageArguments: [String] {
        switch self {
        case .cannotOpen(let path), .isDirectory(let path), .readFailed(let path): [path]
        case .tooLarge(let path, let limit): [path, String(limit)]
        }
    }

    /// The path the error names.
    public var path: String {
        switch self {
        case .cannotOpen(let path), .isDirectory(let path), .readFailed(let path), .tooLarge(let path, _): path
        }
    }
}
