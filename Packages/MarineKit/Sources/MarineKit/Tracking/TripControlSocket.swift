/// Where the daemon's control socket lives, shared by `denizrotad` and `denizrota trip|anchor`.
///
/// `$XDG_RUNTIME_DIR/denizrotad.sock` (XDG Base Directory Specification 0.8: the user's runtime directory,
/// absolute paths only), else `/tmp/denizrotad-UID.sock`.
public enum TripControlSocket {
    /// The socket path for an environment and user id.
    public static func defaultPath(variables: [String: String], userID: UInt32) -> String {
        if let runtime = variables["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { return runtime + "/denizrotad.sock" }
        return "/tmp/denizrotad-\(userID).sock"
    }
}
