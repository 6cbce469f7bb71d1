#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output path names once symbolic links are followed, and so how ``OutputFile`` writes it.
enum OutputTarget: Equatable {
    /// `-`, `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`: the tool's standard output sink.
    case standardOutput
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: an inherited descriptor, written through.
    case descriptor(Int32)
    /// A character device or a FIFO: opened and written through.
    case stream(path: String)
    /// A regular file to replace (its mode and owner are kept) or a new file to create.
    case file(path: String, existing: FileIdentity?)

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
    /// - Returns: where to write.
    /// - Throws: `OutputFileError` for a directory, a socket or block device, a link loop or an unreadable path.
    static func resolve(_ path: String) throws(OutputFileError) -> OutputTarget {
        guard !path.isEmpty else { throw .cannotCreate(path: path, code: ENOENT) }
        var current = path
        for _ in 0...maximumLinks {
            if let alias = streamAlias(current) { return alias }
            var status = stat()
            guard lstat(current, &status) == 0 else {
                guard errno == ENOENT else { throw .cannotCreate(path: path, code: errno) }
                return .file(path: current, existing: nil)
            }
            try checkProtected(current, status, reportedAs: path)
            switch status.st_mode & S_IFMT {
            case S_IFLNK: current = try linkTarget(of: current, reportedAs: path)
            case S_IFREG:
                let identity = FileIdentity(mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid)
                return .file(path: current, existing: identity)
            case S_IFCHR, S_IFIFO: return .stream(path: current)
            case S_IFDIR: throw .isDirectory(path: path)
            default: throw .unsupportedFileType(path: path)
            }
        }
        throw .cannotCreate(path: path, code: ELOOP)
    }

    /// Refuses what the kernel's `fs.protected_symlinks`, `protected_regular` and `protected_fifos` refuse to a
    /// shell's `>`: in a sticky folder anyone may write (`/tmp`), a link, file or FIFO that belongs neither to the
    /// caller nor to the folder's owner (issue 28: root's export followed another user's planted link).
    static func checkProtected(_ entry: String, _ status: stat, reportedAs path: String) throws(OutputFileError) {
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFLNK || kind == S_IFREG || kind == S_IFIFO, status.st_uid != geteuid() else { return }
        var folder = stat()
        guard stat(Self.folder(of: entry), &folder) == 0, folder.st_mode & S_ISVTX != 0,
            folder.st_mode & S_IWOTH != 0, status.st_uid != folder.st_uid
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

    /// The target of a symbolic link, made absolute against the link's folder when relative.
    private static func linkTarget(of link: String, reportedAs path: String) throws(OutputFileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count > 0 else { throw .cannotCreate(path: path, code: count < 0 ? errno : ENOENT) }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return folder(of: link) + "/" + target
    }

    /// The folder part of a path (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
