#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owner-only modes for what the tools keep under the XDG directories (Docs/security.md "File modes"):
/// files 0600, the tool's own directories 0700.
///
/// Called before a database or the sync credentials are opened. A looser mode on something that is ours (owned by
/// the user running the tool) is tightened and reported once: after the repair there is nothing to report again.
public enum PrivateFiles {
    /// Mode of every file the tools create: read and write for the owner only.
    public static let fileMode: UInt32 = 0o600
    /// Mode of the tools' own directories: owner only.
    public static let directoryMode: UInt32 = 0o700

    /// Tightens the tool's own `directory` to 0700 and each existing file of `files` to 0600 when they grant
    /// group or others any access and belong to the current user; warns once for each repair.
    ///
    /// - Parameters:
    ///   - directory: a directory the tool owns (for example `$XDG_DATA_HOME/denizrota`), never a user's choice.
    ///   - files: files in it (a database and its `-wal`, `-shm`, `-journal`); missing ones are skipped.
    ///   - context: where the localized warning goes (`privacy.modeTightened`).
    public static func secure(directory: String, files: [String], context: CommandContext) {
        let targets = [(directory, directoryMode)] + files.map { ($0, fileMode) }
        for (path, mode) in targets {
            guard let previous = tighten(path, to: mode) else { continue }
            context.diagnostics.warning(
                context.text("privacy.modeTightened", path, octal(previous), octal(mode)))
        }
    }

    /// The database file and the companions SQLite creates beside it.
    public static func databaseFiles(_ path: String) -> [String] {
        [path, path + "-wal", path + "-shm", path + "-journal"]
    }

    /// The permission bits of `path` when it exists and grants group or others any access, else `nil`.
    public static func looseMode(of path: String) -> UInt32? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let mode = UInt32(status.st_mode) & 0o7777
        return mode & 0o077 == 0 ? nil : mode
    }

    /// `0644` for 0o644.
    public static func octal(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Sets `mode` on `path` when it is a regular file or directory of ours with a looser mode; returns the old mode.
    private static func tighten(_ path: String, to mode: UInt32) -> UInt32? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_uid == geteuid() else { return nil }
        let kind = UInt32(status.st_mode) & UInt32(S_IFMT)
        guard kind == UInt32(S_IFDIR) || kind == UInt32(S_IFREG) else { return nil }
        let previous = UInt32(status.st_mode) & 0o7777
        guard previous & 0o077 != 0, chmod(path, mode_t(mode)) == 0 else { return nil }
        return previous
    }
}

extension PrivateFiles {
    /// Tightens the tool's own database directory and files before the database at `path` is opened.
    ///
    /// Only when it is the tool's default database (`path == defaultPath`) are the directory holding it and its
    /// files tightened (``secure(directory:files:context:)``). A file the user named with `--db` or a variable keeps its directory's mode: that directory is the user's, not ours.
    public static func secureDatabase(at path: String, defaultPath: String, context: CommandContext) {
        guard path == defaultPath, let slash = path.lastIndex(of: "/"), slash > path.startIndex else { return }
        secure(directory: String(path[..<slash]), files: databaseFiles(path), context: context)
    }
}
