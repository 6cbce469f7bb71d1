#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File-system steps around opening a database file.
enum DatabaseFile {
    /// Creates an empty file with mode 0600 (owner read/write) if nothing exists at `path`, so SQLite (which
    /// would create it 0644) and its `-wal`/`-shm` files (which copy the database file's mode) stay private.
    ///
    /// Does nothing when the path exists (file, directory or anything else) or cannot be created; opening then
    /// reports the problem.
    /// The `fileType` names of ``StorageError/Kind/notAFile(fileType:)`` by `st_mode` type.
    private static let fileTypes: [mode_t: String] = [
        S_IFDIR: "directory", S_IFIFO: "fifo", S_IFCHR: "characterDevice", S_IFBLK: "blockDevice",
        S_IFSOCK: "socket",
    ]

    /// Refuses a path that names (through links) something other than a regular file, before SQLite opens it.
    ///
    /// Opening a FIFO would block, and a folder gave only "cannot open" (issue 28). Nothing there is fine.
    static func checkIsFileOrMissing(atPath path: String) throws(StorageError) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let type = status.st_mode & S_IFMT
        guard type != S_IFREG else { return }
        throw StorageError(
            kind: .notAFile(fileType: fileTypes[type] ?? "socket"), message: "not a regular file", path: path)
    }

    static func createIfMissing(atPath path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
    }
}
