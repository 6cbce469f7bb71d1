import Glibc

/// Where the daemon's control socket lives: `$XDG_RUNTIME_DIR/denizrotad.sock` (XDG Base Directory
/// Specification: the user's runtime directory), else `/tmp/denizrotad-UID.sock`.
public enum ControlSocketPath {
    /// The socket path for an environment.
    public static func path(variables: [String: String]) -> String {
        if let runtime = variables["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { return runtime + "/denizrotad.sock" }
        return "/tmp/denizrotad-\(getuid()).sock"
    }
}
