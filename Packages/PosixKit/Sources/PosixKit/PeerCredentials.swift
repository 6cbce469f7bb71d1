import Glibc

/// Who is at the other end of a connected Unix socket (`SO_PEERCRED`, Linux `socket(7)`).
public enum PeerCredentials {
    /// The effective user id of the peer process.
    ///
    /// - Parameter descriptor: a connected `AF_UNIX` stream socket.
    /// - Returns: the uid the peer had when it connected or bound, nil when the system cannot say.
    public static func userID(of descriptor: Int32) -> UInt32? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; } (socket(7)); Glibc's Swift module does not export it.
        var credentials: (Int32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
            Int(length) == MemoryLayout.size(ofValue: credentials)
        else { return nil }
        return credentials.1
    }

    /// This process's effective user id (`geteuid(2)`), to compare with ``userID(of:)``.
    public static var effectiveUserID: UInt32 { geteuid() }
}
