import Glibc

/// Calls on paths that Foundation does not offer as one system call.
public enum FilePaths {
    /// Renames `source` to `destination` in one step (`rename(2)`): a file already at `destination` is replaced
    /// atomically, so a reader sees the old file or the new one, never a part.
    ///
    /// - Throws: the `rename` error (`ENOENT`, `EXDEV` across file systems, `EISDIR`, …).
    public static func rename(_ source: String, to destination: String) throws(SystemCallError) {
        guard Glibc.rename(source, destination) == 0 else { throw .last("rename") }
    }
}
