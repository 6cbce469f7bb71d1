#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names itself, links not followed (`lstat(2)`): how a refusal says what is there.
///
/// ```swift
/// FileKind.of("/tmp") == .directory   // context.text(FileKind.directory.textKey) is "a folder"
/// ```
public enum FileKind: String, Sendable, Equatable, CaseIterable {
    /// Nothing at the path.
    case missing
    /// A regular file.
    case regularFile
    /// A directory.
    case directory
    /// A symbolic link (whatever it points to).
    case symbolicLink
    /// A named pipe.
    case fifo
    /// A character device (a terminal, `/dev/null`, a serial port).
    case characterDevice
    /// A block device (a disk).
    case blockDevice
    /// A Unix-domain socket.
    case socket
    /// A path that cannot be examined (no permission on a folder on the way, a name too long).
    case unknown

    /// The kind of `path` (`lstat(2)`: a link is reported as a link).
    public static func of(_ path: String) -> FileKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unknown }
        return kind(ofMode: status.st_mode)
    }

    /// The kind of what `path` leads to once links are followed (`stat(2)`); a dangling link is `.missing`.
    public static func followingLinks(_ path: String) -> FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unknown }
        return kind(ofMode: status.st_mode)
    }

    /// The kind a `st_mode` value's type bits name.
    public static func kind(ofMode mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        default: .unknown
        }
    }

    /// The catalog key of the kind's words with an article ("a folder", "a named pipe (FIFO)"), in CLIKit's
    /// catalogs (`file.kind.*`).
    public var textKey: String { "file.kind." + rawValue }
}
