import Glibc

/// Calls on paths that Foundation does not offer as one system call: each throws the call's `errno` as a
/// ``SystemCallError``, so no caller reads `errno` itself.
public enum FilePaths {
    /// Renames `source` to `destination` in one step (`rename(2)`): a file already at `destination` is replaced
    /// atomically, so a reader sees the old file or the new one, never a part.
    ///
    /// - Throws: the `rename` error (`ENOENT`, `EXDEV` across file systems, `EISDIR`, …).
    public static func rename(_ source: String, to destination: String) throws(SystemCallError) {
        guard Glibc.rename(source, destination) == 0 else { throw .last("rename") }
    }

    /// Sets the permission bits of `path` (`chmod(2)`, following a final symbolic link).
    ///
    /// - Parameters:
    ///   - path: the file or folder.
    ///   - permissions: the bits, `0o0000`…`0o7777` (`0o600`: the owner reads and writes).
    /// - Throws: the `chmod` error (`ENOENT`, `EPERM` on another user's file, …).
    public static func setPermissions(_ path: String, _ permissions: UInt32) throws(SystemCallError) {
        guard chmod(path, mode_t(permissions)) == 0 else { throw .last("chmod") }
    }

    /// Gives `path` to another owner and group (`chown(2)`; only root may give a file away).
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - userID: the new owner.
    ///   - groupID: the new group.
    ///   - followingLink: false to change a final symbolic link itself (`lchown(2)`), not its target.
    /// - Throws: the `chown`/`lchown` error (`EPERM` unless root, `ENOENT`, …).
    public static func changeOwner(
        _ path: String, userID: UInt32, groupID: UInt32, followingLink: Bool = true
    ) throws(SystemCallError) {
        if followingLink {
            guard chown(path, uid_t(userID), gid_t(groupID)) == 0 else { throw .last("chown") }
        } else {
            guard lchown(path, uid_t(userID), gid_t(groupID)) == 0 else { throw .last("lchown") }
        }
    }

    /// Makes a folder (`mkdir(2)`); the process's file-creation mask clears bits of `permissions`.
    ///
    /// - Throws: the `mkdir` error (``SystemErrorCode/fileExists`` when anything is already there, `ENOENT`, …).
    public static func makeDirectory(_ path: String, permissions: UInt32) throws(SystemCallError) {
        guard mkdir(path, mode_t(permissions)) == 0 else { throw .last("mkdir") }
    }

    /// Makes a folder with a new unique name (`mkdtemp(3)`: mode 0700, only its owner may enter).
    ///
    /// - Parameter prefix: the path before the six characters that make it unique (`/tmp/denizrota-sync-`).
    /// - Returns: the folder's path.
    /// - Throws: the `mkdtemp` error (`ENOENT`, `EACCES`, …).
    public static func makeUniqueDirectory(prefix: String) throws(SystemCallError) -> String {
        var template = Array((prefix + "XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw .last("mkdtemp") }
        return String(cString: made)
    }

    /// Makes a named pipe (`mkfifo(3)`); the file-creation mask clears bits of `permissions`.
    ///
    /// - Throws: the `mkfifo` error (``SystemErrorCode/fileExists``, `ENOENT`, …).
    public static func makeFIFO(_ path: String, permissions: UInt32) throws(SystemCallError) {
        guard mkfifo(path, mode_t(permissions)) == 0 else { throw .last("mkfifo") }
    }

    /// Removes a name that is not a folder (`unlink(2)`): a file, a link itself (never its target), a socket.
    ///
    /// - Throws: the `unlink` error (``SystemErrorCode/noSuchFile``, ``SystemErrorCode/isDirectory``, …).
    public static func remove(_ path: String) throws(SystemCallError) {
        guard unlink(path) == 0 else { throw .last("unlink") }
    }

    /// Removes an empty folder (`rmdir(2)`).
    ///
    /// - Throws: the `rmdir` error (`ENOTEMPTY`, `ENOENT`, …).
    public static func removeDirectory(_ path: String) throws(SystemCallError) {
        guard rmdir(path) == 0 else { throw .last("rmdir") }
    }
}
