/// Where a tool keeps its database by default, following the XDG Base Directory Specification 0.8
/// (<https://specifications.freedesktop.org/basedir-spec/0.8/>): `$XDG_DATA_HOME/<tool>/<tool>.sqlite`, and
/// when `XDG_DATA_HOME` is unset, empty or not absolute (the specification says to ignore relative paths),
/// `<home>/.local/share/<tool>/<tool>.sqlite`.
///
/// Pure: the environment and home directory are passed in. The app layer reads them, lets `--db PATH` and
/// the tool's own variable (for example `UNITCONV_DB`) win over this default, then calls
/// `DatabaseDirectory.prepare(forDatabaseAt:)`.
///
/// ```swift
/// let path = DatabasePath.defaultPath(
///     forTool: "unitconv", environment: ProcessInfo.processInfo.environment, homeDirectory: NSHomeDirectory())
/// // "/home/ada/.local/share/unitconv/unitconv.sqlite"
/// ```
public enum DatabasePath {
    /// The default database path for `tool`.
    ///
    /// - Parameters:
    ///   - tool: The tool's name, used as directory and file name (for example `denizrota`).
    ///   - environment: The process environment; only `XDG_DATA_HOME` is read.
    ///   - homeDirectory: The user's home directory (from `HOME` or the password database).
    /// - Returns: An absolute path when `homeDirectory` is absolute or `XDG_DATA_HOME` is used.
    public static func defaultPath(forTool tool: String, environment: [String: String], homeDirectory: String)
        -> String
    {
        "\(dataHome(environment: environment, homeDirectory: homeDirectory))/\(tool)/\(tool).sqlite"
    }

    /// The XDG data directory: `$XDG_DATA_HOME` when it is an absolute path, else `<home>/.local/share`.
    public static func dataHome(environment: [String: String], homeDirectory: String) -> String {
        if let configured = environment["XDG_DATA_HOME"], configured.hasPrefix("/") {
            return trimmingTrailingSlashes(configured)
        }
        return trimmingTrailingSlashes(homeDirectory) + "/.local/share"
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed == "/" ? "" : String(trimmed)
    }
}
