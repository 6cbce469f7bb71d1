#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates the directory that will hold a database file, private to its owner.
public enum DatabaseDirectory {
    /// Creates every missing directory on the way to `path`'s parent with mode 0700 (owner only).
    ///
    /// Existing directories keep their mode. The database file itself is created 0600 by `SQLiteDatabase`.
    ///
    /// - Parameter path: The database file path, for example from `DatabasePath.defaultPath(…)`.
    /// - Throws: `StorageError` of kind `.cannotOpen` naming the directory that could not be created and why
    ///   (for example a file in its place, or no permission).
    public static func prepare(forDatabaseAt path: String) throws(StorageError) {
        // The usual case first: the parent exists (one `stat`, no `mkdir` per component; issue 17's cold start).
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash > path.startIndex,
            isDirectory(String(path[..<slash]))
        {
            return
        }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            try makeDirectoryIfMissing(prefix)
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func makeDirectoryIfMissing(_ directory: String) throws(StorageError) {
        guard mkdir(directory, 0o700) != 0 else { return }
        let reason = errno
        var status = stat()
        if reason == EEXIST, stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
        let detail = reason == EEXIST ? "exists and is not a directory" : String(cString: strerror(reason))
        throw StorageError(
            kind: .cannotOpen, message: "cannot create directory \(directory): \(detail)", path: directory)
    }
}
