#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output path names once symbolic links are followed, and so how ``OutputFile`` writes it.
///
/// A file or stream target holds its folder open (`folder`, a descriptor the caller closes): every check and the
/// final write (`openat`, `renameat`) are relative to that one folder, so nothing swapped in under the path after the
/// checks (a folder replaced by a link to `/etc`, a FIFO replaced by a link) is followed (issue 28). The folder's own
/// path is looked up once, by the kernel, as a shell's `>` looks it up.
enum OutputTarget: Equatable {
    /// `-`, `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`: the tool's standard output sink.
    case standardOutput
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: an inherited descriptor, written through.
    case descriptor(Int32)
    /// A character device or a FIFO named `name` in the open `folder`: opened and written through.
    case stream(folder: Int32, name: String)
    /// A regular file `name` in the open `folder` to replace (its mode and owner are kept), or a new file.
    case file(folder: Int32, name: String, existing: FileIdentity?)

    /// Mode and owner of an existing regular file.
    struct FileIdentity: Equatable {
        let mode: mode_t
        let owner: uid_t
        let group: gid_t
    }

    /// Symbolic links followed before giving up (Linux's own limit for a path lookup, `MAXSYMLINKS`).
    static let maximumLinks = 40

    /// Follows `path` through symbolic links and classifies what it ends at.
    ///
    /// - Parameter path: the path as the user gave it.
    /// - Returns: where to write; a ``file(folder:name:existing:)`` or ``stream(folder:name:)`` holds its folder
    ///   open, for the caller to close.
    /// - Throws: `OutputFileError` for a directory, a socket or block device, a link loop or an unreadable path.
    static func resolve(_ path: String) throws(OutputFileError) -> OutputTarget {
        guard !path.isEmpty else { throw .cannotCreate(path: path, code: ENOENT) }
        var current = path
        for _ in 0...maximumLinks {
            if let alias = streamAlias(current) { return alias }
            let (folderPath, name) = split(current)
            let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else { throw .cannotCreate(path: path, code: errno) }
            do {
                let status = try look(name, in: folder, reportedAs: path)
                guard let status, status.st_mode & S_IFMT == S_IFLNK else {
                    return try target(name, status, in: folder, reportedAs: path)
                }
                let link = try linkTarget(name, in: folder, reportedAs: path)
                close(folder)
                current = link.hasPrefix("/") ? link : folderPath + "/" + link
            } catch {
                close(folder)
                throw error
            }
        }
        throw .cannotCreate(path: path, code: ELOOP)
    }

    /// The status of `name` in `folder` (not following a link), nil when there is none, after the protection
    /// check.
    private static func look(_ name: String, in folder: Int32, reportedAs path: String) throws(OutputFileError)
        -> stat?
    {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            guard errno == ENOENT else { throw .cannotCreate(path: path, code: errno) }
            return nil
        }
        try checkProtected(status, in: folder, reportedAs: path)
        return status
    }

    /// The target `name` in `folder` makes, from its status (nil: a new file; never a link).
    private static func target(_ name: String, _ status: stat?, in folder: Int32, reportedAs path: String)
        throws(OutputFileError) -> OutputTarget
    {
        guard let status else { return .file(folder: folder, name: name, existing: nil) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            let identity = FileIdentity(mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid)
            return .file(folder: folder, name: name, existing: identity)
        case S_IFCHR, S_IFIFO: return .stream(folder: folder, name: name)
        case S_IFDIR: throw .isDirectory(path: path)
        default: throw .unsupportedFileType(path: path)
        }
    }

    /// Refuses what the kernel's `fs.protected_symlinks`, `protected_regular` and `protected_fifos` refuse to a
    /// shell's `>`: in a sticky folder anyone may write (`/tmp`), a link, file or FIFO that belongs neither to the
    /// caller nor to the folder's owner (issue 28: root's export followed another user's planted link).
    static func checkProtected(_ status: stat, in folder: Int32, reportedAs path: String) throws(OutputFileError) {
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFLNK || kind == S_IFREG || kind == S_IFIFO, status.st_uid != geteuid() else { return }
        var folderStatus = stat()
        guard fstat(folder, &folderStatus) == 0, folderStatus.st_mode & S_ISVTX != 0,
            folderStatus.st_mode & S_IWOTH != 0, status.st_uid != folderStatus.st_uid
        else { return }
        if kind == S_IFLNK { throw .foreignLink(path: path, owner: status.st_uid) }
        throw .foreignFile(path: path, owner: status.st_uid)
    }

    /// The descriptor a path names directly (`-`, `/dev/stdout`, `/dev/fd/3`, `/proc/self/fd/3`), if any.
    ///
    /// These are written through the open descriptor: reopening `/proc/self/fd/1` would start at offset 0 of a
    /// redirected file and overwrite what the tool already wrote there.
    static func streamAlias(_ path: String) -> OutputTarget? {
        let named: [String: Int32] = ["-": 1, "/dev/stdout": 1, "/dev/stderr": 2]
        var number = named[path]
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            number = Int32(path.dropFirst(prefix.count))
        }
        guard let number, number >= 0 else { return nil }
        return number == 1 ? .standardOutput : .descriptor(number)
    }

    /// The target of the symbolic link `name` in `folder`, as stored (relative or absolute).
    private static func linkTarget(_ name: String, in folder: Int32, reportedAs path: String) throws(OutputFileError)
        -> String
    {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard count > 0 else { throw .cannotCreate(path: path, code: count < 0 ? errno : ENOENT) }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder and the last component of a path (`.` and the path for a bare name; a path ending in `/` keeps
    /// `.` as its name, so it is classified as the folder it names).
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let name = String(path[path.index(after: slash)...])
        return (folder(of: path), name.isEmpty ? "." : name)
    }

    /// The folder part of a path (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
