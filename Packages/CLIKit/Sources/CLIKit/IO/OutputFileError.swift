import Localization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``OutputFile`` wrote nothing (or, on a device, not everything).
///
/// Each case carries the path as the user gave it and, where the system said why, its `errno`.
public enum OutputFileError: Error, Equatable, Sendable, LocalizableError {
    /// The path is a directory (exit 73).
    case isDirectory(path: String)
    /// The path is a socket or a block device: neither a file nor a stream to write through (exit 73).
    case unsupportedFileType(path: String)
    /// The file (or its temporary sibling) could not be opened or created (exit 73).
    case cannotCreate(path: String, code: Int32)
    /// The existing file belongs to another user or group and its owner could not be kept (exit 73).
    case ownerNotKept(path: String)
    /// Writing, flushing or renaming failed (no space, an I/O error; exit 74).
    case writeFailed(path: String, code: Int32)
    /// A symbolic link of another user in a sticky folder anyone may write (`/tmp`): not followed, as the
    /// kernel's `fs.protected_symlinks` does not (exit 73).
    case foreignLink(path: String, owner: UInt32)
    /// A file or FIFO of another user in a sticky folder anyone may write: not written into, as the kernel's
    /// `fs.protected_regular` / `protected_fifos` refuse (exit 73).
    case foreignFile(path: String, owner: UInt32)

    /// 73 (`EX_CANTCREAT`) when nothing could be opened, 74 (`EX_IOERR`) when writing failed.
    public var exitCode: ExitCode {
        if case .writeFailed = self { return .ioError }
        return .cannotCreate
    }

    /// The catalog key: the failure, refined by the system's reason where one is common.
    public var messageKey: String {
        switch self {
        case .isDirectory: "output.error.directory"
        case .unsupportedFileType: "output.error.special"
        case .ownerNotKept: "output.error.owner"
        case .foreignLink: "output.error.foreignLink"
        case .foreignFile: "output.error.foreignFile"
        case .cannotCreate(_, let code): Self.reasonKeys[code] ?? "output.error.create"
        case .writeFailed(_, let code): Self.reasonKeys[code] ?? "output.error.write"
        }
    }

    /// The path as given, then the `errno` value (used by the generic messages only).
    public var messageArguments: [String] {
        switch self {
        case .isDirectory(let path), .unsupportedFileType(let path), .ownerNotKept(let path): [path]
        case .cannotCreate(let path, let code), .writeFailed(let path, let code): [path, "\(code)"]
        case .foreignLink(let path, let owner), .foreignFile(let path, let owner): [path, "\(owner)"]
        }
    }

    /// Common `errno` values with a message of their own.
    private static let reasonKeys: [Int32: String] = [
        ENOENT: "output.error.noFolder", ENOTDIR: "output.error.noFolder", EACCES: "output.error.permission",
        EPERM: "output.error.permission", EROFS: "output.error.readOnly", ELOOP: "output.error.tooManyLinks",
        ENOSPC: "output.error.noSpace", EDQUOT: "output.error.noSpace", EIO: "output.error.io",
        EISDIR: "output.error.directory",
    ]
}
