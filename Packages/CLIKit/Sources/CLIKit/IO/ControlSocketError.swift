import Localization

/// Why a tool refused a control socket or its folder (`denizrotad --control`, `denizrota trip status`).
///
/// Both sides of a control socket check it: the folder must be the user's own (mode 0700, no symbolic link), the
/// path must be a socket, and the process at the other end must run as the same user (`SO_PEERCRED`).
public enum ControlSocketError: Error, Equatable, Sendable, LocalizableError {
    /// Something other than a socket (a file, a folder, a link) is at the socket path; it was left alone.
    case notASocket(path: String)
    /// The socket is served by a process of another user.
    case foreignPeer(path: String, userID: UInt32)
    /// The private folder belongs to another user (someone made it first).
    case foreignDirectory(path: String, userID: UInt32)
    /// The private folder lets other users in (mode given in octal, `0755`).
    case openDirectory(path: String, mode: String)
    /// The private folder's path is not a folder (a file or a symbolic link).
    case notADirectory(path: String)
    /// A system call failed on the path (`mkdir`, `lstat`, `unlink`).
    case system(path: String, call: String, code: Int32)

    /// 69 (unavailable) when another user's process serves the socket, 73 (cannot create) for the path or folder.
    public var exitCode: ExitCode {
        if case .foreignPeer = self { return .unavailable }
        return .cannotCreate
    }

    /// The catalog key.
    public var messageKey: String {
        switch self {
        case .notASocket: "socket.error.notASocket"
        case .foreignPeer: "socket.error.foreignPeer"
        case .foreignDirectory: "socket.error.foreignDirectory"
        case .openDirectory: "socket.error.openDirectory"
        case .notADirectory: "socket.error.notADirectory"
        case .system: "socket.error.system"
        }
    }

    /// The path first, then the user id, mode or failed call and `errno`.
    public var messageArguments: [String] {
        switch self {
        case .notASocket(let path), .notADirectory(let path): [path]
        case .foreignPeer(let path, let user), .foreignDirectory(let path, let user): [path, "\(user)"]
        case .openDirectory(let path, let mode): [path, mode]
        case .system(let path, let call, let code): [path, call, "\(code)"]
        }
    }
}
