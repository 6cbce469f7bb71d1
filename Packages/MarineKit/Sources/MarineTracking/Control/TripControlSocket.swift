/// Where the daemon's control socket lives, shared by `denizrotad` and `denizrota trip|anchor`.
///
/// `$XDG_RUNTIME_DIR/denizrotad.sock` (XDG Base Directory Specification 0.8: the user's runtime directory, absolute
/// paths only, private to the user by the specification), else `denizrotad.sock` in a private folder
/// `$TMPDIR/denizrotad-UID` (`/tmp/denizrotad-UID` without an absolute `TMPDIR`) that the daemon makes with mode 0700
/// and both sides check before use: a socket directly in `/tmp` could be bound first by another user.
package enum TripControlSocket {
    /// The socket's file name.
    public static let fileName = "denizrotad.sock"

    /// The socket path for an environment and user id.
    ///
    /// - Parameters:
    ///   - variables: the environment variables (`XDG_RUNTIME_DIR`, `TMPDIR`).
    ///   - userID: the user's uid.
    /// - Returns: an absolute path.
    public static func defaultPath(variables: [String: String], userID: UInt32) -> String {
        if let runtime = variables["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { return runtime + "/" + fileName }
        return (privateDirectory(variables: variables, userID: userID) ?? "/tmp") + "/" + fileName
    }

    /// The private folder the default path lies in when `XDG_RUNTIME_DIR` is unset or relative.
    ///
    /// - Parameters:
    ///   - variables: the environment variables.
    ///   - userID: the user's uid.
    /// - Returns: `$TMPDIR/denizrotad-UID` or `/tmp/denizrotad-UID`; nil when `XDG_RUNTIME_DIR` is used.
    public static func privateDirectory(variables: [String: String], userID: UInt32) -> String? {
        if let runtime = variables["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { return nil }
        var base = variables["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return (base == "/" ? "" : base) + "/denizrotad-\(userID)"
    }
}
