import Glibc

/// What `lstat(2)`/`fstat(2)` say about a file: its kind, owner, group and permission bits.
public struct FileStatus: Sendable, Equatable {
    /// The kinds of file the workspace tells apart.
    public enum Kind: Sendable, Equatable {
        case regular, directory, socket, symbolicLink
        /// A named pipe (`mkfifo`).
        case fifo
        /// A character device (`/dev/null`, a terminal, a serial line).
        case characterDevice
        /// Anything else (a block device).
        case other
    }

    /// The file's kind (a symbolic link itself for ``init(path:)``, never its target).
    public let kind: Kind
    /// The owner's user id.
    public let ownerID: UInt32
    /// The owning group's id.
    public let groupID: UInt32
    /// The permission bits (`st_mode & 0o7777`), such as `0o700`.
    public let permissions: UInt32
    /// The size in bytes (a symbolic link's: the length of the path it holds).
    public let size: Int64

    /// The status of the file at `path`, not following a final symbolic link (`lstat`).
    ///
    /// - Throws: `lstat`'s error (`ENOENT` when nothing is there).
    public init(path: String) throws(SystemCallError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw .last("lstat") }
        self.init(status)
    }

    /// The status of an open descriptor (`fstat`).
    ///
    /// - Throws: `fstat`'s error.
    public init(descriptor: Int32) throws(SystemCallError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .last("fstat") }
        self.init(status)
    }

    private init(_ status: stat) {
        let kinds: [UInt32: Kind] = [
            S_IFREG: .regular, S_IFDIR: .directory, S_IFSOCK: .socket, S_IFLNK: .symbolicLink, S_IFIFO: .fifo,
            S_IFCHR: .characterDevice,
        ]
        kind = kinds[status.st_mode & S_IFMT] ?? .other
        ownerID = status.st_uid
        groupID = status.st_gid
        permissions = status.st_mode & 0o7777
        size = Int64(status.st_size)
    }
}
