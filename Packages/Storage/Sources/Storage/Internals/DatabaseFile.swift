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
    static func createIfMissing(atPath path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
    }
}
